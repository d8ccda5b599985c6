/**
 * The concrete paths of the routes that follow the content (the blog's pages 2..n and tag pages, the
 * open jobs' pages), and with them the whole prerender list and sitemap. For the build (and the API's
 * re-render) only: it reads every post and job, which no page's JavaScript may carry.
 */
import { blogArticles, blogPageCount, blogTags } from '../content/blogs';
import { aiFestEditions, eventEditions } from '../content/event';
import { openJobs } from '../content/jobs';
import { portfolioItems } from '../content/portfolio';
import type { SiteContent } from '../content/site-content';
import { ROUTES, STATIC_PRERENDER_PATHS, STATIC_SITEMAP_PATHS, type PageRoute } from './route-list';
import { paths } from './routes-table';

/** The concrete paths of one content route (`route`: the route's own path, for 'ai-fest'). */
export function contentPaths(
  kind: NonNullable<PageRoute['contentPaths']>,
  content: SiteContent = {},
  route?: string,
): string[] {
  switch (kind) {
    case 'events':
      return (content.events ?? eventEditions()).map((event) => paths.eventPage(event.slug));
    case 'event-calendars':
      return (content.events ?? eventEditions()).map((event) => paths.eventPageCalendar(event.slug));
    case 'ai-fest':
      return route && aiFestEditions(content.events ?? eventEditions()).length > 0 ? [route] : [];
    case 'blog-pages':
      return Array.from({ length: blogPageCount(content.posts) - 1 }, (_, i) => paths.blogPage(i + 2));
    case 'blog-tags':
      return blogTags(content.posts).map((tag) => paths.blogTag(tag));
    case 'blog-posts':
      return (content.articles ?? blogArticles()).map((article) => paths.blogPost(article.slug));
    case 'jobs':
      return openJobs(content.jobs).map((job) => paths.job(job.slug));
    case 'projects':
      return portfolioItems(content).map((item) => paths.portfolio(item.id));
  }
}

/** The route table with each content route's concrete paths filled in (sitemap.xml reads it). */
export const siteRoutes = (content: SiteContent = {}): PageRoute[] =>
  ROUTES.map((route) =>
    route.contentPaths
      ? { ...route, prerender: contentPaths(route.contentPaths, content, route.path) }
      : route,
  );

const contentRoutePaths = (content: SiteContent, sitemapOnly: boolean) =>
  ROUTES.filter((route) => route.contentPaths && (!sitemapOnly || route.sitemap)).flatMap((route) =>
    contentPaths(route.contentPaths!, content, route.path),
  );

/** Every concrete path to prerender. */
export const prerenderPaths = (content: SiteContent = {}): string[] => [
  ...new Set([...STATIC_PRERENDER_PATHS, ...contentRoutePaths(content, false)]),
];

/** Every public path for sitemap.xml. */
export const sitemapPaths = (content: SiteContent = {}): string[] => [
  ...new Set([...STATIC_SITEMAP_PATHS, ...contentRoutePaths(content, true)]),
];

export const PRERENDER_PATHS: string[] = prerenderPaths();
export const SITEMAP_PATHS: string[] = sitemapPaths();
export const SITE_ROUTES: PageRoute[] = siteRoutes();
