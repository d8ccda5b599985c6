import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What several API replicas must share, so that none of it lives in a process's memory.
 *
 * - `rate_limit_counter` (security domain): the fixed-window counters of the submission limit, one
 *   row per client address and limit. UNLOGGED: no write-ahead log for a counter that is worthless
 *   after a crash (PostgreSQL empties it then; a limit restarting is harmless).
 * - `idempotency_key` (submissions domain): the first answer to a submission sent with an
 *   `Idempotency-Key`, kept 24 hours, so a retry of the same request gets it again and stores nothing.
 */
export class CreateSharedState1764300000000 implements MigrationInterface {
  name = 'CreateSharedState1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limit_counter (
        key varchar(200) PRIMARY KEY,
        hits integer NOT NULL,
        resets_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
    await queryRunner.query('CREATE INDEX rate_limit_counter_resets ON rate_limit_counter (resets_at)');
    await queryRunner.query(`
      CREATE TABLE idempotency_key (
        scope varchar(100) NOT NULL,
        key varchar(255) NOT NULL,
        request_sha256 char(64) NOT NULL,
        status smallint,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await queryRunner.query('CREATE INDEX idempotency_key_created ON idempotency_key (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_key, rate_limit_counter');
  }
}
