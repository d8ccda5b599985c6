/**
 * The console's previews of the company details (`site`: the Contact page and the footer every page
 * shows, with the draft in them) and of a page's text in search results (`page`: the result as a search engine lists it, and
 * the picture shown when the page is shared). Loaded only when an editor opens such a preview.
 */
import type { PageData, SiteData } from '@orbitwise/contracts/content';
import { ROUTES } from '~/config/route-list';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import type { PagePreviews, PreviewDocument } from '~/features/console';
import { page } from './admin-preview-page';

const routePath = (slug: string) => ROUTES.find((route) => route.id === slug)?.path ?? '/';

/** The tag the blog's tag pages' document is previewed with: each tag page fills in its own name. */
const EXAMPLE_TAG = 'Careers';
/** A page's texts with `{tag}` filled in and its address, for the tag pages an example tag's. */
function asOnItsPage(slug: string, data: PageData): { address: string; data: PageData } {
  if (slug !== 'blog-tag') return { address: routePath(slug), data };
  const withTag = (text: string) => text.replaceAll('{tag}', EXAMPLE_TAG);
  return {
    address: paths.blogTag(EXAMPLE_TAG),
    data: {
      ...data,
      title: withTag(data.title),
      description: withTag(data.description),
      ...(data.lead ? { lead: withTag(data.lead) } : {}),
    },
  };
}

export const SITE_PREVIEWS = {
  site: {
    // The Contact page (address, contact person, phone, e-mail, map), and every page's footer.
    address: () => paths.contact,
    load: async () => {
      const [{ SiteFooter }, { contactPageOf, siteChromeOf }, contact] = await Promise.all([
        import('~/components/layout/site-footer'),
        import('~/content/company'),
        import('./contact'),
      ]);
      // The page's data made here, as its loader makes it: a route's loader is not in the browser's build.
      const ContactPreview = page(contact);
      return function CompanyDetailsPreview({ loaderData }) {
        const { data } = loaderData as PreviewDocument<SiteData>;
        const siteContent = { site: data };
        return (
          <>
            <ContactPreview loaderData={contactPageOf(siteContent)} />
            <SiteFooter chrome={siteChromeOf(siteContent)} newsletter={null} />
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<SiteData>) => document,
  },
  page: {
    address: ({ slug, data }) => asOnItsPage(slug, data as PageData).address,
    load: async () => {
      const { withTokens } = await import('~/content/text-tokens');
      return function SearchResultPreview({ loaderData }) {
        const document = loaderData as PreviewDocument<PageData>;
        const { address, data } = asOnItsPage(document.slug, document.data);
        const page = withTokens(data);
        const sections = page.sections ?? [];
        return (
          <>
            <p className="container console-muted">On the page:</p>
            <section className="page-hero">
              <div className="container">
                {page.eyebrow ? <p className="eyebrow">{page.eyebrow}</p> : null}
                {page.heading ? (
                  <h1>{page.heading}</h1>
                ) : (
                  <p className="lead">
                    <em>(The page&apos;s usual heading)</em>
                  </p>
                )}
                {page.lead ? <p className="lead">{page.lead}</p> : null}
              </div>
            </section>
            {(page.intro ?? []).length > 0 || sections.length > 0 ? (
              <section className="section">
                <div className="container narrow">
                  {(page.intro ?? []).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {sections.map((section) => (
                    <header key={section.section} className="section-header">
                      {section.eyebrow ? <p className="eyebrow">{section.eyebrow}</p> : null}
                      <h2>{section.title}</h2>
                      {section.intro ? <p className="section-intro">{section.intro}</p> : null}
                    </header>
                  ))}
                </div>
              </section>
            ) : null}
            <section className="section">
              <div className="container narrow search-result-preview">
                <p className="console-muted">In search results:</p>
                <p>
                  <cite>{new URL(address, SITE.origin).href}</cite>
                </p>
                <h2>{page.title}</h2>
                <p>{page.description}</p>
                {page.keywords ? <p className="console-muted">Keywords: {page.keywords}</p> : null}
                <p className="console-muted">When shared:</p>
                {page.image ? (
                  <img src={page.image.src} alt={page.image.alt} width={480} />
                ) : (
                  <p>No picture: a plain card.</p>
                )}
              </div>
            </section>
          </>
        );
      };
    },
    loaderData: (document: PreviewDocument<PageData>) => document,
  },
} satisfies PagePreviews;
