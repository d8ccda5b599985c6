import { Link } from 'react-router';
import { CheckList } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { TRAINING_OVERVIEW } from '~/content/training';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/training';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'IT Training Programmes | Orbitwise Technologies',
      description:
        'IT training by Orbitwise Technologies: new batches, live online training, personalized coaching and corporate programmes, with our training partners.',
      keywords: 'IT training, online training, new batches, training partners',
      canonical: `${SITE.origin}${paths.training}`,
      image: '/generated/illustrations/training.svg',
    },
    location.pathname,
  );

export default function Training() {
  return (
    <>
      <PageHero title="Training" lead={TRAINING_OVERVIEW.lead} />
      <Section id="programmes" title="Our training programmes">
        <ul className="card-grid cols-4">
          {TRAINING_OVERVIEW.programmes.map((p) => (
            <li key={p.title} className="card feature-card">
              <h3>
                {p.external ? (
                  <ExternalLink href={p.href} className="stretched-link">
                    {p.title}
                  </ExternalLink>
                ) : (
                  <Link to={p.href} className="stretched-link">
                    {p.title}
                  </Link>
                )}
              </h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="partners"
        title="Training partners"
        intro="We work with partners who help our students learn, certify and find work."
        tone="sky"
      >
        <div className="split">
          <CheckList items={TRAINING_OVERVIEW.partners} />
          <img src="/generated/illustrations/training.svg" alt="" width={1200} height={800} loading="lazy" />
        </div>
      </Section>
    </>
  );
}
