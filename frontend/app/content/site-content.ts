import type { RetentionSettings } from '@orbitwise/contracts/admin';
import type {
  AboutData,
  ContentKind,
  FiguresData,
  IndustryData,
  LegalData,
  LegalSlug,
  PublishedDocument,
  SiteData,
  TechnologyData,
} from '@orbitwise/contracts/content';
import type { BlogArticle, BlogTeaser } from './blogs';
import type { EventEdition } from './event';
import type { JobOpening } from './jobs';

/** A kind's published documents as the API's public read gives them (the seed has the same shape). */
export type SiteDocuments<K extends ContentKind> = readonly Pick<PublishedDocument<K>, 'slug' | 'data'>[];

/**
 * Published content handed to the loaders by whoever renders the pages: nothing at build time (the
 * loaders read the seed), the published documents when the API re-renders a page after a publish
 *, as React Router's load context `{ siteContent }`. A kind left out reads the seed; a kind
 * handed over is the whole published set (what is not in it is not shown).
 */
export interface SiteContent {
  posts?: readonly BlogTeaser[];
  /** The posts with their page on this site (handed over with `posts`). */
  articles?: readonly BlogArticle[];
  jobs?: readonly JobOpening[];
  /** The published events, with the places each has taken. */
  events?: readonly EventEdition[];
  testimonials?: SiteDocuments<'testimonial'>;
  clients?: SiteDocuments<'client'>;
  caseStudies?: SiteDocuments<'case-study'>;
  team?: SiteDocuments<'team-member'>;
  gallery?: SiteDocuments<'gallery-item'>;
  /** The one `figures` document's data. */
  figures?: FiguresData;
  /** The one `site` document's data: the company's details every page shows. */
  site?: SiteData;
  /** The pages' titles and descriptions (a page without one keeps the seed's). */
  pages?: SiteDocuments<'page'>;
  /** The service pages (their cards on Home). */
  services?: SiteDocuments<'service'>;
  /** The one `industry` document's data. */
  industries?: IndustryData;
  /** The one `about` document's data (the skill bars too). */
  about?: AboutData;
  /** The one `technology` document's data: the Technologies page and the logo grid on Home. */
  technologies?: TechnologyData;
  /** The training pages' copy, one document per page (a page without one keeps the seed's). */
  training?: SiteDocuments<'training'>;
  /** The milestones of the timeline (/about/milestones). */
  milestones?: SiteDocuments<'milestone'>;
  /** The legal pages' documents' data, by slug (a page without one keeps the seed's). */
  legal?: Partial<Record<LegalSlug, LegalData>>;
  /** The retention in force (days each kind is kept, null until erased by hand): the privacy notice quotes it. */
  retention?: RetentionSettings;
}

export const siteContentOf = (context: unknown): SiteContent =>
  context !== null && typeof context === 'object' && 'siteContent' in context
    ? ((context as { siteContent?: SiteContent }).siteContent ?? {})
    : {};

/** Documents in their editors' order (`order`, then slug). */
export const inOrder = <T extends { slug: string; data: { order: number } }>(docs: readonly T[]): T[] =>
  [...docs].sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
