import type { MetaDescriptor } from 'react-router';
import { SITE } from '~/config/site';

export interface PageSeo {
  title: string;
  description?: string;
  keywords?: string;
  /** Absolute canonical URL; falls back to the site origin plus the path. */
  canonical?: string;
  image?: string;
  /** Adds BreadcrumbList JSON-LD: Home > this page. */
  breadcrumb?: boolean;
  /** The page's name in the breadcrumb; defaults to the title before ' | '. */
  breadcrumbName?: string;
  /** Asks search engines not to index the page (admin stub). */
  noindex?: boolean;
  /** The company's name as the site's name when shared (`og:site_name`): the `site` document's. */
  siteName?: string;
}

/** A page's own text in search results: its `page` document (content/company.ts `pageTextOf`). */
export interface PageText {
  title: string;
  description: string;
  keywords?: string;
  image?: string;
  /** The company's name (the `site` document's). */
  siteName?: string;
}

/**
 * The company's name in a meta function: the root loader's (the published `site` document's), which
 * every page has. For the titles a route builds itself ("… | Orbitwise Technologies").
 */
export const companyShortNameIn = (
  matches?: readonly ({ id: string; data?: unknown } | undefined)[],
): string =>
  ((matches ?? []).find((match) => match?.id === 'root')?.data as { companyShortName?: string } | undefined)
    ?.companyShortName ?? '';

export const companyNameIn = (matches?: readonly ({ id: string; data?: unknown } | undefined)[]): string =>
  ((matches ?? []).find((match) => match?.id === 'root')?.data as { companyName?: string } | undefined)
    ?.companyName ?? '';

/**
 * A route's SEO from its page document (the loader's `page`) and the route's own options (canonical,
 * breadcrumb). Without a page (the loader failed), no title of its own.
 */
export const withPageText = (page: PageText | undefined, options: Omit<PageSeo, 'title'> = {}): PageSeo => ({
  title: '',
  ...options,
  ...page,
});

/** Builds a route's meta tags; tags a route does not give are simply not rendered. */
export function pageMeta(seo: PageSeo, pathname: string): MetaDescriptor[] {
  const canonical = seo.canonical ?? `${SITE.origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
  ];
  if (seo.siteName) tags.push({ property: 'og:site_name', content: seo.siteName });
  if (seo.description) {
    tags.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
      { name: 'twitter:description', content: seo.description },
    );
  }
  if (seo.keywords) tags.push({ name: 'keywords', content: seo.keywords });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  if (seo.image) {
    const image = new URL(seo.image, SITE.origin).href;
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (seo.breadcrumb) {
    tags.push({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE.origin}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: seo.breadcrumbName ?? seo.title.split(' | ')[0],
            item: canonical,
          },
        ],
      },
    });
  }
  return tags;
}
