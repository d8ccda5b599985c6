import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `backup_run` (backup domain): one row per backup, by the daily job or `npm run backup`, so that the
 * dashboard shows the last one and a missing or failed backup can be alerted. The archive itself is
 * in BACKUP_DIR or BACKUP_S3_BUCKET, never in the database.
 */
export class CreateBackupRuns1764440000000 implements MigrationInterface {
  name = 'CreateBackupRuns1764440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE backup_run (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        status varchar(10) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
        trigger varchar(10) NOT NULL CHECK (trigger IN ('schedule', 'command')),
        archive varchar(200),
        size_bytes bigint,
        error varchar(500)
      )`);
    await queryRunner.query('CREATE INDEX backup_run_started ON backup_run (started_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE backup_run');
  }
}
