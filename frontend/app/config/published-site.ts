/**
 * What the API needs to re-render the site after a publish, exported by entry.server.tsx
 * so that it ships in the kept server build (build/render/) and never in a page's JavaScript: the
 * published documents as the loaders' `{ siteContent }`, the paths a change of one kind affects, and
 * sitemap.xml as write-sitemap.mjs writes it.
 */
import { matchPath } from 'react-router';
import type { ContentKind, PublishedDocument, SITE_SLUG } from '@orbitwise/contracts/content';
import { articlesOf, postsOf } from '../content/blogs';
import type { JobOpening } from '../content/jobs';
import type { SiteContent } from '../content/site-content';
import { buildSitemap, sitemapPaths as sitemapOf } from '../../scripts/sitemap.mjs';
import { prerenderPaths, siteRoutes } from './content-paths';
import { ROUTES } from './route-list';
import { NOT_FOUND_PRERENDER_PATH } from './routes-table';
import { SITE } from './site';

/** Every published document, by kind, as the content domain lists them (the site's order). */
export type PublishedContent = { [K in ContentKind]?: readonly PublishedDocument<K>[] };

/** What the pages quote besides the documents (the retention in force), read with them by the API. */
export type SiteSettings = Pick<SiteContent, 'retention'>;

/** The published documents as the loaders read them. A new kind adds its line here. */
export function siteContentFrom(published: PublishedContent, settings: SiteSettings = {}): SiteContent {
  const jobs: JobOpening[] | undefined = published.job?.map((doc) => ({
    ...doc.data,
    slug: doc.slug,
    datePosted: doc.publishedAt.slice(0, 10),
  }));
  const figures = published.figures?.[0]?.data;
  const siteDetails = published.site?.find(
    (doc) => doc.slug === ('company' satisfies typeof SITE_SLUG),
  )?.data;
  return {
    ...(jobs ? { jobs } : {}),
    ...(published.post ? { posts: postsOf(published.post), articles: articlesOf(published.post) } : {}),
    ...(published.event
      ? {
          events: published.event.map((doc) => ({
            ...doc.data,
            slug: doc.slug,
            registrations: doc.registrations,
            publishedAt: doc.publishedAt,
          })),
        }
      : {}),
    ...(published.testimonial ? { testimonials: published.testimonial } : {}),
    ...(published.client ? { clients: published.client } : {}),
    ...(published['case-study'] ? { caseStudies: published['case-study'] } : {}),
    ...(published['team-member'] ? { team: published['team-member'] } : {}),
    ...(published['gallery-item'] ? { gallery: published['gallery-item'] } : {}),
    ...(figures ? { figures } : {}),
    ...(published.service ? { services: published.service } : {}),
    ...(published.industry?.[0] ? { industries: published.industry[0].data } : {}),
    ...(published.about?.[0] ? { about: published.about[0].data } : {}),
    ...(published.technology?.[0] ? { technologies: published.technology[0].data } : {}),
    ...(siteDetails ? { site: siteDetails } : {}),
    ...(published.page ? { pages: published.page } : {}),
    ...(published.training ? { training: published.training } : {}),
    ...(published.milestone ? { milestones: published.milestone } : {}),
    ...(published.legal
      ? { legal: Object.fromEntries(published.legal.map((doc) => [doc.slug, doc.data])) }
      : {}),
    ...(settings.retention ? { retention: settings.retention } : {}),
  };
}

