/**
 * The `{tokens}` an editor's text may quote (TEXT_TOKENS in the contract): the company's names
 * (`{companyName}`, `{companyShortName}`) from the published `site` document and the figures
 * (`{years}`, `{studentsTrained}`, ...) from the `figures` document, filled in when a page is rendered,
 * so that a renamed company or a new figure reaches every page at its next render. Read by loaders only.
 */
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { figureValues } from '@orbitwise/contracts/content-seed/figures';
import { figuresOf, fillTexts } from './figures';
import type { SiteContent } from './site-content';

/** What each token stands for in the published content (the seed's where none is published), on `now`. */
export function tokenValues(content: SiteContent = {}, now: Date = new Date()): Record<string, string> {
  // A `site` document stored before the names were fields reads them as the seed's (as siteDetailsOf does).
  const { name, shortName } = { ...SITE_DETAILS.data, ...content.site };
  return { companyName: name, companyShortName: shortName, ...figureValues(figuresOf(content), now) };
}

/** `value` (a document's data, any depth) with every `{token}` of its texts filled in. */
export const withTokens = <T>(value: T, content: SiteContent = {}, now: Date = new Date()): T =>
  fillTexts(value, tokenValues(content, now));
