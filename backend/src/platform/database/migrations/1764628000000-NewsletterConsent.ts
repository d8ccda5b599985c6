import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in for the newsletter. Each AddUserSubscription row gets its subscriber state and its
 * consent record:
 *
 * - `state`: `pending` until the address's owner follows the confirmation link, then `confirmed`;
 *   `unsubscribed` after an unsubscribe. Rows stored before confirmation existed were never confirmed
 *   by their owner, so they become `unconfirmed-legacy`: never mailed, never counted as subscribers.
 * - The consent record: when (`created_at`), which form (`consent_form`), from which page if the
 *   browser said (`consent_page`), and which wording of the consent text (`consent_wording`).
 * - The confirmation e-mail is the newsletter's acknowledgement (the outbox's existing channel and
 *   per-address limit), so it is turned on here.
 */
export class NewsletterConsent1764628000000 implements MigrationInterface {
  name = 'NewsletterConsent1764628000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Existing rows take the first default; new rows the second.
    await queryRunner.query(`
      ALTER TABLE subscription
        ADD COLUMN state varchar(24) NOT NULL DEFAULT 'unconfirmed-legacy'
          CHECK (state IN ('pending', 'confirmed', 'unsubscribed', 'unconfirmed-legacy')),
        ADD COLUMN consent_form varchar(40),
        ADD COLUMN consent_page varchar(300),
        ADD COLUMN consent_wording varchar(40),
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN unsubscribed_at timestamptz`);
    await queryRunner.query(`ALTER TABLE subscription ALTER COLUMN state SET DEFAULT 'pending'`);
    await queryRunner.query('CREATE INDEX subscription_email_idx ON subscription (lower(email))');
    await queryRunner.query(`
      INSERT INTO acknowledgement_setting (kind, enabled) VALUES ('newsletter', true)
      ON CONFLICT (kind) DO UPDATE SET enabled = true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX subscription_email_idx');
    await queryRunner.query(`
      ALTER TABLE subscription DROP COLUMN state, DROP COLUMN consent_form, DROP COLUMN consent_page,
        DROP COLUMN consent_wording, DROP COLUMN confirmed_at, DROP COLUMN unsubscribed_at`);
  }
}
