import { ACKNOWLEDGEMENT_LIMIT } from '@orbitwise/contracts/admin';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// The contract's limit, written into the trigger when it is created: changing it takes a new migration.
const { perAddress: ACK_MAX, windowHours: ACK_HOURS } = ACKNOWLEDGEMENT_LIMIT;

/**
 * The notifications domain's tables.
 *
 * - `notification_delivery` is the outbox: an AFTER INSERT trigger on `submission` (itself written by
 *   the triggers on the three submission tables) adds the deliveries of every new submission in the
 *   same statement, hence the same transaction, as the submission: one e-mail to the staff, one per
 *   webhook endpoint that takes the kind, and the visitor's acknowledgement when it is on for the
 *   kind. `job_id` is the pg-boss job now responsible for it; NULL means not queued yet, and the
 *   relay queues it (right after the insert, or from its periodic sweep after a crash). Deleting the
 *   submission cascades to its deliveries and their attempts.
 * - `notification_attempt`: each try, with a short excerpt of the answer or the error.
 * - `webhook_endpoint`, `notification_recipients` (per area; absent = the environment's default),
 *   `acknowledgement_setting` (per kind; absent = off).
 */
export class CreateNotifications1764200000000 implements MigrationInterface {
  name = 'CreateNotifications1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoint (
        id bigserial PRIMARY KEY,
        url varchar(2048) NOT NULL,
        secret text NOT NULL,
        kinds varchar(20)[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE notification_recipients (
        area varchar(20) PRIMARY KEY CHECK (area IN ('leads', 'applications')),
        addresses varchar(254)[] NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE acknowledgement_setting (
        kind varchar(20) PRIMARY KEY
          CHECK (kind IN ('enquiry', 'contact', 'event', 'it-support', 'newsletter', 'application')),
        enabled boolean NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE notification_delivery (
        id bigserial PRIMARY KEY,
        submission_id bigint NOT NULL REFERENCES submission (id) ON DELETE CASCADE,
        channel varchar(20) NOT NULL CHECK (channel IN ('email', 'webhook', 'acknowledgement')),
        webhook_endpoint_id bigint REFERENCES webhook_endpoint (id) ON DELETE SET NULL,
        state varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'sent', 'failed', 'held', 'unconfigured', 'skipped')),
        reason text,
        job_id uuid,
        target text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX notification_delivery_submission ON notification_delivery (submission_id)',
    );
    await queryRunner.query(
      `CREATE INDEX notification_delivery_unqueued ON notification_delivery (id)
       WHERE job_id IS NULL AND state = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX notification_delivery_attention ON notification_delivery (state, updated_at)
       WHERE state IN ('failed', 'unconfigured', 'held')`,
    );
    await queryRunner.query(
      `CREATE INDEX notification_delivery_acknowledged ON notification_delivery (lower(target), created_at)
       WHERE channel = 'acknowledgement'`,
    );
    await queryRunner.query(`
      CREATE TABLE notification_attempt (
        id bigserial PRIMARY KEY,
        delivery_id bigint NOT NULL REFERENCES notification_delivery (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        ok boolean NOT NULL,
        detail varchar(500) NOT NULL,
        duration_ms integer NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX notification_attempt_delivery ON notification_attempt (delivery_id, at)',
    );

    await queryRunner.query(`
      CREATE FUNCTION notification_deliveries_for_submission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_delivery (submission_id, channel) VALUES (NEW.id, 'email');
        INSERT INTO notification_delivery (submission_id, channel, webhook_endpoint_id, target)
          SELECT NEW.id, 'webhook', id, url FROM webhook_endpoint
          WHERE enabled AND NEW.kind = ANY (kinds);
        IF NEW.email <> '' AND EXISTS (SELECT 1 FROM acknowledgement_setting WHERE kind = NEW.kind AND enabled) THEN
          -- At most ACK_MAX per ACK_HOURS per address, counted here under a lock on the address, so that
          -- a burst of submissions cannot get past the limit before any acknowledgement is sent.
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
      CREATE TRIGGER submission_notifications AFTER INSERT ON submission
      FOR EACH ROW EXECUTE FUNCTION notification_deliveries_for_submission()`);

    // Spam sends nothing further: marking a submission spam holds what it has not sent (a job still
    // queued for it finds its delivery no longer its own); moving it out of spam releases it to the relay.
    await queryRunner.query(`
      CREATE FUNCTION notification_deliveries_follow_spam() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`
      CREATE TRIGGER submission_spam_holds_notifications AFTER UPDATE OF status ON submission
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION notification_deliveries_follow_spam()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER submission_spam_holds_notifications ON submission');
    await queryRunner.query('DROP TRIGGER submission_notifications ON submission');
    await queryRunner.query(
      'DROP FUNCTION notification_deliveries_follow_spam(), notification_deliveries_for_submission()',
    );
    await queryRunner.query(
      'DROP TABLE notification_attempt, notification_delivery, acknowledgement_setting, notification_recipients, webhook_endpoint',
    );
  }
}
