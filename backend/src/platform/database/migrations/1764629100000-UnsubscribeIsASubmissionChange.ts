import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A newsletter subscriber's unsubscribe is a change of its submission, as integrators see it: the
 * envelope's `updated_at` moves (so the read API's `updatedSince` sync lists it again, with its
 * unsubscribed time), and each enabled endpoint taking `submission.updated` gets that event, written
 * into the outbox like a triage change's (its status and assignee unchanged, so `changed` is empty).
 * Whatever unsubscribes (the link's POST, a mail client's one-click), the trigger does it; its NOTIFY
 * rings the outbox at commit. A subscription never confirmed was never a lead: no event for it.
 */
export class UnsubscribeIsASubmissionChange1764629100000 implements MigrationInterface {
  name = 'UnsubscribeIsASubmissionChange1764629100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION submission_changes_on_unsubscribe() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        envelope submission%ROWTYPE;
      BEGIN
        UPDATE submission SET updated_at = submission_change_time()
        WHERE subscription_id = NEW.id RETURNING * INTO envelope;
        IF envelope.id IS NULL OR envelope.awaiting_confirmation OR envelope.sandbox THEN
          RETURN NULL;
        END IF;
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target, event, event_data)
          SELECT envelope.id, 'webhook', id, url, 'submission.updated',
                 jsonb_build_object('now', webhook_triage_state(envelope.status, envelope.assignee_id),
                                    'before', webhook_triage_state(envelope.status, envelope.assignee_id))
          FROM webhook_endpoint
          WHERE enabled AND envelope.kind = ANY (kinds) AND 'submission.updated' = ANY (events);
        IF FOUND THEN PERFORM pg_notify('notification_outbox', ''); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER subscription_unsubscribed_changes_submission AFTER UPDATE OF state ON subscription
      FOR EACH ROW WHEN (NEW.state = 'unsubscribed' AND OLD.state IS DISTINCT FROM 'unsubscribed')
      EXECUTE FUNCTION submission_changes_on_unsubscribe()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER subscription_unsubscribed_changes_submission ON subscription');
    await queryRunner.query('DROP FUNCTION submission_changes_on_unsubscribe()');
  }
}
