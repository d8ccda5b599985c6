import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries per recipient:
 * - `recipients`: an e-mail's recipients, fixed at its first try, each with its own state and the
 *   server's reply to it (`[{"address", "state": "pending" | "sent" | "failed", "reply"}]`). A retry
 *   goes only to those still pending, so one refused address no longer repeats the e-mail to the
 *   others. NULL until the first try (and again after a Resend, which reads the list afresh).
 * - `resends`: how many times an operator pressed Resend; a webhook resent carries a new webhook-id.
 */
export class DeliverPerRecipient1764430000000 implements MigrationInterface {
  name = 'DeliverPerRecipient1764430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE notification_delivery
        ADD COLUMN recipients jsonb CHECK (recipients IS NULL OR jsonb_typeof(recipients) = 'array'),
        ADD COLUMN resends integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE notification_delivery DROP COLUMN recipients, DROP COLUMN resends');
  }
}
