import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read and unread per operator: `submission_read` (inbox domain) holds who has
 * read which submission; the shared `submission.read_at` goes. An admin opening a lead no longer
 * marks it read for sales, and a sales operator opening it no longer zeroes everyone's unread count.
 *
 * The shared mark meant "someone on the team has read it": it is kept as read for every operator
 * whose role could see the submission's kind when this runs (the roles' kinds of KINDS_BY_ROLE), so
 * nobody finds their whole history unread. Whatever was unread stays unread for everyone.
 */
export class PerOperatorReads1764421000000 implements MigrationInterface {
  name = 'PerOperatorReads1764421000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE TABLE submission_read (
        operator_id uuid NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
        submission_id bigint NOT NULL REFERENCES submission (id) ON DELETE CASCADE,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (operator_id, submission_id)
      )`);
    await queryRunner.query('CREATE INDEX submission_read_submission_idx ON submission_read (submission_id)');
    await queryRunner.query(`
      INSERT INTO submission_read (operator_id, submission_id, read_at)
      SELECT o.id, s.id, s.read_at
      FROM submission s
      JOIN operator o ON o.role = 'admin'
                      OR (o.role = 'sales' AND s.kind <> 'application')
                      OR (o.role = 'hr' AND s.kind = 'application')
      WHERE s.read_at IS NOT NULL`);
    await queryRunner.query('DROP INDEX submission_unread_idx');
    await queryRunner.query('ALTER TABLE submission DROP COLUMN read_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query('ALTER TABLE submission ADD COLUMN read_at timestamptz');
    await queryRunner.query(`
      UPDATE submission s SET read_at = r.first_read
      FROM (SELECT submission_id, min(read_at) AS first_read FROM submission_read GROUP BY submission_id) r
      WHERE r.submission_id = s.id`);
    await queryRunner.query('CREATE INDEX submission_unread_idx ON submission (kind) WHERE read_at IS NULL');
    await queryRunner.query('DROP TABLE submission_read');
  }
}
