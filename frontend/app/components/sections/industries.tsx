import type { Industry } from '~/content/industries';
import { Icon } from '../icon';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** The industries grid of the `industry` document, handed over by the page's loader. */
export function IndustriesSection({
  heading,
  industries,
}: {
  heading: SectionText;
  industries: readonly Industry[];
}) {
  return (
    <Section id="industries" {...heading} tone="sky">
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
