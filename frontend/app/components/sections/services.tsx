import { Link } from 'react-router';
import type { ServiceCard } from '~/content/services';
import { Icon } from '../icon';
import { Section } from '../section';

/** The service pages' cards: the page's loader reads them (homeServices), so they are in its HTML. */
export function ServicesSection({ services }: { services: readonly ServiceCard[] }) {
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Our Services"
      intro="From the first idea to the trained team that runs it."
    >
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
