import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integration keys have a kind: `live` (every key so far), `test` (sandbox) or `publishable` (a
 * partner's web page: submit scopes only, and the origins its pages are served from). A roll copies
 * both columns to the successor.
 */
export class IntegrationKeyKinds1764614000000 implements MigrationInterface {
  name = 'IntegrationKeyKinds1764614000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE integration_key
        ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'live'
          CHECK (kind IN ('live', 'test', 'publishable')),
        ADD COLUMN allowed_origins text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT integration_key_publishable_shape CHECK (
          CASE WHEN kind = 'publishable'
            THEN cardinality(allowed_origins) > 0 AND NOT scopes && ARRAY['read:leads', 'read:applications']
            ELSE cardinality(allowed_origins) = 0
          END)`);
    // The preflight (which carries no key) asks whether any active publishable key lists its origin.
    await queryRunner.query(
      `CREATE INDEX integration_key_publishable_origins ON integration_key USING gin (allowed_origins)
         WHERE kind = 'publishable' AND revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX integration_key_publishable_origins');
    await queryRunner.query(
      `ALTER TABLE integration_key DROP CONSTRAINT integration_key_publishable_shape,
         DROP COLUMN allowed_origins, DROP COLUMN kind`,
    );
  }
}
