import { PAGES, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * The company's details (`site`: footer blurb, social and chat links) and each page's title and
 * description in search results (`page`, one per public route) become content: a database seeded
 * before gets the seed's documents, published. One already there (a fresh database's seed, an
 * editor's) is left as it is.
 */
export class SiteAndPageDocuments1764625000000 implements MigrationInterface {
  name = 'SiteAndPageDocuments1764625000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, [SITE_DETAILS, ...PAGES]);
  }

  /** The documents stay: an editor may have changed them since. */
  async down(): Promise<void> {}
}
