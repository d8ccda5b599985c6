import { SITE } from './site';

/**
 * The one typed route table. The router (app/routes.ts), the prerender list, the menus,
 * the footer and the sitemap all read from it. It must not import React code.
 */
export interface PageRoute {
  /** Unique route id; aliases of one screen get their own id. */
  id: string;
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** Listed in sitemap.xml (aliases and stubs are not). */
  sitemap: boolean;
}

/** Named paths for links, so no component spells a URL by hand. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: `/aboutus/about${SITE.productSlug}`,
  team: '/team/teams-profile',
  milestones: '/about/milestones',
  technologies: '/technologies',
  gallery: '/about/gallery',
  softwareDevelopment: '/software-development',
  cloudServices: '/cloud-service',
  devopsIntegration: '/devops-integration',
  aiPoweredApps: '/ai-poweredapp-development',
  webDevelopment: '/website-development',
  mobileDevelopment: '/mobile-deveplopment',
  desktopDevelopment: '/desktopapp-deveplopment',
  softwareEducation: '/software-education',
  technicalSupport: '/techincial-support',
  personalizedTraining: '/personalized',
  corporateTraining: '/corporate-training',
  training: '/training',
  services: '/courses/allcourses',
  serviceDetails: '/servicedetails',
  projects: '/projects',
  industries: '/industries',
  careers: '/careers/jobs',
  contact: '/contactus',
  itSupport: '/getit-support',
  enquiry: '/enquery',
  azure: '/az-400',
  terms: '/terms-condition',
  privacy: '/privacypolicy',
  sitemap: '/sitemap',
  blogGrid: '/bloggrid',
  blogDetails: '/blogdetails',
  event: '/events/microsoft/ai-skills-fest/register',
  pageNotFound: '/pagenotfound',
  portfolio: (id: string) => `/portfolio/${id}`,
} as const;

/** Prerendered at this path and served, with status 404, for every unknown path. */
export const NOT_FOUND_PRERENDER_PATH = '/404';

export const ROUTES: readonly PageRoute[] = [
  { id: 'home', path: paths.home, module: 'routes/home.tsx', sitemap: true },
  { id: 'home-alias', path: paths.homeAlias, module: 'routes/home.tsx', sitemap: false },
  { id: 'page-not-found', path: paths.pageNotFound, module: 'routes/not-found.tsx', sitemap: false },
];

/** Every concrete path to prerender: each route plus the not-found page. */
export const PRERENDER_PATHS: string[] = [...ROUTES.map((route) => route.path), NOT_FOUND_PRERENDER_PATH];
