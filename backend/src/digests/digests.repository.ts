import { Injectable } from '@nestjs/common';
import type { DigestIssueView, DigestItem, DigestSettings } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

/** A recipient's copy to send now: claimed by one sending run until `claimed_until`. */
export interface RecipientToSend {
  issueId: string;
  subscriptionId: string;
  email: string;
  tries: number;
  items: DigestItem[];
}

export type RecipientOutcome = 'sent' | 'failed' | 'skipped' | 'pending';

/** A sending run's claim on its rows: long enough for a minute's e-mails; a crash frees them after it. */
const CLAIM = '5 minutes';

const SETTINGS_COLUMNS = `schedule, weekday, hour, include_jobs AS "includeJobs",
  include_events AS "includeEvents", per_minute AS "perMinute"`;

/** The only SQL on `digest_settings`, `digest_issue` and `digest_recipient`. */
@Injectable()
export class DigestsRepository {
  constructor(private readonly db: Database) {}

  async settings(): Promise<DigestSettings> {
    const [row] = await this.db.query<DigestSettings>(
      `SELECT ${SETTINGS_COLUMNS} FROM digest_settings WHERE id = 1`,
    );
    return row!;
  }

  async saveSettings(s: DigestSettings): Promise<DigestSettings> {
    const [row] = await this.db.query<DigestSettings>(
      `UPDATE digest_settings SET schedule = $1::varchar, weekday = $2, hour = $3, include_jobs = $4,
         include_events = $5, per_minute = $6, updated_at = now(),
         switched_on_at = CASE WHEN $1::varchar = 'off' THEN NULL WHEN schedule = 'off' THEN now() ELSE switched_on_at END
       WHERE id = 1 RETURNING ${SETTINGS_COLUMNS}`,
      [s.schedule, s.weekday, s.hour, s.includeJobs, s.includeEvents, s.perMinute],
    );
    return row!;
  }

  /** When the schedule was last switched on; null while it is off. */
  async switchedOnAt(): Promise<Date | null> {
    const [row] = await this.db.query<{ at: Date | null }>(
      'SELECT switched_on_at AS at FROM digest_settings WHERE id = 1',
    );
    return row!.at;
  }

  /** When the latest issue before `tick` was made (its news ended there); null before the first. */
  async previousIssueAt(tick: Date): Promise<Date | null> {
    const [row] = await this.db.query<{ at: Date | null }>(
      'SELECT max(created_at) AS at FROM digest_issue WHERE tick < $1',
      [tick],
    );
    return row!.at;
  }

  /**
   * The issue of `tick` with its recipients, in one transaction; false when that tick already has its
   * issue (a retried or doubled tick), which is left as it is.
   */
  async createIssue(
    tick: Date,
    coversFrom: Date,
    now: Date,
    items: readonly DigestItem[],
    recipients: readonly { subscriptionId: string; email: string }[],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [issue] = await tx.query<{ id: string }>(
        `INSERT INTO digest_issue (tick, covers_from, items, created_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (tick) DO NOTHING RETURNING id::text`,
        [tick, coversFrom, JSON.stringify(items), now],
      );
      if (!issue) return false;
      await tx.query(
        `INSERT INTO digest_recipient (issue_id, subscription_id, email)
         SELECT $1, r.id, r.email FROM unnest($2::bigint[], $3::text[]) AS r (id, email)
         ON CONFLICT DO NOTHING`,
        [issue.id, recipients.map((r) => r.subscriptionId), recipients.map((r) => r.email)],
      );
      return true;
    });
  }

  /**
   * Claims the copies to send now, oldest issue first: at most `perMinute` tried or claimed within
   * the last minute, whichever run (or replica) did it, so the server never gets more than the pace.
   */
  claim(perMinute: number): Promise<RecipientToSend[]> {
    return this.db.query<RecipientToSend>(
      `WITH budget AS (
         SELECT greatest($1::int - count(*), 0) AS n FROM digest_recipient
         WHERE tried_at > now() - interval '1 minute' OR (state = 'pending' AND claimed_until > now())),
       due AS (
         SELECT issue_id, subscription_id FROM digest_recipient
         WHERE state = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY issue_id, subscription_id LIMIT (SELECT n FROM budget) FOR UPDATE SKIP LOCKED)
       UPDATE digest_recipient r SET claimed_until = now() + interval '${CLAIM}'
       FROM due, digest_issue i
       WHERE r.issue_id = due.issue_id AND r.subscription_id = due.subscription_id AND i.id = r.issue_id
       RETURNING r.issue_id::text AS "issueId", r.subscription_id::text AS "subscriptionId", r.email,
                 r.tries, i.items`,
      [perMinute],
    );
  }

  /** Records one try; `pending` frees the row for a later run (a refusal for now). */
  async settle(issueId: string, subscriptionId: string, outcome: RecipientOutcome, reason: string | null) {
    await this.db.query(
      `UPDATE digest_recipient SET state = $3::text, reason = $4, claimed_until = NULL,
         tries = tries + CASE WHEN $3::text = 'skipped' THEN 0 ELSE 1 END,
         tried_at = CASE WHEN $3::text = 'skipped' THEN tried_at ELSE now() END,
         sent_at = CASE WHEN $3::text = 'sent' THEN now() ELSE sent_at END
       WHERE issue_id = $1 AND subscription_id = $2 AND state = 'pending'`,
      [issueId, subscriptionId, outcome, reason],
    );
  }

  /** The latest issues with their counts. */
  async issues(limit: number): Promise<DigestIssueView[]> {
    const rows = await this.db.query<Omit<DigestIssueView, 'sentAt'> & { sentAt: Date }>(
      `SELECT i.id::text, i.created_at AS "sentAt", i.items,
              count(r.*)::int AS recipients,
              count(*) FILTER (WHERE r.state = 'sent')::int AS delivered,
              count(*) FILTER (WHERE r.state = 'failed')::int AS failed,
              count(*) FILTER (WHERE r.state = 'pending')::int AS pending
       FROM digest_issue i LEFT JOIN digest_recipient r ON r.issue_id = i.id
       GROUP BY i.id ORDER BY i.tick DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
  }
}
