import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `idempotency_key.scope` names the caller as well as the route (`key:<first key id> /api/…` or
 * `session:<sha256> /api/…`), so that two partners, or two visitors, may send the same key: it needs
 * more than 100 characters. Widening a varchar rewrites neither the table nor its primary key.
 *
 * The rows already there keep their route-only scope: no new request matches them (their callers
 * are unknown), and the purge job deletes them within 24 hours. Until then a replica still running
 * the previous version keeps using them, so a rolling restart refuses nothing.
 */
export class IdempotencyKeysPerCaller1764610000000 implements MigrationInterface {
  name = 'IdempotencyKeysPerCaller1764610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE idempotency_key ALTER COLUMN scope TYPE varchar(200)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The callers' rows do not fit the narrower column; they are answers kept for retries only.
    await queryRunner.query('DELETE FROM idempotency_key WHERE length(scope) > 100');
    await queryRunner.query('ALTER TABLE idempotency_key ALTER COLUMN scope TYPE varchar(100)');
  }
}
