/**
 * The kinds of content the editors' screens list, with their labels. Plain data: the console's route
 * table and navigation read it on every console page, so it takes only the contract's types (the
 * contract's content module carries the zod schemas, which load with the edit screens only); a unit
 * test holds the list equal to the contract's.
 */
import type { ContentKind } from '@orbitwise/contracts/content';

export const CONSOLE_CONTENT_KINDS = [
  'job',
  'event',
  'post',
  'testimonial',
  'client',
  'case-study',
  'team-member',
  'gallery-item',
  'figures',
  'service',
  'industry',
  'about',
  'site',
  'page',
  'legal',
  'milestone',
  'technology',
  'training',
] as const satisfies readonly ContentKind[];

export const CONTENT_KIND_NAMES: Record<ContentKind, { one: string; plural: string }> = {
  job: { one: 'Job opening', plural: 'Job openings' },
  event: { one: 'Event', plural: 'Events' },
  post: { one: 'Blog post', plural: 'Blog posts' },
  testimonial: { one: 'Testimonial', plural: 'Testimonials' },
  client: { one: 'Client', plural: 'Clients' },
  'case-study': { one: 'Case study', plural: 'Case studies' },
  'team-member': { one: 'Team member', plural: 'Team' },
  'gallery-item': { one: 'Gallery picture', plural: 'Gallery' },
  figures: { one: 'Company figures', plural: 'Company figures' },
  service: { one: 'Service page', plural: 'Service pages' },
  industry: { one: 'Industries', plural: 'Industries' },
  about: { one: 'About the company', plural: 'About the company' },
  site: { one: 'Company details', plural: 'Company details' },
  page: { one: 'Page text', plural: 'Page texts' },
  legal: { one: 'Legal page', plural: 'Legal pages' },
  milestone: { one: 'Milestone', plural: 'Milestones' },
  technology: { one: 'Technologies', plural: 'Technologies' },
  training: { one: 'Training page', plural: 'Training pages' },
};

export const isContentKind = (kind: string | undefined): kind is ContentKind =>
  (CONSOLE_CONTENT_KINDS as readonly string[]).includes(kind ?? '');

/** A kind's list title ('Content' for a path that names no kind). */
export const contentTitle = (kind: string | undefined): string =>
  isContentKind(kind) ? CONTENT_KIND_NAMES[kind].plural : 'Content';
