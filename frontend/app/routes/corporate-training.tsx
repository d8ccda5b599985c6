import { Link } from 'react-router';
import { FeatureCards } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { figuresOf } from '~/content/figures';
import { siteContentOf } from '~/content/site-content';
import { corporateTraining } from '~/content/training';
import { pageTextOf } from '~/content/company';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/corporate-training';

/** The page's text with the published figures (the seed's at build time), carried by its HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'corporate-training'),
    training: corporateTraining(figuresOf(siteContentOf(context))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { breadcrumb: true }), location.pathname);

export default function CorporateTraining({ loaderData }: Route.ComponentProps) {
  const { training } = loaderData;
  return (
    <>
      <PageHero title="Corporate Training" lead={training.lead} />
      <section className="section" aria-labelledby="ct-overview">
        <div className="container split">
          <div>
            <h2 id="ct-overview">Overview</h2>
            {training.overview.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <Link className="button" to={paths.contact}>
              Plan a programme
            </Link>
          </div>
          <img src="/generated/illustrations/corporate-training.svg" alt="" width={1200} height={800} />
        </div>
      </section>
      <Section id="ct-features" title="What every programme includes" tone="sky">
        <FeatureCards items={training.features} />
      </Section>
    </>
  );
}
