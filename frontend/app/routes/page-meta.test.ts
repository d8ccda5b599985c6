/**
 * A public page's title, description, keywords and social picture are its `page` document's: the
 * published one when the re-render hands it over, else the seed's (today's text).
 */
import type { PageData, PublishedDocument } from '@orbitwise/contracts/content';
import { PAGES } from '@orbitwise/contracts/content-seed';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { ROUTES } from '~/config/route-list';
import * as careers from './careers';
import * as terms from './terms';
import * as blogGrid from './blog-grid';

const published = (slug: string, data: PageData): PublishedDocument<'page'> => ({
  kind: 'page',
  slug,
  data,
  html: {},
  publishedAt: '2026-11-28T02:00:00.000Z',
});

const CAREERS: PageData = {
  title: 'Engineering jobs in Hyderabad | Orbitwise',
  description: 'Build .NET and Node.js software with us: {years} years of shipping.',
  keywords: null,
  image: { src: '/api/media/abc-960.webp', alt: 'Our engineers' },
  eyebrow: null,
  heading: null,
  lead: null,
  intro: [],
  sections: [],
};

type RouteModule = {
  loader: (args: never) => unknown;
  meta: (args: never) => MetaDescriptor[] | undefined;
};

/** The route's meta as React Router builds it, after its loader ran with `siteContent`. */
function metaOf(route: RouteModule, pathname: string, siteContent?: unknown, params = {}) {
  const context = siteContent ? { siteContent } : {};
  const loaderData = route.loader({ context, params } as never);
  const tags = route.meta({ loaderData, data: loaderData, location: { pathname }, params } as never)!;
  const find = (key: 'name' | 'property', value: string) =>
    (tags.find((tag) => (tag as Record<string, string>)[key] === value) as { content?: string } | undefined)
      ?.content;
  return {
    title: (tags.find((tag) => 'title' in tag) as { title: string }).title,
    description: find('name', 'description'),
    keywords: find('name', 'keywords'),
    image: find('property', 'og:image'),
    breadcrumb: tags.some((tag) => 'script:ld+json' in tag),
  };
}

describe('page titles and descriptions', () => {
  it('a route uses its published page document, figures filled in, keeping its own breadcrumb', () => {
    const content = siteContentFrom({ page: [published('careers', CAREERS)] });
    const meta = metaOf(careers as RouteModule, '/careers/jobs', content);
    expect(meta.title).toBe('Engineering jobs in Hyderabad | Orbitwise');
    expect(meta.description).toMatch(
      /^Build \.NET and Node\.js software with us: \d{2} years of shipping\.$/,
    );
    expect(meta.keywords).toBeUndefined();
    expect(meta.image).toBe('https://www.orbitwise.example/api/media/abc-960.webp');
    expect(meta.breadcrumb).toBe(true);
    // Another page, with no published document handed over, keeps today's text (the seed's).
    expect(metaOf(terms as RouteModule, '/terms-condition', content).title).toBe(
      'Terms & Conditions | Orbitwise Technologies',
    );
  });

  it("without published documents, each page shows the seed's text, which is today's", () => {
    expect(metaOf(careers as RouteModule, '/careers/jobs')).toMatchObject({
      title: 'Careers - We Are Hiring | Orbitwise Technologies',
      image: 'https://www.orbitwise.example/generated/illustrations/careers.svg',
    });
    const terms2 = metaOf(terms as RouteModule, '/terms-condition', {
      pages: [{ slug: 'terms', data: { ...CAREERS, title: 'Website terms', image: null } }],
    });
    expect(terms2.title).toBe('Website terms');
    // The blog's first page takes its document; a later page keeps its computed title.
    const blog = {
      pages: [{ slug: 'blog-grid', data: { ...CAREERS, title: 'Orbitwise blog', image: null } }],
    };
    expect(metaOf(blogGrid as RouteModule, '/bloggrid', blog).title).toBe('Orbitwise blog');
    expect(metaOf(blogGrid as RouteModule, '/bloggrid/page/2', blog, { page: '2' }).title).toBe(
      'Blog, page 2 | Orbitwise Technologies',
    );
  });

  it("a page document's publish re-renders its own route and aliases; the company details every page", () => {
    const content = siteContentFrom({});
    expect(renderPlan('page', content, [], 'home').render.map((page) => page.path)).toEqual([
      '/',
      '/home',
      '/sitemap',
    ]);
    expect(renderPlan('page', content, [], 'careers').render.map((page) => page.path)).toEqual([
      '/careers/jobs',
      '/sitemap',
    ]);
    expect(renderPlan('site', content, []).render.length).toBe(
      renderPlan(undefined, content, []).render.length,
    );
  });

  it('every seeded page document names a public route of the site', () => {
    const ids = new Set(ROUTES.filter((route) => !route.console).map((route) => route.id));
    expect(PAGES.length).toBeGreaterThanOrEqual(20);
    expect(PAGES.map((doc) => doc.slug).filter((slug) => !ids.has(slug))).toEqual([]);
  });
});
