import { Link } from 'react-router';
import { CheckList } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { TRAINING_OVERVIEW } from '~/content/training';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/training';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'training') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(
    withPageText(loaderData?.seo, { canonical: `${SITE.origin}${paths.training}` }),
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
