/**
 * a post without an address elsewhere has its own page, rendered from the published
 * document: its Markdown sanitised, its uploaded cover in every width and format (srcset), its card
 * on the grid and tag pages leading to it, the feeds and the sitemap naming it, and the page gone
 * when the post is unpublished.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { POSTS } from '@orbitwise/contracts/content-seed';
import type { PostData } from '@orbitwise/contracts/content';
import { renderPlan, siteContentFrom, sitemapXml } from '~/config/published-site';
import BlogPost, { loader, meta } from './blog-post';
import type { Route as PostRoute } from './+types/blog-post';
import BlogGrid, { loader as gridLoader } from './blog-grid';
import type { Route as GridRoute } from './+types/blog-grid';
import { loader as feedLoader } from './blog-feed';
import type { Route as FeedRoute } from './+types/blog-feed';
import { publishedDoc } from './prerender-test-kit';

const published = (slug: string, data: PostData) => publishedDoc('post', slug, data);

const COVER = {
  src: '/media/content/ab12.jpeg',
  alt: 'Two developers reviewing a test report',
  width: 1600,
  height: 1067,
  variants: [
    { format: 'avif' as const, width: 480, url: '/media/content/ab12-480.avif' },
    { format: 'avif' as const, width: 960, url: '/media/content/ab12-960.avif' },
    { format: 'webp' as const, width: 480, url: '/media/content/ab12-480.webp' },
    { format: 'webp' as const, width: 960, url: '/media/content/ab12-960.webp' },
    { format: 'jpeg' as const, width: 480, url: '/media/content/ab12-480.jpeg' },
    { format: 'jpeg' as const, width: 960, url: '/media/content/ab12-960.jpeg' },
  ],
};
const article: PostData = {
  title: 'Testing habits that last',
  author: 'Ananya Rao',
  date: '2099-01-01',
  category: 'Testing',
  tags: ['Careers'],
  cover: COVER,
  excerpt: 'Small habits that keep a test suite trustworthy.',
  body: 'First **habit**: read the failure.\n\n<script>window.__xss=1</script>\n\n[run](javascript:alert(1))',
  externalUrl: null,
};
const posts = [published('testing-habits', article), ...POSTS.map((doc) => published(doc.slug, doc.data))];
const context = { siteContent: siteContentFrom({ post: posts }) };

function render(element: React.ReactNode): Document {
  const html = renderToString(
    <MemoryRouter>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const postData = (slug: string, siteContent: unknown = context) =>
  loader({ params: { slug }, context: siteContent } as unknown as PostRoute.LoaderArgs);

describe('a post with its own page', () => {
  const data = postData('testing-habits');
  const page = render(<BlogPost {...({ loaderData: data } as unknown as PostRoute.ComponentProps)} />);

  it('shows the article with its Markdown rendered and nothing of the script or javascript: link', () => {
    expect(page.querySelector('h1')?.textContent).toBe('Testing habits that last');
    const article = page.querySelector('article.blog-article')!;
    expect(article.querySelector('strong')?.textContent).toBe('habit');
    expect(article.querySelector('script')).toBeNull();
    // The link is refused: its Markdown stays text, never an href.
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();
    expect(article.textContent).toContain('[run](javascript:alert(1))');
    expect(article.textContent).toContain('<script>window.__xss=1</script>');
    expect(
      [...page.querySelectorAll('nav[aria-label="Tags of this post"] a')].map((a) => a.getAttribute('href')),
    ).toEqual(['/bloggrid/tag/testing', '/bloggrid/tag/careers']);
  });

  it('offers the cover in every width, AVIF and WebP first, the original format as the fallback', () => {
    const picture = page.querySelector('article.blog-article picture')!;
    const sources = [...picture.querySelectorAll('source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['image/avif', '/media/content/ab12-480.avif 480w, /media/content/ab12-960.avif 960w'],
      ['image/webp', '/media/content/ab12-480.webp 480w, /media/content/ab12-960.webp 960w'],
    ]);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/content/ab12.jpeg');
    expect(img.getAttribute('srcset')).toBe(
      '/media/content/ab12-480.jpeg 480w, /media/content/ab12-960.jpeg 960w',
    );
    expect(img.getAttribute('alt')).toBe('Two developers reviewing a test report');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1067']);
  });

  it('describes itself as a BlogPosting for search engines', () => {
    const tags = meta({
      loaderData: data,
      location: { pathname: '/bloggrid/post/testing-habits' },
    } as unknown as PostRoute.MetaArgs);
    const jsonLd = tags.find((tag) => 'script:ld+json' in tag) as {
      'script:ld+json': Record<string, unknown>;
    };
    expect(jsonLd['script:ld+json']).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Testing habits that last',
      datePublished: '2099-01-01',
      author: { '@type': 'Person', name: 'Ananya Rao' },
    });
  });

  it('is led to from its card on the grid, named in the feed and the sitemap', () => {
    const grid = gridLoader({ params: {}, context } as unknown as GridRoute.LoaderArgs) as Awaited<
      ReturnType<typeof gridLoader>
    >;
    const gridPage = render(<BlogGrid {...({ loaderData: grid } as unknown as GridRoute.ComponentProps)} />);
    const card = gridPage.querySelector('.blog-card')!;
    const link = card.querySelector('h2 a')!;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'Testing habits that last',
      '/bloggrid/post/testing-habits',
      null,
    ]);
    expect(card.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('480w');
    expect(sitemapXml(context.siteContent, '2026-11-26')).toContain('/bloggrid/post/testing-habits</loc>');
  });

  it('is a page of the re-render after a post is published, and removed once it is unpublished', async () => {
    const rendered = renderPlan('post', context.siteContent, []).render.map((entry) => entry.path);
    expect(rendered).toContain('/bloggrid/post/testing-habits');
    const feed = await (
      feedLoader({
        request: new Request('https://x/bloggrid/rss.xml'),
        context,
      } as unknown as FeedRoute.LoaderArgs) as Response
    ).text();
    expect(feed).toContain('/bloggrid/post/testing-habits</link>');
    const without = siteContentFrom({ post: posts.slice(1) });
    // 25 posts made a fifth grid page; 24 do not.
    expect(renderPlan('post', without, rendered).remove).toEqual([
      '/bloggrid/page/5',
      '/bloggrid/post/testing-habits',
    ]);
    expect(() => postData('testing-habits', { siteContent: without })).toThrow();
  });

  it('is not given to a post that lives elsewhere, nor to the company statement (its own route)', () => {
    expect(() => postData(POSTS.find((doc) => doc.data.externalUrl !== null)!.slug)).toThrow();
    expect(postData('habits-of-developers-who-get-hired').title).toBe(
      'Five habits of developers who get hired',
    );
    expect(() => postData('company-statement')).toThrow();
  });
});
