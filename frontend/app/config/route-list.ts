import { NOT_FOUND_PRERENDER_PATH, paths } from './routes-table';

/**
 * The one typed route table: the router (app/routes.ts), the prerender list and the sitemap
 * (content-paths.ts), the server's re-render (published-site.ts) and the console read it. Apart from
 * routes-table.ts, so that no public page's JavaScript carries it (the console's use of it once put it
 * in the chunk every page loads). It must not import React code.
 */
export interface PageRoute {
  /** Unique route id; aliases of one screen get their own id. */
  id: string;
  /** Absolute path; a trailing `/*` matches every path below it. */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** Listed in sitemap.xml (aliases and stubs are not; a parameter route lists its prerendered paths). */
  sitemap: boolean;
  /** Concrete paths to prerender instead of `path` (parameter routes); [] for client-only routes. */
  prerender?: readonly string[];
  /**
   * The operator console: outside the site's layout (no marketing header, footer or widgets), never
   * prerendered (served by the SPA shell), never in the sitemap. One splat route: the console routes
   * its own screens (features/console/console-routes.ts), so the router every page loads lists it once.
   */
  console?: boolean;
  /**
   * A parameter route whose concrete paths come from the content (the blog's pages and tags, the open
   * jobs): config/content-paths.ts lists them, for the build only, so that no page's JavaScript
   * carries the content to compute them.
   */
  contentPaths?:
    | 'blog-pages'
    | 'blog-tags'
    | 'blog-posts'
    | 'jobs'
    | 'projects'
    | 'events'
    | 'event-calendars'
    | 'ai-fest';
}

const SERVICE_PAGE = 'routes/service-page.tsx';
const NEWSLETTER_PAGE = 'routes/newsletter-page.tsx';

