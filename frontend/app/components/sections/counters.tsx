import type { Counter } from '~/content/milestones';

/** The figures in numbers: the page's loader reads them (countersOf), so they are in its HTML, not its JavaScript. */
export function CountersSection({ counters }: { counters: readonly Counter[] }) {
  return (
    <section className="counters" aria-label="Milestones in numbers">
      <ul className="container counter-grid">
        {counters.map((counter) => (
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
