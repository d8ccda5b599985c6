import { COUNTERS } from '~/content/milestones';

export function CountersSection() {
  return (
    <section className="counters" aria-label="Milestones in numbers">
      <ul className="container counter-grid">
        {COUNTERS.map((counter) => (
          <li key={counter.label}>
            <strong>
              {counter.value}
              {counter.suffix}
            </strong>
            <span>{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
