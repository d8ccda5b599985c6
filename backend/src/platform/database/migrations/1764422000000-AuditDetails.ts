import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit entries that can be reviewed: the target's readable name as it was at the
 * time (`target_label`), and what changed, each field before and after (`changes`, a JSON array of
 * `{ field, from, to }`). The table stays append-only: adding columns is no UPDATE, and rows written
 * before have no label and no changes.
 */
export class AuditDetails1764422000000 implements MigrationInterface {
  name = 'AuditDetails1764422000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE audit_log
        ADD COLUMN target_label varchar(400),
        ADD COLUMN changes jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE audit_log DROP COLUMN changes, DROP COLUMN target_label');
  }
}
