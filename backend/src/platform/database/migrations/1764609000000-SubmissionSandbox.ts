import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox: what an integration's test key submits is stored like any submission but flagged
 * `sandbox`, on its own table's row and on its inbox envelope. The console and the read API keep the
 * two apart, and a sandbox submission notifies nobody.
 *
 * - The envelope copies the flag from its source row in a BEFORE INSERT trigger of its own, so that
 *   the three functions that write envelopes stay as they are (and so may change without it).
 * - The outbox's trigger runs only for live envelopes (its WHEN clause): no staff e-mail, no
 *   acknowledgement, no webhook for a sandbox one, whatever its function body becomes.
 * - A partial index serves the console's test list, newest first (the live list keeps its indexes:
 *   sandbox rows are few).
 */
export class SubmissionSandbox1764609000000 implements MigrationInterface {
  name = 'SubmissionSandbox1764609000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['enquiry', 'career_application', 'subscription', 'submission']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN sandbox boolean NOT NULL DEFAULT false`);
    }
    await queryRunner.query(
      'CREATE INDEX submission_sandbox_received_idx ON submission (received_at DESC, id DESC) WHERE sandbox',
    );
    await queryRunner.query(`
      CREATE FUNCTION submission_sandbox_from_source() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.sandbox := CASE
          WHEN NEW.enquiry_id IS NOT NULL THEN (SELECT sandbox FROM enquiry WHERE id = NEW.enquiry_id)
          WHEN NEW.career_application_id IS NOT NULL
            THEN (SELECT sandbox FROM career_application WHERE id = NEW.career_application_id)
          ELSE (SELECT sandbox FROM subscription WHERE id = NEW.subscription_id)
        END;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_sandbox BEFORE INSERT ON submission
      FOR EACH ROW EXECUTE FUNCTION submission_sandbox_from_source()`);
    await queryRunner.query('DROP TRIGGER submission_notifications ON submission');
    await queryRunner.query(`
      CREATE TRIGGER submission_notifications AFTER INSERT ON submission
      FOR EACH ROW WHEN (NOT NEW.sandbox) EXECUTE FUNCTION notification_deliveries_for_submission()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER submission_notifications ON submission');
    await queryRunner.query(`
      CREATE TRIGGER submission_notifications AFTER INSERT ON submission
      FOR EACH ROW EXECUTE FUNCTION notification_deliveries_for_submission()`);
    await queryRunner.query('DROP TRIGGER submission_sandbox ON submission');
    await queryRunner.query('DROP FUNCTION submission_sandbox_from_source()');
    for (const table of ['submission', 'subscription', 'career_application', 'enquiry']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN sandbox`);
    }
  }
}
