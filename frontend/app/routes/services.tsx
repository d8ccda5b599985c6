import { PageHero } from '~/components/page-hero';
import { ServiceBlock } from '~/components/service-blocks';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { serviceIndexPageOf } from '~/content/service-pages';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/services';

/**
 * The page's copy is the `services` document (the cards, two overviews); its title and description in
 * search results, where that document leaves them empty, its `page` document's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return serviceIndexPageOf('services', 'services', siteContentOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(
    withPageText(loaderData?.seo, { canonical: `${SITE.origin}${paths.services}` }),
    location.pathname,
  );

export default function Services({ loaderData: { page, appStores } }: Route.ComponentProps) {
  // The text blocks alternate: on a blue background with the picture first, then the other way round.
  let texts = 0;
  return (
    <>
      <PageHero title={page.heading} lead={page.lead} />
      {page.sections.map((section, i) => {
        const alternate = section.kind === 'text' && texts++ % 2 === 0;
        return (
          <ServiceBlock
            key={section.title + i}
            section={section}
            id={`services-block-${i}`}
            tone={alternate ? 'sky' : undefined}
            imageFirst={alternate}
            appStores={appStores}
          />
        );
      })}
    </>
  );
}
