import type { FiguresData } from '@orbitwise/contracts/content';
import { MILESTONES } from '@orbitwise/contracts/content-seed';
import { figuresOf, formatCount, yearsSince } from './figures';
import { withTokens } from './text-tokens';
import { pageCopyOf } from './page-copy';
import type { SiteContent } from './site-content';

/** Milestone counters on Home and About. */
export interface Counter {
  /** Formatted: "500,000". */
  value: string;
  suffix: string;
  label: string;
}

/** The counters of these figures (a loader hands the published ones to the page). */
export const countersOf = (figures: FiguresData, now: Date = new Date()): Counter[] => [
  { value: formatCount(yearsSince(figures.founded, now)), suffix: '+', label: 'Years of Development' },
  { value: formatCount(figures.happyCustomers), suffix: '+', label: 'Happy Customers' },
  { value: formatCount(figures.applications), suffix: '+', label: 'Applications Delivered' },
  { value: formatCount(figures.studentsTrained), suffix: '+', label: 'Students Trained' },
];

export interface Milestone {
  slug: string;
  year: number;
  title: string;
  description: string;
  tag: string;
}

/**
 * The published milestones (the seed at build time) by year, then title, their figures filled in.
 * For loaders only: a component importing this would ship the seed.
 */
export function milestonesOf(content: SiteContent = {}, now: Date = new Date()): Milestone[] {
  return (content.milestones ?? MILESTONES)
    .map(({ slug, data }) => ({ slug, ...withTokens(data, content, now) }))
    .sort((a, b) => a.year - b.year || a.title.localeCompare(b.title));
}

/**
 * The Milestones page's lead: the page document's when an editor wrote one, else computed from the
 * figures ("29 years since 1997: ...").
 */
export function milestonesLead(content: SiteContent = {}, now: Date = new Date()): string {
  const figures = figuresOf(content);
  return (
    pageCopyOf(content, 'milestones', now).lead ??
    `${yearsSince(figures.founded, now)} years since ${figures.founded}: the projects that shaped who we are.`
  );
}
