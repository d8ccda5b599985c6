/**
 * The company's figures, once: the `figures` document of the content seed
 * (@orbitwise/contracts/content-seed/figures), the one table every page reads. The pages that show
 * figures take the published document from their loader (`figuresOf`), never the seed's directly.
 * Years in business are computed from the founding year when the page is rendered; every count is
 * written by one formatter (`formatCount`, "500,000"); editable copy quotes a figure as a `{token}`
 * (`withTokens` in text-tokens.ts, with the company's names). figures.test.ts and scripts/figures.test.mjs (over the built HTML) fail
 * when a page states another one.
 */
import type { FiguresData } from '@orbitwise/contracts/content';
// The figures alone (not the seed's index): pages' JavaScript carries these few numbers, nothing else.
import {
  FIGURES as SEED_FIGURES,
  figureValues,
  fillFigures,
  formatCount,
  yearsSince,
} from '@orbitwise/contracts/content-seed/figures';
import type { SiteContent } from './site-content';

export { formatCount, yearsSince };

export const FIGURES: FiguresData = SEED_FIGURES.data;

/** The published figures when a re-render hands them over, else the seed's. */
export const figuresOf = (content: SiteContent = {}): FiguresData => content.figures ?? FIGURES;

/** The figures as the pages phrase them, on `now`. */
export const figureText = (figures: FiguresData, now: Date = new Date()) =>
  ({
    years: `${yearsSince(figures.founded, now)}+ years`,
    happyCustomers: `${formatCount(figures.happyCustomers)}+ happy customers`,
    applications: `${formatCount(figures.applications)}+ applications`,
    studentsTrained: `${formatCount(figures.studentsTrained)}+ students`,
    corporateTrainingClients: `${formatCount(figures.corporateTrainingClients)} corporations`,
    trainedMilestone: `${formatCount(figures.trainedMilestone.count)} people trained by ${figures.trainedMilestone.year}`,
  }) as const;

/** `value` (a document's data, any depth) with every `{token}` of its texts replaced by its value. */
export function fillTexts<T>(value: T, values: Readonly<Record<string, string>>): T {
  const fill = (v: unknown): unknown => {
    if (typeof v === 'string') return fillFigures(v, values);
    if (Array.isArray(v)) return v.map(fill);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([key, inner]) => [key, fill(inner)]));
    return v;
  };
  return fill(value) as T;
}

/**
 * `value` with every figure `{token}` replaced by the figure. A page's loader fills the company's
 * names too: `withTokens` (text-tokens.ts).
 */
export const withFigures = <T>(value: T, figures: FiguresData, now: Date = new Date()): T =>
  fillTexts(value, figureValues(figures, now));
