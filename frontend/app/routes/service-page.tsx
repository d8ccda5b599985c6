import type { AppStoreLinks } from '@orbitwise/contracts/content';
import { PageHero } from '~/components/page-hero';
import { ServiceBlock } from '~/components/service-blocks';
import { SITE } from '~/config/site';
import { servicePageFor, type ServicePage } from '~/content/service-pages';
import { companyOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { companyNameIn, pageMeta } from '~/lib/seo';
import type { Route } from './+types/service-page';

/**
 * One module for the nine service pages; the content is looked up by path in the loader, which runs
 * only at build time (every service path is prerendered). Each page's content so reaches the browser
 * inside its own HTML (and as /<path>.data for a client-side navigation), instead of the nine pages'
 * text in the JavaScript every one of them loads before it is interactive. The page is its published
 * `service` document when the API re-renders it (the seed's at build time), with the figures it quotes.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = servicePageFor(new URL(request.url).pathname, siteContentOf(context));
  if (!page) throw new Response('Not found', { status: 404 });
  return { page, appStores: companyOf(siteContentOf(context)).appStores };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  const page = data?.page;
  if (!page) return [{ title: companyNameIn(matches) }];
  return pageMeta(
    {
      // Search texts left empty: the heading and the lead.
      title: page.seoTitle ?? page.heading,
      description: page.description ?? page.lead,
      ...(page.keywords ? { keywords: page.keywords } : {}),
      breadcrumb: true,
      breadcrumbName: page.heading,
      siteName: companyNameIn(matches),
      canonical: `${SITE.origin}${page.path}`,
      ...(page.illustration ? { image: page.illustration } : {}),
    },
    location.pathname,
  );
};

function ServiceContent({ page, appStores }: { page: ServicePage; appStores: AppStoreLinks }) {
  return (
    <>
      <PageHero title={page.heading} lead={page.lead} />
      {(page.overview.length > 0 || page.illustration) && (
        <section className="section" aria-labelledby="overview-title">
          <div className="container split">
            <div>
              <h2 id="overview-title">Overview</h2>
              {page.overview.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {page.illustration && <img src={page.illustration} alt="" width={1200} height={800} />}
          </div>
        </section>
      )}
      {page.sections.map((section, i) => (
        <ServiceBlock
          key={section.title + i}
          section={section}
          id={`service-section-${i}`}
          tone={i % 2 === 0 ? 'sky' : undefined}
          appStores={appStores}
        />
      ))}
    </>
  );
}

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceContent page={loaderData.page} appStores={loaderData.appStores} />;
}
