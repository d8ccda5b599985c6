import { TRAINING } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * The training pages' copy becomes content: one published `training` document per page (/training,
 * /personalized, /corporate-training), its slug the page's route id, holding the text the pages had.
 * A database that has one of them (a fresh database is seeded with all three) keeps it.
 */
export class TrainingPages1764627500000 implements MigrationInterface {
  name = 'TrainingPages1764627500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, TRAINING);
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the copy stays: an editor can restore or unpublish.
  }
}
