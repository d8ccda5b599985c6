import { Link } from 'react-router';
import type { ServiceCard } from '~/content/services';
import { Icon } from '../icon';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** The service pages' cards: the page's loader reads them (homeServices), so they are in its HTML. */
export function ServicesSection({
  heading,
  services,
}: {
  heading: SectionText;
  services: readonly ServiceCard[];
}) {
  return (
    <Section id="services" {...heading}>
      <ul className="card-grid cols-3">
        {services.map((service) => (
          <li key={service.title} className="card feature-card">
            <span className="card-icon">
              <Icon name={service.icon} />
            </span>
            <h3>
              <Link to={service.to} className="stretched-link">
                {service.title}
              </Link>
            </h3>
            <p>{service.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
