import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replies from the console (the replies domain's tables):
 * - `reply_template`: the administrators' templates (name, subject, body with placeholders);
 * - `submission_reply`: each reply sent from a submission's page, its own outbox row: who sent it
 *   (their name and Reply-To as at the time), the address it went to (the submission's, copied when
 *   sent), the subject and body as filled, and its delivery (state, tries, the server's last reply).
 *   Its id is also the id of its one pg-boss job, inserted in the same transaction: queued exactly
 *   once. Erasing the submission deletes its replies (ON DELETE CASCADE from the inbox envelope).
 */
export class SubmissionReplies1764628500000 implements MigrationInterface {
  name = 'SubmissionReplies1764628500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS reply_template (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX IF NOT EXISTS reply_template_name_idx ON reply_template (lower(name))',
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS submission_reply (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id bigint NOT NULL REFERENCES submission (id) ON DELETE CASCADE,
        operator_id uuid REFERENCES operator (id) ON DELETE SET NULL,
        operator_name varchar(100) NOT NULL,
        reply_to varchar(254) NOT NULL,
        to_address varchar(254) NOT NULL,
        subject varchar(400) NOT NULL,
        body text NOT NULL,
        template_name varchar(100),
        state varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'sent', 'failed', 'unconfigured')),
        reason text,
        tries integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS submission_reply_submission_idx ON submission_reply (submission_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS submission_reply, reply_template');
  }
}
