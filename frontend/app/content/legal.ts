/**
 * The legal pages' text: the published `legal` document of each (the seed's without one), with
 * `{companyName}`/`{companyEmail}` filled from the `site` document and `{years}`-style figures from
 * the `figures` document. Read by loaders only.
 */
import type { LegalData, LegalSlug } from '@orbitwise/contracts/content';
import { LEGAL } from '@orbitwise/contracts/content-seed';
import { companyOf } from './company';
import { figuresOf, withFigures } from './figures';
import type { SiteContent } from './site-content';

export function legalOf(content: SiteContent, slug: LegalSlug, now: Date = new Date()): LegalData {
  const data = content.legal?.[slug] ?? LEGAL.find((doc) => doc.slug === slug)!.data;
  const { name, email } = companyOf(content);
  const company: Record<string, string> = { companyName: name, companyEmail: email };
  const withCompany = (text: string) =>
    text.replace(/\{(companyName|companyEmail)\}/g, (_, token: string) => company[token]!);
  return withFigures(
    {
      ...data,
      sections: data.sections.map((section) => ({
        heading: section.heading,
        paragraphs: section.paragraphs.map(withCompany),
      })),
    },
    figuresOf(content),
    now,
  );
}
