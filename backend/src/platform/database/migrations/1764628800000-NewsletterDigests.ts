import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newsletter's digests (the digests domain's tables):
 * - `digest_settings`: one row, the administrators' schedule (off, weekly on a weekday and hour,
 *   monthly on the 1st at an hour; UTC), what goes in beside posts, and the sending pace per minute;
 * - `digest_issue`: one per schedule tick that had something new; `tick` (the hour it was due) is
 *   unique, so a retried or doubled tick never makes a second issue;
 * - `digest_recipient`: the issue's outbox, one row per confirmed subscriber at the time, unique per
 *   issue and subscription and per issue and address, so nobody is mailed twice and nobody is lost
 *   (a row stays `pending` until the server's answer is recorded; a sending run claims its rows for a
 *   while, `claimed_until`, so that two runs never take the same row; `tried_at` paces the sending:
 *   at most the setting's number of tries in any minute). `skipped`: unsubscribed before
 *   its turn. Erasing a subscription deletes its rows (ON DELETE CASCADE): the address is removed
 *   everywhere.
 */
export class NewsletterDigests1764628800000 implements MigrationInterface {
  name = 'NewsletterDigests1764628800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS digest_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        schedule varchar(10) NOT NULL DEFAULT 'off' CHECK (schedule IN ('off', 'weekly', 'monthly')),
        weekday smallint NOT NULL DEFAULT 1 CHECK (weekday BETWEEN 0 AND 6),
        hour smallint NOT NULL DEFAULT 9 CHECK (hour BETWEEN 0 AND 23),
        include_jobs boolean NOT NULL DEFAULT false,
        include_events boolean NOT NULL DEFAULT false,
        per_minute integer NOT NULL DEFAULT 60 CHECK (per_minute BETWEEN 1 AND 1000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('INSERT INTO digest_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS digest_issue (
        id bigserial PRIMARY KEY,
        tick timestamptz NOT NULL UNIQUE,
        covers_from timestamptz NOT NULL,
        items jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS digest_recipient (
        issue_id bigint NOT NULL REFERENCES digest_issue (id) ON DELETE CASCADE,
        subscription_id bigint NOT NULL REFERENCES subscription (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        state varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'sent', 'failed', 'skipped')),
        reason text,
        tries integer NOT NULL DEFAULT 0,
        claimed_until timestamptz,
        tried_at timestamptz,
        sent_at timestamptz,
        PRIMARY KEY (issue_id, subscription_id)
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX IF NOT EXISTS digest_recipient_address_idx ON digest_recipient (issue_id, lower(email))',
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS digest_recipient_pending_idx ON digest_recipient (issue_id, subscription_id)
       WHERE state = 'pending'`,
    );
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS digest_recipient_subscription_idx ON digest_recipient (subscription_id)',
    );
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS digest_recipient_tried_idx ON digest_recipient (tried_at) WHERE tried_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS digest_recipient, digest_issue, digest_settings');
  }
}
