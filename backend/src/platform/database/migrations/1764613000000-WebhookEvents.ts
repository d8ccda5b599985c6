import { ACKNOWLEDGEMENT_LIMIT } from '@orbitwise/contracts/admin';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const { perAddress: ACK_MAX, windowHours: ACK_HOURS } = ACKNOWLEDGEMENT_LIMIT;

/**
 * Webhook events beyond a new submission, written by triggers into the same outbox:
 *
 * - `notification_delivery.event`: what the delivery announces (`submission.created` for every
 *   existing row, e-mails and acknowledgements included); `event_data` what it needs beyond the
 *   submission's row: for `submission.updated` the triage state after the change and what it was
 *   before, snapshotted by the trigger; for `submission.erased` the submission's id and kind, kept
 *   because the row is gone (so `submission_id` may now be NULL, for an erased submission only).
 * - `webhook_endpoint.events`: the events an endpoint takes. Existing endpoints keep only
 *   `submission.created`, what their receivers were written for; new ones take all by default.
 * - Triggers on `submission`: after a change of status or assignee, and after a delete (an erasure,
 *   the retention purge), one webhook delivery per enabled endpoint that takes the kind and the event.
 *   Each has a function of its own, so a condition (such as skipping a class of rows) is a small
 *   change to its trigger's WHEN clause. Whatever wrote the change (the console's triage, an erasure,
 *   the purge), the trigger's NOTIFY on `notification_outbox` rings the outbox at commit
 *   (OutboxListener), so these events go at once rather than at the relay's next sweep.
 */
export class WebhookEvents1764613000000 implements MigrationInterface {
  name = 'WebhookEvents1764613000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE notification_delivery
        ADD COLUMN event varchar(30) NOT NULL DEFAULT 'submission.created'
          CHECK (event IN ('submission.created', 'submission.updated', 'submission.erased')),
        ADD COLUMN event_data jsonb,
        ALTER COLUMN submission_id DROP NOT NULL,
        ADD CONSTRAINT notification_delivery_erased_has_no_submission
          CHECK ((event = 'submission.erased') = (submission_id IS NULL))`);
    await queryRunner.query(`
      ALTER TABLE webhook_endpoint
        ADD COLUMN events varchar(30)[] NOT NULL DEFAULT '{submission.created}'`);
    await queryRunner.query(`
      ALTER TABLE webhook_endpoint
        ALTER COLUMN events SET DEFAULT '{submission.created,submission.updated,submission.erased}'`);

    // As before, with the endpoint's choice of events.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notification_deliveries_for_submission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_delivery (submission_id, channel) VALUES (NEW.id, 'email');
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target)
          SELECT NEW.id, 'webhook', id, url FROM webhook_endpoint
          WHERE enabled AND NEW.kind = ANY (kinds) AND 'submission.created' = ANY (events);
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
      END $$`);

    // Spam holds what would tell the submission's content (its e-mail, acknowledgement, created event);
    // its triage events carry none and still go, so a receiver hears that a lead was marked spam.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notification_deliveries_follow_spam() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'spam' THEN
          UPDATE notification_delivery
          SET state = 'held', reason = 'The submission is marked spam.', job_id = NULL, updated_at = now()
          WHERE submission_id = NEW.id AND event = 'submission.created'
            AND state IN ('pending', 'failed', 'unconfigured');
        ELSIF OLD.status = 'spam' THEN
          UPDATE notification_delivery SET state = 'pending', reason = NULL, job_id = NULL, updated_at = now()
          WHERE submission_id = NEW.id AND state = 'held';
        END IF;
        RETURN NULL;
      END $$`);

    // The triage state as the event tells it: status and assignee, the assignee as the read API shows it.
    await queryRunner.query(`
      CREATE FUNCTION webhook_triage_state(status varchar, assignee uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
        SELECT jsonb_build_object('status', status, 'assignee',
          (SELECT jsonb_build_object('id', o.id, 'displayName', o.display_name) FROM operator o WHERE o.id = assignee))
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION webhook_deliveries_for_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target, event, event_data)
          SELECT NEW.id, 'webhook', id, url, 'submission.updated',
                 jsonb_build_object('now', webhook_triage_state(NEW.status, NEW.assignee_id),
                                    'before', webhook_triage_state(OLD.status, OLD.assignee_id))
          FROM webhook_endpoint
          WHERE enabled AND NEW.kind = ANY (kinds) AND 'submission.updated' = ANY (events);
        IF FOUND THEN PERFORM pg_notify('notification_outbox', ''); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_webhook_updated AFTER UPDATE OF status, assignee_id ON submission
      FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.assignee_id IS DISTINCT FROM NEW.assignee_id)
      EXECUTE FUNCTION webhook_deliveries_for_update()`);

    // No personal data: the id and kind only (the submission's other deliveries go with its row).
    await queryRunner.query(`
      CREATE FUNCTION webhook_deliveries_for_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_delivery (channel, webhook_endpoint_id, target, event, event_data)
          SELECT 'webhook', id, url, 'submission.erased',
                 jsonb_build_object('id', OLD.id::text, 'kind', OLD.kind)
          FROM webhook_endpoint
          WHERE enabled AND OLD.kind = ANY (kinds) AND 'submission.erased' = ANY (events);
        IF FOUND THEN PERFORM pg_notify('notification_outbox', ''); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_webhook_erased AFTER DELETE ON submission
      FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_for_erasure()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER submission_webhook_erased ON submission');
    await queryRunner.query('DROP TRIGGER submission_webhook_updated ON submission');
    await queryRunner.query(
      'DROP FUNCTION webhook_deliveries_for_erasure(), webhook_deliveries_for_update(), webhook_triage_state(varchar, uuid)',
    );
    await queryRunner.query("DELETE FROM notification_delivery WHERE event <> 'submission.created'");
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notification_deliveries_for_submission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_delivery (submission_id, channel) VALUES (NEW.id, 'email');
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target)
          SELECT NEW.id, 'webhook', id, url FROM webhook_endpoint
          WHERE enabled AND NEW.kind = ANY (kinds);
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
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notification_deliveries_follow_spam() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'spam' THEN
          UPDATE notification_delivery
          SET state = 'held', reason = 'The submission is marked spam.', job_id = NULL, updated_at = now()
          WHERE submission_id = NEW.id AND state IN ('pending', 'failed', 'unconfigured');
        ELSIF OLD.status = 'spam' THEN
          UPDATE notification_delivery SET state = 'pending', reason = NULL, job_id = NULL, updated_at = now()
          WHERE submission_id = NEW.id AND state = 'held';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query('ALTER TABLE webhook_endpoint DROP COLUMN events');
    await queryRunner.query(`
      ALTER TABLE notification_delivery
        DROP CONSTRAINT notification_delivery_erased_has_no_submission,
        ALTER COLUMN submission_id SET NOT NULL,
        DROP COLUMN event_data,
        DROP COLUMN event`);
  }
}
