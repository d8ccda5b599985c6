import type { MigrationInterface, QueryRunner } from 'typeorm';

const CHANGED = 'OLD.status IS DISTINCT FROM NEW.status OR OLD.assignee_id IS DISTINCT FROM NEW.assignee_id';

/**
 * A sandbox submission (a test key's) fires no webhook when it is triaged or erased either, as it
 * fires none when it arrives (SubmissionSandbox): the two webhook triggers run for live envelopes only.
 */
export class SandboxTriageSendsNoWebhook1764619000000 implements MigrationInterface {
  name = 'SandboxTriageSendsNoWebhook1764619000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER submission_webhook_updated ON submission');
    await queryRunner.query(`
      CREATE TRIGGER submission_webhook_updated AFTER UPDATE OF status, assignee_id ON submission
      FOR EACH ROW WHEN (NOT NEW.sandbox AND (${CHANGED}))
      EXECUTE FUNCTION webhook_deliveries_for_update()`);
    await queryRunner.query('DROP TRIGGER submission_webhook_erased ON submission');
    await queryRunner.query(`
      CREATE TRIGGER submission_webhook_erased AFTER DELETE ON submission
      FOR EACH ROW WHEN (NOT OLD.sandbox) EXECUTE FUNCTION webhook_deliveries_for_erasure()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER submission_webhook_updated ON submission');
    await queryRunner.query(`
      CREATE TRIGGER submission_webhook_updated AFTER UPDATE OF status, assignee_id ON submission
      FOR EACH ROW WHEN (${CHANGED})
      EXECUTE FUNCTION webhook_deliveries_for_update()`);
    await queryRunner.query('DROP TRIGGER submission_webhook_erased ON submission');
    await queryRunner.query(`
      CREATE TRIGGER submission_webhook_erased AFTER DELETE ON submission
      FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_for_erasure()`);
  }
}
