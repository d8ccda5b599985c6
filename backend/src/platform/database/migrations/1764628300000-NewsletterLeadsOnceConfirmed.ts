import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ACKNOWLEDGEMENT_LIMIT } from '@orbitwise/contracts/admin';

const { perAddress: ACK_MAX, windowHours: ACK_HOURS } = ACKNOWLEDGEMENT_LIMIT;

/**
 * A newsletter subscription becomes a lead only once its owner confirms it (double opt-in).
 *
 * - `submission.awaiting_confirmation`: set on the envelope of a live subscription that is not
 *   confirmed (pending, or from before double opt-in); the inbox's list, counts, exports, the read
 *   API and its sync leave such envelopes out. Cleared once, when the subscription is confirmed (a
 *   subscriber who later unsubscribes stays listed, with its state). A test key's sandbox rows are
 *   never held: nobody confirms them.
 * - The outbox: such an envelope gets only its acknowledgement (the confirmation e-mail) at insert;
 *   the staff e-mail and the `submission.created` webhooks are queued when the flag is cleared, so
 *   they go once, at confirmation (its NOTIFY rings the outbox at commit, whatever confirmed it).
 * - Erasing one that was never confirmed (its address erased, the retention purge) leaves no
 *   tombstone for the sync and sends no `submission.erased` webhook: no integrator ever saw it.
 */
export class NewsletterLeadsOnceConfirmed1764628300000 implements MigrationInterface {
  name = 'NewsletterLeadsOnceConfirmed1764628300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE submission ADD COLUMN awaiting_confirmation boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query(`
      UPDATE submission s SET awaiting_confirmation = true
      FROM subscription sub
      WHERE sub.id = s.subscription_id AND sub.confirmed_at IS NULL AND NOT sub.sandbox`);

    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION submission_from_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, subscription_id, received_at, name, email, subject, search_text, awaiting_confirmation)
        VALUES ('newsletter', NEW.id, NEW.created_at, '', NEW.email, NULL, lower(NEW.email),
                NEW.state <> 'confirmed' AND NOT NEW.sandbox);
        RETURN NULL;
      END $$`);
    await queryRunner.query(deliveriesFunction(true));

    await queryRunner.query(`
      CREATE FUNCTION submission_leads_on_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE submission SET awaiting_confirmation = false
        WHERE subscription_id = NEW.id AND awaiting_confirmation;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER subscription_confirmed_into_inbox AFTER UPDATE OF state ON subscription
      FOR EACH ROW WHEN (NEW.state = 'confirmed' AND OLD.state IS DISTINCT FROM 'confirmed')
      EXECUTE FUNCTION submission_leads_on_confirmation()`);

    await queryRunner.query(`
      CREATE FUNCTION notification_deliveries_on_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_delivery (submission_id, channel) VALUES (NEW.id, 'email');
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target)
          SELECT NEW.id, 'webhook', id, url FROM webhook_endpoint
          WHERE enabled AND NEW.kind = ANY (kinds) AND 'submission.created' = ANY (events);
        PERFORM pg_notify('notification_outbox', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_notifications_on_confirmation AFTER UPDATE OF awaiting_confirmation ON submission
      FOR EACH ROW WHEN (OLD.awaiting_confirmation AND NOT NEW.awaiting_confirmation AND NOT NEW.sandbox)
      EXECUTE FUNCTION notification_deliveries_on_confirmation()`);
    await erasureTriggers(queryRunner, 'NOT OLD.awaiting_confirmation');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await erasureTriggers(queryRunner, 'true');
    await queryRunner.query('DROP TRIGGER submission_notifications_on_confirmation ON submission');
    await queryRunner.query('DROP TRIGGER subscription_confirmed_into_inbox ON subscription');
    await queryRunner.query(
      'DROP FUNCTION notification_deliveries_on_confirmation(), submission_leads_on_confirmation()',
    );
    await queryRunner.query(deliveriesFunction(false));
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION submission_from_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, subscription_id, received_at, name, email, subject, search_text)
        VALUES ('newsletter', NEW.id, NEW.created_at, '', NEW.email, NULL, lower(NEW.email));
        RETURN NULL;
      END $$`);
    await queryRunner.query('ALTER TABLE submission DROP COLUMN awaiting_confirmation');
  }
}

/** The triggers that tell integrators of an erasure (SubmissionChanges, SandboxTriageSendsNoWebhook), for envelopes matching `also`. */
async function erasureTriggers(queryRunner: QueryRunner, also: string): Promise<void> {
  await queryRunner.query('DROP TRIGGER submission_tombstone ON submission');
  await queryRunner.query(`
    CREATE TRIGGER submission_tombstone AFTER DELETE ON submission
    FOR EACH ROW WHEN (${also}) EXECUTE FUNCTION submission_tombstone_for_delete()`);
  await queryRunner.query('DROP TRIGGER submission_webhook_erased ON submission');
  await queryRunner.query(`
    CREATE TRIGGER submission_webhook_erased AFTER DELETE ON submission
    FOR EACH ROW WHEN (NOT OLD.sandbox AND ${also}) EXECUTE FUNCTION webhook_deliveries_for_erasure()`);
}

/** The outbox rows of a new envelope (as WebhookEvents made them); `holdUnconfirmed`: none but the acknowledgement while it awaits confirmation. */
function deliveriesFunction(holdUnconfirmed: boolean): string {
  const staff = `
        INSERT INTO notification_delivery (submission_id, channel) VALUES (NEW.id, 'email');
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target)
          SELECT NEW.id, 'webhook', id, url FROM webhook_endpoint
          WHERE enabled AND NEW.kind = ANY (kinds) AND 'submission.created' = ANY (events);`;
  return `
      CREATE OR REPLACE FUNCTION notification_deliveries_for_submission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${holdUnconfirmed ? `IF NOT NEW.awaiting_confirmation THEN ${staff} END IF;` : staff}
        IF NEW.email <> '' AND EXISTS (SELECT 1 FROM acknowledgement_setting WHERE kind = NEW.kind AND enabled) THEN
          PERFORM pg_advisory_xact_lock(hashtext('acknowledgement:' || lower(NEW.email)));
          IF (SELECT count(*) FROM notification_delivery
              WHERE channel = 'acknowledgement' AND lower(target) = lower(NEW.email)
                AND state <> 'skipped' AND created_at > now() - interval '${ACK_HOURS} hours') >= ${ACK_MAX} THEN
            INSERT INTO notification_delivery (submission_id, channel, target, state, reason)
            VALUES (NEW.id, 'acknowledgement', NEW.email, 'skipped',
                    'This address already got ${ACK_MAX} acknowledgements in ${ACK_HOURS} hours.');
          ELSE
            INSERT INTO notification_delivery (submission_id, channel, target) VALUES (NEW.id, 'acknowledgement', NEW.email);
          END IF;
        END IF;
        RETURN NULL;
      END $$`;
}
