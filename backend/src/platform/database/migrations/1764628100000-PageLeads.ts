import { PAGES } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  insertPublishedSeed,
  reseedUntouched,
  withTypedCompanyNames,
  type Reseed,
} from '../content-migrations';

/** The pages whose lead (and, for IT support, steps) left their code for their `page` document. */
export const LEAD_PAGES = ['contact', 'it-support', 'gallery', 'events'] as const;

/** The page document every tag page of the blog reads, new with this migration. */
export const BLOG_TAG_PAGE = 'blog-tag';

/**
 * Each lead page as it may be stored, untouched: seeded before pages had visible text (search texts
 * only), or seeded since with none of it worded; and as the seed has it now.
 */
export const pageLeadsReseeds = (): Reseed[] =>
  PAGES.filter((doc) => (LEAD_PAGES as readonly string[]).includes(doc.slug)).flatMap(
    ({ kind, slug, data }) => {
      // As stored then: the company's names typed out (today's seed quotes them as tokens).
      const {
        eyebrow: _e,
        heading: _h,
        lead: _l,
        intro: _i,
        sections: _s,
        ...searchTexts
      } = withTypedCompanyNames(data);
      const unworded = { ...searchTexts, eyebrow: null, heading: null, lead: null, intro: [], sections: [] };
      return [
        { kind, slug, first: searchTexts, now: data },
        { kind, slug, first: unworded, now: data },
      ];
    },
  );

/**
 * The leads of Contact, IT support (with its three steps), the gallery and the events list move from
 * the pages' code into their `page` documents: a stored document no editor changed gets the seed's
 * text (a new `seeded` revision, published); one an editor changed is left as it is and shows no lead
 * until an editor words one. The blog's tag pages get their own document (`blog-tag`), published; an
 * address already taken is left as it is. A fresh database is seeded with all of it; a second run
 * changes nothing.
 */
export class PageLeads1764628100000 implements MigrationInterface {
  name = 'PageLeads1764628100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reseedUntouched(queryRunner, pageLeadsReseeds());
    await insertPublishedSeed(
      queryRunner,
      PAGES.filter((doc) => doc.slug === BLOG_TAG_PAGE),
    );
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the text stays: the pages before read none of it.
  }
}
