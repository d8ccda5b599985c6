import { TECHNOLOGIES } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * The technologies become content: one published `technology` document (`technologies`) holding
 * the Technologies page's lead, its columns of links and the logo grid it shares with Home, as the
 * pages had them. A database that has it (a fresh database is seeded with it) keeps it.
 */
export class Technologies1764627400000 implements MigrationInterface {
  name = 'Technologies1764627400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, [TECHNOLOGIES]);
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the document stays: an editor can restore or unpublish.
  }
}