export const ROUTES: readonly PageRoute[] = [
  { id: 'home', path: paths.home, module: 'routes/home.tsx', sitemap: true },
  { id: 'home-alias', path: paths.homeAlias, module: 'routes/home.tsx', sitemap: false },
  { id: 'about', path: paths.about, module: 'routes/about.tsx', sitemap: true },
  { id: 'team', path: paths.team, module: 'routes/team.tsx', sitemap: true },
  { id: 'milestones', path: paths.milestones, module: 'routes/milestones.tsx', sitemap: true },
  { id: 'technologies', path: paths.technologies, module: 'routes/technologies.tsx', sitemap: true },
  {
    id: 'technologies-alias',
    path: paths.technologiesAlias,
    module: 'routes/technologies.tsx',
    sitemap: false,
  },
  { id: 'gallery', path: paths.gallery, module: 'routes/gallery.tsx', sitemap: true },
  { id: 'gallery-alias', path: paths.galleryAlias, module: 'routes/gallery.tsx', sitemap: false },
  { id: 'software-development', path: paths.softwareDevelopment, module: SERVICE_PAGE, sitemap: true },
  { id: 'cloud-services', path: paths.cloudServices, module: SERVICE_PAGE, sitemap: true },
  { id: 'devops-integration', path: paths.devopsIntegration, module: SERVICE_PAGE, sitemap: true },
  { id: 'ai-powered-apps', path: paths.aiPoweredApps, module: SERVICE_PAGE, sitemap: true },
  { id: 'web-development', path: paths.webDevelopment, module: SERVICE_PAGE, sitemap: true },
  { id: 'mobile-development', path: paths.mobileDevelopment, module: SERVICE_PAGE, sitemap: true },
  { id: 'desktop-development', path: paths.desktopDevelopment, module: SERVICE_PAGE, sitemap: true },
  { id: 'software-education', path: paths.softwareEducation, module: SERVICE_PAGE, sitemap: true },
  {
    id: 'software-education-alias',
    path: paths.softwareEducationAlias,
    module: SERVICE_PAGE,
    sitemap: false,
  },
  { id: 'technical-support', path: paths.technicalSupport, module: SERVICE_PAGE, sitemap: true },
  {
    id: 'personalized-training',
    path: paths.personalizedTraining,
    module: 'routes/personalized-training.tsx',
    sitemap: true,
  },
  {
    id: 'corporate-training',
    path: paths.corporateTraining,
    module: 'routes/corporate-training.tsx',
    sitemap: true,
  },
  { id: 'training', path: paths.training, module: 'routes/training.tsx', sitemap: true },
  { id: 'training-partners', path: paths.trainingPartners, module: 'routes/training.tsx', sitemap: false },
  { id: 'services', path: paths.services, module: 'routes/services.tsx', sitemap: true },
  { id: 'services-alias', path: paths.servicesAlias, module: 'routes/services.tsx', sitemap: false },
  { id: 'service-details', path: paths.serviceDetails, module: 'routes/service-details.tsx', sitemap: true },
  { id: 'projects', path: paths.projects, module: 'routes/projects.tsx', sitemap: true },
  { id: 'industries', path: paths.industries, module: 'routes/industries.tsx', sitemap: true },
  { id: 'careers', path: paths.careers, module: 'routes/careers.tsx', sitemap: true },
  {
    id: 'job',
    path: '/careers/jobs/:slug',
    module: 'routes/job.tsx',
    sitemap: true,
    contentPaths: 'jobs',
  },
  { id: 'contact', path: paths.contact, module: 'routes/contact.tsx', sitemap: true },
  { id: 'it-support', path: paths.itSupport, module: 'routes/it-support.tsx', sitemap: true },
  { id: 'enquiry', path: paths.enquiry, module: 'routes/enquiry.tsx', sitemap: true },
  { id: 'azure', path: paths.azure, module: 'routes/azure.tsx', sitemap: true },
  { id: 'terms', path: paths.terms, module: 'routes/terms.tsx', sitemap: true },
  { id: 'privacy', path: paths.privacy, module: 'routes/privacy.tsx', sitemap: true },
  { id: 'sitemap', path: paths.sitemap, module: 'routes/sitemap.tsx', sitemap: true },
  { id: 'blog-grid', path: paths.blogGrid, module: 'routes/blog-grid.tsx', sitemap: true },
  // Real pages 2..n and a page per tag, all prerendered from the posts.
  {
    id: 'blog-grid-page',
    path: '/bloggrid/page/:page',
    module: 'routes/blog-grid.tsx',
    sitemap: true,
    contentPaths: 'blog-pages',
  },
  {
    id: 'blog-tag',
    path: '/bloggrid/tag/:tag',
    module: 'routes/blog-grid.tsx',
    sitemap: true,
    contentPaths: 'blog-tags',
  },
  // A post without an address elsewhere has its own page.
  {
    id: 'blog-post',
    path: '/bloggrid/post/:slug',
    module: 'routes/blog-post.tsx',
    sitemap: true,
    contentPaths: 'blog-posts',
  },
  { id: 'blog-rss', path: paths.blogRss, module: 'routes/blog-feed.ts', sitemap: false },
  { id: 'blog-atom', path: paths.blogAtom, module: 'routes/blog-feed.ts', sitemap: false },
  // An alias of one article, whose own page is canonical: not in the sitemap.
  { id: 'blog-details', path: paths.blogDetails, module: 'routes/blog-details.tsx', sitemap: false },
  { id: 'blog-statement', path: paths.blogStatement, module: 'routes/blog-statement.tsx', sitemap: true },
  {
    id: 'portfolio-detail',
    path: '/portfolio/:name',
    module: 'routes/portfolio-detail.tsx',
    sitemap: true,
    contentPaths: 'projects',
  },
  { id: 'events', path: paths.events, module: 'routes/events.tsx', sitemap: true },
  // The spec's landing page and its calendar: there while an edition of the AI Skills Fest is published.
  { id: 'event', path: paths.event, module: 'routes/event.tsx', sitemap: true, contentPaths: 'ai-fest' },
  {
    id: 'event-calendar',
    path: paths.eventCalendar,
    module: 'routes/event-calendar.ts',
    sitemap: false,
    contentPaths: 'ai-fest',
  },
  // Every event's page and calendar file. The calendar's route comes first: `/events/x.ics` matches
  // both patterns, and routeIdOf (published-site.ts) takes the first that matches.
  {
    id: 'event-page-calendar',
    path: '/events/:slug.ics',
    module: 'routes/event-calendar.ts',
    sitemap: false,
    contentPaths: 'event-calendars',
  },
  {
    id: 'event-page',
    path: '/events/:slug',
    module: 'routes/event.tsx',
    sitemap: true,
    contentPaths: 'events',
  },
  { id: 'page-not-found', path: paths.pageNotFound, module: 'routes/not-found.tsx', sitemap: false },
  // Where the newsletter's e-mail links land (the API answers 303 See Other): one person's pages, noindex.
  { id: 'newsletter-confirm', path: paths.newsletterConfirm, module: NEWSLETTER_PAGE, sitemap: false },
  { id: 'newsletter-confirmed', path: paths.newsletterConfirmed, module: NEWSLETTER_PAGE, sitemap: false },
  {
    id: 'newsletter-unsubscribe',
    path: paths.newsletterUnsubscribe,
    module: NEWSLETTER_PAGE,
    sitemap: false,
  },
  {
    id: 'newsletter-unsubscribed',
    path: paths.newsletterUnsubscribed,
    module: NEWSLETTER_PAGE,
    sitemap: false,
  },
  {
    id: 'newsletter-link-expired',
    path: paths.newsletterLinkExpired,
    module: NEWSLETTER_PAGE,
    sitemap: false,
  },
  // The operator console: every /admin/... URL, its screens routed by the console itself.
  {
    id: 'admin',
    path: `${paths.admin}/*`,
    module: 'routes/admin.tsx',
    sitemap: false,
    prerender: [],
    console: true,
  },
];

/** Concrete paths of one route: its own path unless it lists others (content routes: see content-paths.ts). */
export const concretePaths = (route: PageRoute): readonly string[] =>
  route.prerender ?? (route.contentPaths ? [] : [route.path]);

// The two lists below are for the build (prerender, sitemap), never for the browser: marked pure, so
// the bundler leaves them out of the console's JavaScript.

/** Every public path for sitemap.xml but the content routes': the routes flagged `sitemap`. */
export const STATIC_SITEMAP_PATHS: string[] = /* @__PURE__ */ (() =>
  ROUTES.filter((route) => route.sitemap).flatMap(concretePaths))();

/** Every concrete path to prerender but the content routes': each route plus the not-found page. */
export const STATIC_PRERENDER_PATHS: string[] = /* @__PURE__ */ (() => [
  ...new Set([...ROUTES.flatMap(concretePaths), NOT_FOUND_PRERENDER_PATH]),
])();
