import { deferred } from '~/components/deferred';
import { FeatureCards } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { industriesPageOf } from '~/content/industries-page';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/industries';

// Below the fold: its code loads after the page is interactive (see deferred.tsx).
const IndustriesSection = deferred(() =>
  import('~/components/sections/industries').then((m) => m.IndustriesSection),
);

/** The published `industry` document (the seed's at build time): the page's copy travels in its HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return industriesPageOf(siteContentOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { industries: page } = loaderData;
  return (
    <>
      <PageHero title={page.title} lead={page.lead} />
      <section className="section" aria-labelledby="ind-overview">
        <div className="container split">
          <div>
            <h2 id="ind-overview">{page.overview.title}</h2>
            <p>{page.overview.text}</p>
          </div>
          <img src="/generated/illustrations/industries.svg" alt="" width={1200} height={800} />
        </div>
      </section>
      <IndustriesSection heading={loaderData.grid} industries={page.industries} />
      <Section id="benefits" title={page.benefitsTitle}>
        <FeatureCards items={page.benefits} />
      </Section>
    </>
  );
}
