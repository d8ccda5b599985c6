import { tagSlug } from '../content/blog-tags';
import { SITE } from './site';

/**
 * The site's addresses: the named paths the pages, menus and footer link with. Every public page loads
 * this module, so it holds only what a page needs; the list of routes (router, prerender, sitemap,
 * the console's "live" links) is in route-list.ts, which no public page's JavaScript carries. It must
 * not import React code.
 */

/** Named paths for links, so no component spells a URL by hand. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  about: `/aboutus/about${SITE.productSlug}`,
  team: '/team/teams-profile',
  milestones: '/about/milestones',
  technologies: '/technologies',
  technologiesAlias: '/latesthome/technologies',
  gallery: '/about/gallery',
  galleryAlias: '/imagesgallery/gallery',
  softwareDevelopment: '/software-development',
  cloudServices: '/cloud-service',
  devopsIntegration: '/devops-integration',
  aiPoweredApps: '/ai-poweredapp-development',
  webDevelopment: '/website-development',
  mobileDevelopment: '/mobile-deveplopment',
  desktopDevelopment: '/desktopapp-deveplopment',
  softwareEducation: '/software-education',
  softwareEducationAlias: '/softwareeducation',
  technicalSupport: '/techincial-support',
  personalizedTraining: '/personalized',
  corporateTraining: '/corporate-training',
  training: '/training',
  trainingPartners: '/training/trainingpartners',
  services: '/courses/allcourses',
  servicesAlias: '/services',
  serviceDetails: '/servicedetails',
  projects: '/projects',
  industries: '/industries',
  careers: '/careers/jobs',
  job: (slug: string) => `/careers/jobs/${slug}`,
  contact: '/contactus',
  itSupport: '/getit-support',
  enquiry: '/enquery',
  azure: '/az-400',
  terms: '/terms-condition',
  privacy: '/privacypolicy',
  sitemap: '/sitemap',
  blogGrid: '/bloggrid',
  blogPage: (n: number) => (n === 1 ? '/bloggrid' : `/bloggrid/page/${n}`),
  blogTag: (tag: string) => `/bloggrid/tag/${tagSlug(tag)}`,
  blogPost: (slug: string) => `/bloggrid/post/${slug}`,
  blogRss: '/bloggrid/rss.xml',
  blogAtom: '/bloggrid/atom.xml',
  blogDetails: '/blogdetails',
  blogStatement: '/blog/company-statement',
  events: '/events',
  eventPage: (slug: string) => `/events/${slug}`,
  eventPageCalendar: (slug: string) => `/events/${slug}.ics`,
  /** The spec's landing page: the AI Skills Fest's current edition. */
  event: '/events/microsoft/ai-skills-fest/register',
  eventCalendar: '/events/microsoft/ai-skills-fest/event.ics',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  pageNotFound: '/pagenotfound',
  newsletterConfirm: '/newsletter/confirm',
  newsletterConfirmed: '/newsletter/confirmed',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  newsletterUnsubscribed: '/newsletter/unsubscribed',
  newsletterLinkExpired: '/newsletter/link-expired',
  portfolio: (id: string) => `/portfolio/${id}`,
} as const;

/** Prerendered at this path and served, with status 404, for every unknown path. */
export const NOT_FOUND_PRERENDER_PATH = '/404';
