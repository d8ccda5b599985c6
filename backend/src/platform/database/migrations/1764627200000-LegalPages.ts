import { LEGAL } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * The Privacy Policy and the Terms & Conditions become content: one published `legal` document each
 * (slugs `privacy`, `terms`), as the pages had them. A legal document a database has (a fresh
 * database is seeded with them, or an editor's under that slug) is left as it is.
 */
export class LegalPages1764627200000 implements MigrationInterface {
  name = 'LegalPages1764627200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, LEGAL);
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the documents stay: an editor can unpublish them.
  }
}
