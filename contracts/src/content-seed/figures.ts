/**
 * The company's figures, once: every page reads them (one set of figures), and the few rules that
 * turn them into text: years in business computed from the founding year, one number format, and the
 * `{token}`s of editable copy. Plain data and functions with type-only imports: the site's pages
 * import it on its own (`@orbitwise/contracts/content-seed/figures`) without the contract's schemas or
 * the rest of the seed; the build's picture generator uses it too.
 */
import type { FIGURE_TOKENS, FIGURES_SLUG, FiguresData } from '../content.js';
import type { SeedDocument } from './seed-document.js';

export const FIGURES: SeedDocument<'figures'> = {
  kind: 'figures',
  slug: 'company' satisfies typeof FIGURES_SLUG,
  data: {
    founded: 1997,
    happyCustomers: 50,
    applications: 200,
    studentsTrained: 500000,
    corporateTrainingClients: 350,
    trainedMilestone: { count: 150000, year: 2012 },
    firstSoftwareProject: 2002,
  },
};

/** Whole years in business on `now` (the founding year counted from its start): 1997 → 29 in 2026. */
export const yearsSince = (founded: number, now: Date = new Date()): number => now.getUTCFullYear() - founded;

/** Every count on the site is written this way: 500000 → "500,000". */
export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** The value each `{token}` of a text stands for, on `now`. */
export function figureValues(
  figures: FiguresData,
  now: Date = new Date(),
): Record<(typeof FIGURE_TOKENS)[number], string> {
  return {
    years: String(yearsSince(figures.founded, now)),
    founded: String(figures.founded),
    happyCustomers: formatCount(figures.happyCustomers),
    applications: formatCount(figures.applications),
    studentsTrained: formatCount(figures.studentsTrained),
    corporateTrainingClients: formatCount(figures.corporateTrainingClients),
    'trainedMilestone.count': formatCount(figures.trainedMilestone.count),
    'trainedMilestone.year': String(figures.trainedMilestone.year),
    firstSoftwareProject: String(figures.firstSoftwareProject),
  };
}

/** `text` with each known `{token}` replaced by its figure; an unknown one stays as it is. */
export function fillFigures(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g, (token, name: string) => values[name] ?? token);
}
