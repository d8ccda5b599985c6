/**
 * The texts of the site that quote a figure (`{years}`, `{studentsTrained}`, ...), filled with a draft
 * of the figures, for the console's figures preview: every seed document's text, and where it shows.
 * Loaded only when an editor opens that preview.
 */
import { FIGURE_TOKENS, type ContentData, type FiguresData } from '@orbitwise/contracts/content';
import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import { figureValues, fillFigures } from '@orbitwise/contracts/content-seed/figures';
import { liveAddress } from '~/features/console/content-live-address';

export interface FigureSentence {
  /** The page that shows it: its address, or which pages and why. */
  where: string;
  text: string;
}

const QUOTES_A_FIGURE = new RegExp(`\\{(?:${FIGURE_TOKENS.join('|').replaceAll('.', '\\.')})\\}`);

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return QUOTES_A_FIGURE.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Each text of the seed that quotes a figure, once, filled with `figures` as on `now`. */
export function figureSentences(figures: FiguresData, now: Date = new Date()): FigureSentence[] {
  const values = figureValues(figures, now);
  const sentences = new Map<string, FigureSentence>();
  for (const { kind, slug, data } of CONTENT_SEED) {
    const { href, label, own } = liveAddress(kind, slug, data as ContentData);
    const where = own ? (href ?? label) : label;
    for (const text of textsOf(data).map((quoted) => fillFigures(quoted, values)))
      sentences.set(`${where}\n${text}`, { where, text });
  }
  return [...sentences.values()];
}
