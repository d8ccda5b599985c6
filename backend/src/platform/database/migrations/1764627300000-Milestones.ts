import { MILESTONES } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * The milestones timeline becomes content: one published `milestone` document per entry, as the page
 * had them. A milestone a database has (a fresh database is seeded with them, or an editor's under
 * that address) is left as it is.
 */
export class Milestones1764627300000 implements MigrationInterface {
  name = 'Milestones1764627300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, MILESTONES);
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the documents stay: an editor can unpublish them.
  }
}
