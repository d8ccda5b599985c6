/**
 * Today's editable content as typed documents: the one source the backend's seed migration loads
 * into PostgreSQL and the site's build-time prerender reads. Plain data; never loaded in a browser.
 */
import { ABOUT } from './about.js';
import { CASE_STUDIES } from './case-studies.js';
import { CLIENTS } from './clients.js';
import { EVENTS } from './event.js';
import { FIGURES } from './figures.js';
import { GALLERY } from './gallery.js';
import { INDUSTRIES } from './industries.js';
import { JOBS } from './jobs.js';
import { LEGAL } from './legal.js';
import { MILESTONES } from './milestones.js';
import { PAGES } from './pages.js';
import { POSTS } from './posts.js';
import type { SeedDocument } from './seed-document.js';
import { SERVICE_INDEX_PAGES, SERVICES } from './services.js';
import { SITE_DETAILS } from './site.js';
import { TEAM } from './team.js';
import { TECHNOLOGIES } from './technologies.js';
import { TESTIMONIALS } from './testimonials.js';
import { TRAINING } from './training.js';

export type { SeedDocument } from './seed-document.js';
export { ABOUT } from './about.js';
export { INDUSTRIES } from './industries.js';
export { SERVICE_INDEX_PAGES, SERVICES } from './services.js';
export { ABOUT_PROJECT_SLUGS, CASE_STUDIES, HOME_PROJECT_SLUGS, MORE_PROJECT_SLUGS } from './case-studies.js';
export { CLIENTS } from './clients.js';
export { EVENTS } from './event.js';
export { FIGURES } from './figures.js';
export { GALLERY, GALLERY_TAB_LABELS } from './gallery.js';
export { JOBS } from './jobs.js';
export { LEGAL } from './legal.js';
export { MILESTONES } from './milestones.js';
export { PAGES } from './pages.js';
export { APP_STORE_PLACEHOLDERS, SITE_CHROME, SITE_DETAILS } from './site.js';
export { POSTS } from './posts.js';
export { TEAM, TEAM_GROUP_TEXTS } from './team.js';
export { TECHNOLOGIES } from './technologies.js';
export { TESTIMONIALS } from './testimonials.js';
export { TRAINING } from './training.js';

/** Every seed document, in the order the migration inserts them. */
export const CONTENT_SEED: readonly SeedDocument[] = [
  FIGURES,
  ...JOBS,
  ...EVENTS,
  ...POSTS,
  ...TESTIMONIALS,
  ...CLIENTS,
  ...CASE_STUDIES,
  ...TEAM,
  ...GALLERY,
  ...SERVICES,
  ...SERVICE_INDEX_PAGES,
  INDUSTRIES,
  ABOUT,
  SITE_DETAILS,
  ...PAGES,
  ...TRAINING,
  TECHNOLOGIES,
  ...MILESTONES,
  ...LEGAL,
];
