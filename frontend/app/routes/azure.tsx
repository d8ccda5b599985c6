import { PageHero } from '~/components/page-hero';
import { pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/azure';

/** The page's text and its search texts (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'azure'),
    copy: pageCopyOf(siteContentOf(context), 'azure'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Azure({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={copy.heading ?? 'Azure Development'} lead={copy.lead ?? undefined} />
      <section className="section">
        <div className="container narrow">
          {copy.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
    </>
  );
}
