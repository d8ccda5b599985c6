/**
 * The leads of Contact, IT support, the gallery and the events list, IT support's steps, and the blog
 * tag pages' texts are their `page` documents': an edited document, once published, is what the
 * page's HTML and meta show. The not-found page's title names the company of the `site` document.
 */
import type { PageData, PublishedDocument } from '@orbitwise/contracts/content';
import { PAGES } from '@orbitwise/contracts/content-seed';
import type { MetaDescriptor } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { withTokens } from '~/content/text-tokens';
import { publishedDoc, renderedRoute, textOf, type RouteModule } from './prerender-test-kit';
import * as blogGrid from './blog-grid';
import * as contact from './contact';
import * as events from './events';
import * as gallery from './gallery';
import * as itSupport from './it-support';
import * as notFound from './not-found';

const seedOf = (slug: string): PageData => PAGES.find((doc) => doc.slug === slug)!.data;

const published = (slug: string, data: Partial<PageData>): PublishedDocument<'page'> =>
  publishedDoc('page', slug, { ...seedOf(slug), ...data });

const contextOf = (pages: PublishedDocument<'page'>[]) => ({ siteContent: siteContentFrom({ page: pages }) });

/** The page's visible text with `pages` published. */
const pageText = async (route: RouteModule, pages: PublishedDocument<'page'>[], params = {}) =>
  textOf(await renderedRoute(route, { context: contextOf(pages), params } as { context: unknown }));

type MetaRoute = { meta: (args: never) => MetaDescriptor[] | undefined };

/** The route's meta after its loader ran, as React Router builds it. */
function metaOf(
  route: RouteModule & MetaRoute,
  pathname: string,
  pages: PublishedDocument<'page'>[],
  params = {},
) {
  const loaderData = route.loader({ context: contextOf(pages), params } as never);
  const tags = route.meta({
    loaderData,
    data: loaderData,
    location: { pathname },
    params,
    matches: [],
  } as never)!;
  const named = (name: string) =>
    (tags.find((tag) => (tag as Record<string, string>).name === name) as { content: string }).content;
  return {
    title: (tags.find((tag) => 'title' in tag) as { title: string }).title,
    description: named('description'),
    keywords: named('keywords'),
  };
}

describe("the pages' leads and steps are their page documents'", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it.each([
    ['contact', contact, 'Contact Us'],
    ['gallery', gallery, 'Gallery'],
    ['events', events, 'Events'],
    ['it-support', itSupport, 'Get IT Support'],
  ] as [string, RouteModule, string][])(
    "the %s page's lead is its document's, its heading the page's name",
    async (slug, route, name) => {
      // As the page shows it: the company's names the seed quotes filled in.
      const seedLead = withTokens(seedOf(slug).lead!);
      expect(await pageText(route, [])).toContain(seedLead);
      const text = await pageText(route, [
        published(slug, { lead: `Edited lead of ${slug}, {years} years.` }),
      ]);
      expect(text).toContain(`${name}Edited lead of ${slug}, 29 years.`);
      expect(text).not.toContain(seedLead);
    },
  );

  it('IT support\'s steps are its document\'s paragraphs; without any, no "How it works"', async () => {
    const text = await pageText(itSupport as RouteModule, [
      published('it-support', {
        intro: ['Fill in the form.', 'An engineer calls you within four business hours.'],
      }),
    ]);
    expect(text).toContain('How it worksFill in the form.An engineer calls you within four business hours.');
    expect(text).not.toContain('usually within two business hours');
    const none = await pageText(itSupport as RouteModule, [published('it-support', { intro: [] })]);
    expect(none).not.toContain('How it works');
    expect(none).not.toContain('two business hours');
  });

  it("a tag page's title, description, keywords and lead are the blog-tag document's, {tag} filled in", async () => {
    const route = blogGrid as RouteModule & MetaRoute;
    const params = { tag: 'careers' };
    expect(metaOf(route, '/bloggrid/tag/careers', [], params)).toEqual({
      title: 'Blog: Careers | Orbitwise Technologies',
      description: 'Articles tagged Careers from the Orbitwise engineers and trainers.',
      keywords: 'blog, software development articles, IT careers',
    });
    const edited = published('blog-tag', {
      title: '{tag} articles | Orbitwise',
      description: 'What our trainers write about {tag}, since {founded}.',
      keywords: 'tags',
      lead: 'Everything on {tag}.',
    });
    expect(metaOf(route, '/bloggrid/tag/careers', [edited], params)).toEqual({
      title: 'Careers articles | Orbitwise',
      description: 'What our trainers write about Careers, since 1997.',
      keywords: 'tags',
    });
    const text = await pageText(route, [edited], params);
    expect(text).toContain('Everything on Careers.');
    expect(text).not.toContain('Posts tagged');
  });
});

describe('a publish of one of these page documents', () => {
  const rendered = (slug: string) =>
    renderPlan('page', siteContentFrom({}), [], slug)
      .render.map((page) => page.path)
      .sort();

  it('re-renders the page that shows it (and its alias, and the site map)', () => {
    expect(rendered('contact')).toEqual(['/contactus', '/sitemap']);
    expect(rendered('it-support')).toEqual(['/getit-support', '/sitemap']);
    expect(rendered('gallery')).toEqual(['/about/gallery', '/imagesgallery/gallery', '/sitemap']);
    expect(rendered('events')).toEqual(['/events', '/sitemap']);
  });

  it("of the tag pages' document re-renders every tag page (with the blog's pages, the same route module)", () => {
    const paths = rendered('blog-tag');
    expect(paths).toContain('/bloggrid/tag/careers');
    expect(paths.filter((path) => path.startsWith('/bloggrid/tag/')).length).toBeGreaterThan(10);
    expect(paths.every((path) => path === '/sitemap' || path.startsWith('/bloggrid'))).toBe(true);
  });
});

describe('the not-found page', () => {
  it("names the site document's company in its title", () => {
    const matches = [{ id: 'root', data: { companyName: 'Keystone Labs' } }];
    const tags = (notFound as unknown as MetaRoute).meta({
      location: { pathname: '/404' },
      matches,
    } as never)!;
    expect(tags).toContainEqual({ title: 'Page not found | Keystone Labs' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Keystone Labs' });
  });
});
