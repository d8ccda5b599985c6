import type { ContentKind } from '@orbitwise/contracts/content';
import {
  APP_STORE_PLACEHOLDERS,
  CONTENT_SEED,
  SITE_CHROME,
  type SeedDocument,
} from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  reseedUntouched,
  seededMemberLinks,
  withSeedCopyBefore,
  withTypedCompanyNames,
  type Reseed,
} from '../content-migrations';

/** About's video link as seeded before: a channel that does not exist. */
const ABOUT_VIDEO_BEFORE = {
  label: 'Watch our story on YouTube',
  href: 'https://www.youtube.com/@orbitwise-example',
};

/** The Terms page's date as seeded before, older than the text it heads. */
const TERMS_LAST_UPDATED_BEFORE = '2024-01-15';

/** A seed document as a database seeded before this migration stores it, untouched. */
function asSeededBefore({ kind, slug, data }: SeedDocument<ContentKind>): unknown {
  const typed = withTypedCompanyNames(withSeedCopyBefore(kind, data)) as Record<string, unknown>;
  if (kind === 'site') return { ...typed, ...SITE_CHROME, appStores: { ...APP_STORE_PLACEHOLDERS } };
  if (kind === 'about') return { ...typed, video: ABOUT_VIDEO_BEFORE };
  if (kind === 'legal' && slug === 'terms') return { ...typed, lastUpdated: TERMS_LAST_UPDATED_BEFORE };
  if (kind === 'team-member') return { ...typed, links: seededMemberLinks(slug, { github: true }) };
  return typed;
}

/** Each seed document this migration changes: as seeded before, and as the seed has it now. */
export const companyNameReseeds = (): Reseed[] =>
  CONTENT_SEED.flatMap((doc) => {
    const first = asSeededBefore(doc);
    return JSON.stringify(first) === JSON.stringify(doc.data)
      ? []
      : [{ kind: doc.kind, slug: doc.slug, first, now: doc.data }];
  });

/**
 * The company's name was typed into every page text (titles, descriptions, leads, About's intro, the
 * footer blurb, the service pages' search titles): renaming the company in its `site` document left
 * the old name on the pages. The seed now quotes `{companyName}` and `{companyShortName}`, filled in
 * from the published `site` document when a page is rendered. With it, what a visitor could tell was
 * made up: the footer's social links, the team members' profiles and About's video link to addresses
 * that do not exist (none now: the editor adds the real ones), and the Terms page's "Last updated" of 2024 (now the
 * privacy notice's date). Each stored document no editor has touched (its draft exactly as seeded
 * before, published as it is) gets the seed's new text as a new `seeded` revision; one an editor
 * changed is left as it is (its editor may quote the names). A fresh database is seeded with the new
 * text; a second run changes nothing.
 */
export class CompanyNameTokens1764628600000 implements MigrationInterface {
  name = 'CompanyNameTokens1764628600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reseedUntouched(queryRunner, companyNameReseeds());
  }

  async down(): Promise<void> {
    // The revision history is append-only: an editor can restore the revision before this one.
  }
}
