import type { Industry } from '~/content/industries';
import { Icon } from '../icon';
import { Section } from '../section';

/** The industries grid of the `industry` document, handed over by the page's loader. */
export function IndustriesSection({
  industries,
  headingTitle = 'Industries We Serve',
}: {
  industries: readonly Industry[];
  headingTitle?: string;
}) {
  return (
    <Section id="industries" eyebrow="Where we work" title={headingTitle} tone="sky">
      <ul className="card-grid cols-4 industries">
        {industries.map((industry) => (
          <li key={industry.name} className="card industry-card">
            <span className="card-icon">
              <Icon name={industry.icon} />
            </span>
            <h3>{industry.name}</h3>
            <p>{industry.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
