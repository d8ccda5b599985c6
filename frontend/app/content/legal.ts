/**
 * The legal pages' text: the published `legal` document of each (the seed's without one), with
 * `{companyName}`, `{companyShortName}`, `{companyEmail}` filled from the `site` document, `{applicationRetentionDays}` and
 * the other periods from the retention in force, and `{years}`-style figures from the `figures`
 * document. Read by loaders only.
 */
import { RETENTION_DEFAULTS, type RetentionSettings } from '@orbitwise/contracts/admin';
import { RETENTION_TOKENS, type LegalData, type LegalSlug } from '@orbitwise/contracts/content';
import { LEGAL } from '@orbitwise/contracts/content-seed';
import { companyOf } from './company';
import { fillTexts, formatCount } from './figures';
import { tokenValues } from './text-tokens';
import type { SiteContent } from './site-content';

/**
 * A retention period as the notice words it after "kept for": "180 days", "1 day", or, for a kind
 * kept until erased by hand, "an indefinite period".
 */
export const retentionPeriod = (days: number | null): string =>
  days === null ? 'an indefinite period' : `${formatCount(days)} ${days === 1 ? 'day' : 'days'}`;

/** Every `{token}` a legal text quotes: the company's names and figures, its e-mail, the retention periods. */
function legalTokens(content: SiteContent, now: Date): Record<string, string> {
  // The render hands over the settings in force; the build's prerender has none: the defaults.
  const retention: RetentionSettings = content.retention ?? RETENTION_DEFAULTS;
  return {
    ...tokenValues(content, now),
    companyEmail: companyOf(content).email,
    ...Object.fromEntries(
      Object.entries(RETENTION_TOKENS).map(([token, kind]) => [token, retentionPeriod(retention[kind])]),
    ),
  };
}

export function legalOf(content: SiteContent, slug: LegalSlug, now: Date = new Date()): LegalData {
  const data = content.legal?.[slug] ?? LEGAL.find((doc) => doc.slug === slug)!.data;
  return fillTexts(data, legalTokens(content, now));
}
