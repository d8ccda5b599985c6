/**
 * The texts of the site that quote a figure (`{years}`, `{studentsTrained}`, ...), filled with a draft
 * of the figures, for the console's figures preview: every seed document's text, and where it shows.
 * Loaded only when an editor opens that preview.
 */
import { FIGURE_TOKENS, type ContentData, type FiguresData } from '@orbitwise/contracts/content';
import { CONTENT_SEED, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { figureValues, fillFigures } from '@orbitwise/contracts/content-seed/figures';
import { liveAddress } from '~/features/console/content-live-address';

/** The texts one page shows that quote a figure. */
export interface FigureTexts {
  /** The page: its address, or which pages and why. */
  where: string;
  texts: string[];
}

const QUOTES_A_FIGURE = new RegExp(`\\{(?:${FIGURE_TOKENS.join('|').replaceAll('.', '\\.')})\\}`);

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return QUOTES_A_FIGURE.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Each text of the seed that quotes a figure, once, filled with `figures` as on `now` (the company's
 * names, which the texts quote too, as the seed's), by page.
 */
export function figureTexts(figures: FiguresData, now: Date = new Date()): FigureTexts[] {
  const { name, shortName } = SITE_DETAILS.data;
  const values = { companyName: name, companyShortName: shortName, ...figureValues(figures, now) };
  const byPage = new Map<string, Set<string>>();
  for (const { kind, slug, data } of CONTENT_SEED) {
    const { href, label } = liveAddress(kind, slug, data as ContentData);
    // A page document's text is on its own page, whose address says enough.
    const where = kind === 'page' && href ? href : label;
    for (const text of textsOf(data))
      byPage.set(where, (byPage.get(where) ?? new Set()).add(fillFigures(text, values)));
  }
  return [...byPage].map(([where, texts]) => ({ where, texts: [...texts] }));
}
