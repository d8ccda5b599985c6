import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the digest schedule was last switched on (null while it is off). The first issue after that
 * covers only what is published from then on, not everything published in the period before it (on
 * a new install: the whole seed). A schedule already on counts as switched on at its last change.
 */
export class DigestSwitchedOnAt1764629400000 implements MigrationInterface {
  name = 'DigestSwitchedOnAt1764629400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE digest_settings ADD COLUMN IF NOT EXISTS switched_on_at timestamptz',
    );
    await queryRunner.query(
      `UPDATE digest_settings SET switched_on_at = updated_at WHERE schedule <> 'off' AND switched_on_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE digest_settings DROP COLUMN IF EXISTS switched_on_at');
  }
}
