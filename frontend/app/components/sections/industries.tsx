import { INDUSTRIES } from '~/content/industries';
import { Icon } from '../icon';
import { Section } from '../section';

export function IndustriesSection({ headingTitle = 'Industries We Serve' }: { headingTitle?: string }) {
  return (
    <Section id="industries" eyebrow="Where we work" title={headingTitle} tone="sky">
      <ul className="card-grid cols-4 industries">
        {INDUSTRIES.map((industry) => (
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
