import { PAGES } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reseedUntouched, withTypedCompanyNames, type Reseed } from '../content-migrations';

/** The fields a `page` document gained: the text its banner and sections show. */
const VISIBLE_TEXT = ['eyebrow', 'heading', 'lead', 'intro', 'sections'] as const;

const hasVisibleText = (data: (typeof PAGES)[number]['data']) =>
  data.eyebrow !== null ||
  data.heading !== null ||
  data.lead !== null ||
  data.intro.length > 0 ||
  data.sections.length > 0;

/** Each page whose seed words visible text: as first seeded (search texts only) and as seeded now. */
export const pageVisibleTextReseeds = (): Reseed[] =>
  PAGES.filter((doc) => hasVisibleText(doc.data)).map(({ kind, slug, data }) => {
    // As stored then: the company's names typed out (today's seed quotes them as tokens).
    const first: Record<string, unknown> = { ...withTypedCompanyNames(data) };
    for (const field of VISIBLE_TEXT) delete first[field];
    return { kind, slug, first, now: data };
  });

/**
 * The text a page's banner and sections show (Home's line, heading and lead, the pages' leads, the
 * /az-400 paragraph, the company statement, the headings of Home's, About's and Industries'
 * sections) moves from the pages' code into their `page` documents. A stored page document no
 * editor changed gets the seed's text (a new `seeded` revision, published); one an editor changed
 * is left as it is: it shows no lead, its page's own heading and the seed's section headings until
 * an editor words them. A fresh database is seeded with the text already; a second run changes
 * nothing.
 */
export class PageVisibleText1764627800000 implements MigrationInterface {
  name = 'PageVisibleText1764627800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reseedUntouched(queryRunner, pageVisibleTextReseeds());
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the text stays: the pages before read none of it.
  }
}
