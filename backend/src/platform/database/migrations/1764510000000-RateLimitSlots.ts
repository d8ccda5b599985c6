import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `rate_limit_counter` (security domain) gets one row per client and database session (`slot`, the
 * backend's pid) instead of one per client: the count is now part of the submission's own statement,
 * which holds its row lock until it commits, and one row per client made a client's concurrent
 * submissions wait for each other's commits. A client's count is the sum of its rows.
 */
export class RateLimitSlots1764510000000 implements MigrationInterface {
  name = 'RateLimitSlots1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rate_limit_counter ADD COLUMN slot integer NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE rate_limit_counter DROP CONSTRAINT rate_limit_counter_pkey');
    await queryRunner.query('ALTER TABLE rate_limit_counter ADD PRIMARY KEY (key, slot)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Counters are worth nothing after a restart anyway (the table is unlogged).
    await queryRunner.query('DELETE FROM rate_limit_counter');
    await queryRunner.query('ALTER TABLE rate_limit_counter DROP CONSTRAINT rate_limit_counter_pkey');
    await queryRunner.query('ALTER TABLE rate_limit_counter DROP COLUMN slot');
    await queryRunner.query('ALTER TABLE rate_limit_counter ADD PRIMARY KEY (key)');
  }
}
