/**
 * /bloggrid's pages 2..4 are real and distinct, every tag has its page, the feeds list every
 * post, and /blogdetails is an alias of the seeded article (canonical link to its page, no comments).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import BlogGrid, { loader } from './blog-grid';
import type { Route as GridRoute } from './+types/blog-grid';
import BlogDetails, { loader as detailsLoader, meta } from './blog-details';
import type { Route as DetailsRoute } from './+types/blog-details';

type DetailsMeta = Parameters<typeof meta>[0];
import { loader as feedLoader } from './blog-feed';
import type { Route as FeedRoute } from './+types/blog-feed';
import { blogPosts, blogTags, tagSlug } from '~/content/blogs';
import { SITE } from '~/config/site';

const BLOG_POSTS = blogPosts();
import { PRERENDER_PATHS, SITEMAP_PATHS } from '~/config/content-paths';
import { ABOUT_LINKS, FOOTER_QUICK_LINKS } from '~/content/navigation';

const gridData = (params: Record<string, string>) =>
  loader({ params } as unknown as GridRoute.LoaderArgs) as Awaited<ReturnType<typeof loader>>;

function render(path: string, element: React.ReactNode): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const gridPage = (path: string, params: Record<string, string>) =>
  render(path, <BlogGrid {...({ loaderData: gridData(params) } as unknown as GridRoute.ComponentProps)} />);

const titles = (doc: Document) =>
  [...doc.querySelectorAll('.blog-card h2')].map((h) => h.textContent?.replace(' (opens in a new tab)', ''));

describe('/bloggrid', () => {
  const pages = [
    gridPage('/bloggrid', {}),
    gridPage('/bloggrid/page/2', { page: '2' }),
    gridPage('/bloggrid/page/3', { page: '3' }),
    gridPage('/bloggrid/page/4', { page: '4' }),
  ];

  it('has four pages of six distinct posts, none a "(part n)" copy', () => {
    const all = pages.flatMap(titles);
    expect(pages.map((doc) => titles(doc).length)).toEqual([6, 6, 6, 6]);
    expect(new Set(all).size).toBe(24);
    expect(all.some((title) => /\(part \d\)/.test(title ?? ''))).toBe(false);
    expect(titles(pages[1]!)).toEqual(BLOG_POSTS.slice(6, 12).map((p) => p.title));
  });

  it('links its pages as real addresses, the current one marked', () => {
    const links = [...pages[2]!.querySelectorAll('nav[aria-label="Blog pages"] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/bloggrid',
      '/bloggrid/page/2',
      '/bloggrid/page/3',
      '/bloggrid/page/4',
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page', null]);
  });

  it('refuses a page or tag that does not exist', () => {
    expect(() => gridData({ page: '5' })).toThrow();
    expect(() => gridData({ page: '1' })).toThrow();
    expect(() => gridData({ tag: 'cobol' })).toThrow();
  });

  it('has a page per tag, listing exactly the posts with that tag', () => {
    const doc = gridPage('/bloggrid/tag/playwright', { tag: 'playwright' });
    expect(titles(doc)).toEqual(BLOG_POSTS.filter((p) => p.tags.includes('Playwright')).map((p) => p.title));
    expect(titles(doc).length).toBeGreaterThan(1);
    expect(doc.querySelector('h1')?.textContent).toBe('Blog');
    for (const tag of blogTags()) {
      expect(PRERENDER_PATHS).toContain(`/bloggrid/tag/${tagSlug(tag)}`);
      expect(SITEMAP_PATHS).toContain(`/bloggrid/tag/${tagSlug(tag)}`);
    }
    expect(tagSlug('.NET')).toBe('dotnet');
    expect(tagSlug('C#')).toBe('csharp');
    expect(tagSlug('CI/CD')).toBe('ci-cd');
  });

  it('is in the sitemap with its pages, and reachable from the menu and the footer', () => {
    for (const path of ['/bloggrid', '/bloggrid/page/2', '/bloggrid/page/4'])
      expect(SITEMAP_PATHS).toContain(path);
    for (const links of [ABOUT_LINKS, FOOTER_QUICK_LINKS]) {
      const targets = links.map((link) => (link.external ? link.href : link.to));
      expect(targets).toContain('/bloggrid');
      expect(targets).toContain('/projects');
    }
  });
});

describe('the blog feeds', () => {
  const feed = async (path: string) => {
    const response = feedLoader({
      request: new Request(`https://www.orbitwise.example${path}`),
    } as unknown as FeedRoute.LoaderArgs);
    return {
      type: response.headers.get('content-type'),
      doc: new DOMParser().parseFromString(await response.text(), 'application/xml'),
    };
  };

  it('RSS 2.0 lists every post, newest first, with its link and tags', async () => {
    const { type, doc } = await feed('/bloggrid/rss.xml');
    expect(type).toMatch(/^application\/rss\+xml/);
    expect(doc.querySelector('parsererror')).toBeNull();
    const items = [...doc.querySelectorAll('item')];
    expect(items.map((i) => i.querySelector('title')?.textContent)).toEqual(BLOG_POSTS.map((p) => p.title));
    // The newest post has its page here: the feed gives its absolute address.
    expect(items[0]!.querySelector('link')?.textContent).toBe(
      `${SITE.origin}/bloggrid/post/habits-of-developers-who-get-hired`,
    );
    expect(items[1]!.querySelector('link')?.textContent).toBe(BLOG_POSTS[1]!.href);
    expect([...items[0]!.querySelectorAll('category')].map((c) => c.textContent)).toEqual(
      BLOG_POSTS[0]!.tags,
    );
  });

  it('Atom 1.0 lists every post with its date', async () => {
    const { type, doc } = await feed('/bloggrid/atom.xml');
    expect(type).toMatch(/^application\/atom\+xml/);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...doc.getElementsByTagName('entry')];
    expect(entries).toHaveLength(BLOG_POSTS.length);
    expect(entries[1]!.getElementsByTagName('updated')[0]?.textContent).toBe(
      `${BLOG_POSTS[1]!.date}T00:00:00.000Z`,
    );
  });
});

describe('/blogdetails', () => {
  const data = detailsLoader({ context: {} } as unknown as DetailsRoute.LoaderArgs);
  const doc = render(
    '/blogdetails',
    <BlogDetails {...({ loaderData: data } as unknown as DetailsRoute.ComponentProps)} />,
  );
  const article = '/bloggrid/post/habits-of-developers-who-get-hired';

  it('shows the seeded article as its own page does, with a canonical link to that page', () => {
    const tags = meta({ loaderData: data, location: { pathname: '/blogdetails' } } as unknown as DetailsMeta);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${SITE.origin}${article}` });
    expect(doc.querySelector('h1')?.textContent).toBe('Five habits of developers who get hired');
    expect(doc.querySelector('.blog-article')?.textContent).toContain(
      'They read code as often as they write it.',
    );
    expect(SITEMAP_PATHS).not.toContain('/blogdetails');
    expect(PRERENDER_PATHS).toContain('/blogdetails');
  });

  it('has no comments and no comment form', () => {
    expect(doc.querySelector('form')).toBeNull();
    expect(doc.body.textContent).not.toMatch(/comment/i);
    expect(doc.body.textContent).not.toContain('Sneha');
  });

  it('follows the published article', () => {
    const published = detailsLoader({
      context: { siteContent: { articles: [{ ...data.post!, title: 'Five habits, revised' }] } },
    } as unknown as DetailsRoute.LoaderArgs);
    expect(published.post?.title).toBe('Five habits, revised');
  });
});