/** The routes that show a kind's documents; a kind not listed here re-renders every page. */
const ROUTES_SHOWING: Partial<Record<ContentKind, readonly string[]>> = {
  job: ['careers', 'job'],
  post: [
    'home',
    'home-alias',
    'blog-grid',
    'blog-details',
    'blog-grid-page',
    'blog-tag',
    'blog-post',
    'blog-rss',
    'blog-atom',
  ],
  testimonial: ['home', 'home-alias', 'about'],
  client: ['home', 'home-alias', 'about'],
  'case-study': ['home', 'home-alias', 'about', 'projects', 'portfolio-detail'],
  // The team, and the posts' pages (their JSON-LD links each author to their own page).
  'team-member': ['home', 'home-alias', 'about', 'team', 'blog-post', 'blog-details'],
  'gallery-item': ['gallery', 'gallery-alias'],
  // The events list, each event's page and calendar file, the spec's landing page and its calendar.
  event: ['events', 'event-page', 'event-page-calendar', 'event', 'event-calendar'],
  service: [
    'home',
    'home-alias',
    'software-development',
    'cloud-services',
    'devops-integration',
    'ai-powered-apps',
    'web-development',
    'mobile-development',
    'desktop-development',
    'software-education',
    'software-education-alias',
    'technical-support',
    // The pages about the services as a whole (their documents `services`, `servicedetails`).
    'services',
    'services-alias',
    'service-details',
  ],
  industry: ['home', 'home-alias', 'industries'],
  // The About page's copy, and the skill bars on Home.
  about: ['home', 'home-alias', 'about'],
  // A training page's document: its own route and aliases (pageRoutes below); without a slug, all of them.
  training: ['training', 'training-partners', 'personalized-training', 'corporate-training'],
  // The Technologies page (and its alias), and the logo grid on Home.
  technology: ['home', 'home-alias', 'technologies', 'technologies-alias'],
  // The milestones timeline.
  milestone: ['milestones'],
  // A legal document: its own page (pageRoutes below); without a slug, both.
  legal: ['privacy', 'terms'],
  // figures: every page (footer, services, training and counters quote them).
};
// site: every page (the footer and the chat link). page: its own route (pageRoutes below).

/** The kinds whose document's slug is the id of the route that shows it. */
const ROUTE_DOCUMENTS: readonly ContentKind[] = ['page', 'training', 'legal'];

/** The routes a `page` (or `training`) document is on: the route of that id and its aliases (the same module). */
function pageRoutes(slug: string): readonly string[] {
  const module = ROUTES.find((route) => route.id === slug)?.module;
  return ROUTES.filter((route) => route.module === module).map((route) => route.id);
}

/** Pages every change may alter: the site map page (and sitemap.xml, written apart). */
const ALWAYS = ['sitemap'];

/**
 * The catch-all route (routes.ts), prerendered at NOT_FOUND_PRERENDER_PATH: the page every unknown
 * address is answered with, the one the browser's router hydrates there. It shows what the not-found
 * screen's own route shows, so both are rendered in the same plans.
 */
const CATCH_ALL_ROUTE = 'not-found';
const SAME_PAGE_AS: Record<string, string> = { [CATCH_ALL_ROUTE]: 'page-not-found' };

/** The route (its id in the route table, or the catch-all's) a concrete path belongs to, or undefined. */
export function routeIdOf(path: string): string | undefined {
  if (path === NOT_FOUND_PRERENDER_PATH) return CATCH_ALL_ROUTE;
  const exact = ROUTES.find((route) => route.path === path);
  if (exact) return exact.id;
  return ROUTES.find((route) => !route.console && matchPath(route.path, path))?.id;
}

export interface RenderPlan {
  /** The paths to render now, with their route's id. */
  render: { path: string; routeId: string }[];
  /** Paths of the same routes that are no longer on the site (a closed job's page): 404 from now on. */
  remove: string[];
}

/**
 * The pages to render after a change of `kind` (undefined: every page, as after a deploy) to the
 * document `slug`, given the published content and the paths known before (the build's and those
 * rendered since).
 */
export function renderPlan(
  kind: ContentKind | undefined,
  content: SiteContent,
  known: readonly string[],
  slug?: string,
): RenderPlan {
  const showing =
    kind && ROUTE_DOCUMENTS.includes(kind) && slug !== undefined
      ? pageRoutes(slug)
      : kind && ROUTES_SHOWING[kind];
  const routeIds = showing ? new Set([...showing, ...ALWAYS]) : undefined;
  const affected = (routeId: string | undefined): routeId is string =>
    routeId !== undefined && (routeIds === undefined || routeIds.has(SAME_PAGE_AS[routeId] ?? routeId));
  const render = prerenderPaths(content)
    .map((path) => ({ path, routeId: routeIdOf(path) }))
    .filter((page): page is { path: string; routeId: string } => affected(page.routeId));
  const now = new Set(render.map((page) => page.path));
  const remove = [...new Set(known)].filter((path) => !now.has(path) && affected(routeIdOf(path)));
  return { render, remove };
}

/** sitemap.xml for the published content, as the build's write-sitemap.mjs writes it. */
export function sitemapXml(
  content: SiteContent,
  today: string = new Date().toISOString().slice(0, 10),
): string {
  const paths = sitemapOf(siteRoutes(content), prerenderPaths(content));
  return buildSitemap({ origin: new URL(SITE.origin).origin, paths, lastmod: today });
}
