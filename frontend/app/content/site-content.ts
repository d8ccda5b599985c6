import type { BlogTeaser } from './blogs';
import type { EventEdition } from './event';
import type { JobOpening } from './jobs';

/**
 * Published content handed to the loaders by whoever renders the pages: nothing at build time (the
 * loaders read the seed), the published documents when the API re-renders a page after a publish
 * (issue 23), as React Router's load context `{ siteContent }`.
 */
export interface SiteContent {
  posts?: readonly BlogTeaser[];
  jobs?: readonly JobOpening[];
  /** The published events, with the places each has taken. */
  events?: readonly EventEdition[];
}

export const siteContentOf = (context: unknown): SiteContent =>
  context !== null && typeof context === 'object' && 'siteContent' in context
    ? ((context as { siteContent?: SiteContent }).siteContent ?? {})
    : {};
