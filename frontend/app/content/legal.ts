/**
 * The legal pages' text: the published `legal` document of each (the seed's without one), with
 * `{companyName}`/`{companyEmail}` filled from the `site` document, `{applicationRetentionDays}` and
 * the other periods from the retention in force, and `{years}`-style figures from the `figures`
 * document. Read by loaders only.
 */
import { RETENTION_DEFAULTS, type RetentionSettings } from '@orbitwise/contracts/admin';
import { RETENTION_TOKENS, type LegalData, type LegalSlug } from '@orbitwise/contracts/content';
import { LEGAL } from '@orbitwise/contracts/content-seed';
import { companyOf } from './company';
import { formatCount, figuresOf, withFigures } from './figures';
import type { SiteContent } from './site-content';

/**
 * A retention period as the notice words it after "kept for": "180 days", "1 day", or, for a kind
 * kept until erased by hand, "an indefinite period".
 */
export const retentionPeriod = (days: number | null): string =>
  days === null ? 'an indefinite period' : `${formatCount(days)} ${days === 1 ? 'day' : 'days'}`;

/** Every `{token}` a legal text quotes besides the figures, with its words. */
function legalTokens(content: SiteContent): Record<string, string> {
  const { name, email } = companyOf(content);
  // The render hands over the settings in force; the build's prerender has none: the defaults.
  const retention: RetentionSettings = content.retention ?? RETENTION_DEFAULTS;
  return {
    companyName: name,
    companyEmail: email,
    ...Object.fromEntries(
      Object.entries(RETENTION_TOKENS).map(([token, kind]) => [token, retentionPeriod(retention[kind])]),
    ),
  };
}

export function legalOf(content: SiteContent, slug: LegalSlug, now: Date = new Date()): LegalData {
  const data = content.legal?.[slug] ?? LEGAL.find((doc) => doc.slug === slug)!.data;
  const tokens = legalTokens(content);
  const fill = (text: string) =>
    text.replace(/\{([A-Za-z]+)\}/g, (quoted, token: string) =>
      Object.hasOwn(tokens, token) ? tokens[token]! : quoted,
    );
  return withFigures(
    {
      ...data,
      sections: data.sections.map((section) => ({
        heading: section.heading,
        paragraphs: section.paragraphs.map(fill),
      })),
    },
    figuresOf(content),
    now,
  );
}
