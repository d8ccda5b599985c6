import { PageHero } from '~/components/page-hero';
import { CheckList } from '~/components/deferred-cards';
import { SERVICE_DETAIL_TOPICS } from '~/content/services';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/service-details';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Service Details | Orbitwise Technologies',
      description:
        'Web designing and development services, flat rate pricing, 24/7 help desk support and IT service customization.',
      keywords: 'web designing services, flat rate pricing, help desk support, IT service customization',
    },
    location.pathname,
  );

export default function ServiceDetails() {
  return (
    <>
      <PageHero title="Service Details" lead="How our service packages work." />
      <section className="section">
        <div className="container split">
          <article>
            <h2>Web Designing and Development Services</h2>
            <p>
              We design and build websites and web applications on fixed, transparent terms. Every package
              includes discovery, design, development, testing, launch and a support period after go-live.
            </p>
            <p>
              Prices are agreed per phase, so you always know what the next step costs before it starts.
              Support requests are answered by a 24/7 help desk, and every service can be customised to your
              needs.
            </p>
            <CheckList items={SERVICE_DETAIL_TOPICS} />
          </article>
          <aside className="card" aria-labelledby="sd-services">
            <h2 id="sd-services">Services</h2>
            <ul className="plain-list">
              {SERVICE_DETAIL_TOPICS.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
