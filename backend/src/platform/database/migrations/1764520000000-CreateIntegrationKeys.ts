import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `integration_key` (integrations domain): the keys partners' servers send as
 * `Authorization: Bearer ow_live_…`. Only the SHA-256 of the secret is kept (unique: each call looks
 * its key up by it, so a revoke is seen at once by every replica); the last 4 characters identify it
 * on screen. A roll revokes the old row and inserts a new one naming it in `rolled_from`.
 */
export class CreateIntegrationKeys1764520000000 implements MigrationInterface {
  name = 'CreateIntegrationKeys1764520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE integration_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL CHECK (btrim(name) <> ''),
        secret_sha256 bytea NOT NULL CHECK (octet_length(secret_sha256) = 32),
        last_four varchar(4) NOT NULL,
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid REFERENCES operator (id) ON DELETE SET NULL,
        created_by_label varchar(400),
        last_used_at timestamptz,
        last_used_from varchar(64),
        revoked_at timestamptz,
        rolled_from uuid UNIQUE REFERENCES integration_key (id)
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX integration_key_secret ON integration_key (secret_sha256)');
    await queryRunner.query('CREATE INDEX integration_key_created ON integration_key (created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE integration_key');
  }
}
