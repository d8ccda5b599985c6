/**
 * The text a page shows (its `page` document: the banner's line, heading and lead, paragraphs, and the
 * headings of its sections), read by the page's loader only: the published document when the API
 * re-renders, else the seed; figures quoted as `{tokens}` filled in.
 */
import type { PageData, PageSection } from '@orbitwise/contracts/content';
import { PAGES } from '@orbitwise/contracts/content-seed';
import { withTokens } from './text-tokens';
import type { SiteContent } from './site-content';

/** A section's heading, the line over it and the sentence under it, as the section component takes them. */
export interface SectionText {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface PageCopy {
  eyebrow: string | null;
  /** Null: the page shows the heading it is named by. */
  heading: string | null;
  lead: string | null;
  intro: string[];
  sections: Partial<Record<PageSection, SectionText>>;
}

const SEED_PAGES = new Map(PAGES.map((doc) => [doc.slug, doc.data]));

const sectionTexts = (page: PageData | undefined) =>
  Object.fromEntries(
    (page?.sections ?? []).map(({ section, eyebrow, title, intro }) => [
      section,
      { title, ...(eyebrow ? { eyebrow } : {}), ...(intro ? { intro } : {}) },
    ]),
  ) as Partial<Record<PageSection, SectionText>>;

/**
 * The page `slug`'s text (a route id). A section the document does not list keeps the seed's wording
 * (a section always has a heading); the other fields are the document's as it is.
 */
export function pageCopyOf(content: SiteContent, slug: string, now: Date = new Date()): PageCopy {
  const seed = SEED_PAGES.get(slug);
  const page = content.pages?.find((doc) => doc.slug === slug)?.data ?? seed;
  const copy: PageCopy = {
    eyebrow: page?.eyebrow ?? null,
    heading: page?.heading ?? null,
    lead: page?.lead ?? null,
    intro: page?.intro ?? [],
    sections: { ...sectionTexts(seed), ...sectionTexts(page) },
  };
  return withTokens(copy, content, now);
}

/** The section's text, `{count}` in its intro filled in with the number of items the section shows. */
export const withCount = (text: SectionText, count: number): SectionText =>
  text.intro ? { ...text, intro: text.intro.replaceAll('{count}', String(count)) } : text;

/** The section's text; every section a page shows has its wording in the page's seed. */
export function sectionText(copy: PageCopy, section: PageSection): SectionText {
  const text = copy.sections[section];
  if (!text) throw new Error(`No wording for the section "${section}" in the page's seed`);
  return text;
}
