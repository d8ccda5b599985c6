import { Injectable } from '@nestjs/common';
import {
  RETENTION_DEFAULTS,
  type RetentionSettings,
  type SubmissionKind,
  type SubmissionStatus,
} from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';
import type { Keyset } from './cursor';
import { filterConditions, readBy, whereClause, type SubmissionFilter } from './submission-filters';

/** One envelope as the inbox lists it, with its keyset position. */
export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  receivedAt: Date;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  status: SubmissionStatus;
  read: boolean;
  assigneeId: string | null;
  assigneeName: string | null;
  hasResume: boolean;
  waitlisted: boolean;
  receivedMicros: string;
  /** The last change a partner syncs, RFC 3339 in UTC with the column's microseconds. */
  updatedAt: string;
}

/** The envelope with the id of its row in the owning domain's table. */
export interface EnvelopeRow extends SubmissionRow {
  sourceId: string;
  /** Submitted with a test integration key. */
  sandbox: boolean;
  /** A newsletter subscription its owner has not confirmed: no lead yet. */
  awaitingConfirmation: boolean;
}

export interface KindCount {
  kind: SubmissionKind;
  total: number;
  unread: number;
}

export interface TriageChange {
  status?: SubmissionStatus;
  /** Present to (un)assign: an operator id or null. */
  assigneeId?: string | null;
  read?: boolean;
}

export interface TriageResult {
  fromStatus: SubmissionStatus;
  toStatus: SubmissionStatus;
  fromAssigneeId: string | null;
  toAssigneeId: string | null;
}

/**
 * The columns of a summary; `read` is whether the operator behind `readerParam` has read it (false
 * without a reader). The operator's display name is read from the operators domain's table, and an
 * event registration's place on the waitlist from the enquiries' (by primary key), read-only, for display.
 */
export const summary = (readerParam: string | null) => `
  s.id, s.kind, s.received_at AS "receivedAt", s.name, s.email, s.phone, s.subject, s.status,
  ${readerParam ? readBy(readerParam) : 'false'} AS read, s.assignee_id AS "assigneeId",
  o.display_name AS "assigneeName", s.career_application_id IS NOT NULL AS "hasResume",
  coalesce((SELECT e.waitlisted FROM enquiry e WHERE e.id = s.enquiry_id), false) AS waitlisted,
  (extract(epoch FROM s.received_at) * 1000000)::bigint::text AS "receivedMicros",
  to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "updatedAt"`;
export const FROM = 'FROM submission s LEFT JOIN operator o ON o.id = s.assignee_id';
const NEWEST_FIRST = 'ORDER BY s.received_at DESC, s.id DESC';
const envelope = (readerParam: string | null) => `SELECT ${summary(readerParam)}, s.sandbox,
  s.awaiting_confirmation AS "awaitingConfirmation",
  coalesce(s.enquiry_id, s.career_application_id, s.subscription_id) AS "sourceId" ${FROM}`;

/** The submission table's SQL (the inbox's envelope and triage state). */
@Injectable()
export class SubmissionsRepository {
  constructor(private readonly db: Database) {}

  /** Newest first, after the keyset when given; `limit` rows at most. */
  async list(filter: SubmissionFilter, after: Keyset | null, limit: number): Promise<SubmissionRow[]> {
    const params: unknown[] = [];
    const conditions = filterConditions(filter, params);
    if (after) {
      const micros = `$${params.push(after.receivedMicros)}`;
      const id = `$${params.push(after.id)}`;
      conditions.push(
        `(s.received_at, s.id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::bigint)`,
      );
    }
    const limitParam = `$${params.push(limit)}`;
    const reader = `$${params.push(filter.readerId)}`;
    return this.db.query<SubmissionRow>(
      `SELECT ${summary(reader)} ${FROM} ${whereClause(conditions)} ${NEWEST_FIRST} LIMIT ${limitParam}`,
      params,
    );
  }

  /** With `read` as this reader has it (false without one). */
  async find(id: string, readerId: string | null = null): Promise<EnvelopeRow | null> {
    const rows = readerId
      ? await this.db.query<EnvelopeRow>(`${envelope('$2')} WHERE s.id = $1`, [id, readerId])
      : await this.db.query<EnvelopeRow>(`${envelope(null)} WHERE s.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Everything sent from this address, any kind, newest first; the case of the address is ignored
   * (privacy's access requests and erasure per address).
   */
  findByEmail(email: string): Promise<EnvelopeRow[]> {
    // lower(email) is what submission_email_idx indexes.
    return this.db.query<EnvelopeRow>(`${envelope(null)} WHERE lower(s.email) = lower($1) ${NEWEST_FIRST}`, [
      email,
    ]);
  }

  /** Marks it read for this operator only (submission_read, the inbox's table of read marks). */
  async markRead(id: string, readerId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO submission_read (operator_id, submission_id) SELECT $2, id FROM submission WHERE id = $1
       ON CONFLICT DO NOTHING`,
      [id, readerId],
    );
  }

  /**
   * Applies a triage change and, if the status changed, appends its history row, in one statement:
   * no status change without its history. `read` marks it read or unread for the operator alone. The row is locked first, so concurrent changes queue and
   * each history row's `from` is the status it really replaced. Null when the submission is gone.
   */
  async triage(id: string, change: TriageChange, operatorId: string): Promise<TriageResult | null> {
    const rows = await this.db.query<TriageResult>(
      `WITH old AS (
         SELECT id, status, assignee_id FROM submission WHERE id = $1 FOR UPDATE
       ), changed AS (
         UPDATE submission s SET
           status = coalesce($2, s.status),
           assignee_id = CASE WHEN $3::boolean THEN $4::uuid ELSE s.assignee_id END
         FROM old WHERE s.id = old.id
         RETURNING s.id, old.status AS from_status, s.status AS to_status,
                   old.assignee_id AS from_assignee, s.assignee_id AS to_assignee
       ), history AS (
         INSERT INTO submission_status_change (submission_id, from_status, to_status, operator_id)
         SELECT id, from_status, to_status, $6 FROM changed WHERE from_status <> to_status
       ), marked_read AS (
         INSERT INTO submission_read (operator_id, submission_id)
         SELECT $6, id FROM changed WHERE $5::boolean ON CONFLICT DO NOTHING
       ), marked_unread AS (
         DELETE FROM submission_read r USING changed
         WHERE NOT $5::boolean AND r.operator_id = $6 AND r.submission_id = changed.id
       )
       SELECT from_status AS "fromStatus", to_status AS "toStatus",
              from_assignee AS "fromAssigneeId", to_assignee AS "toAssigneeId"
       FROM changed`,
      [
        id,
        change.status ?? null,
        change.assigneeId !== undefined,
        change.assigneeId ?? null,
        change.read ?? null,
        operatorId,
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * Totals, and what this reader has not read, of the given kinds (kinds without submissions are
   * absent); the sandbox's aside. Newsletter subscriptions count while their owner is a confirmed
   * subscriber (double opt-in; one who unsubscribed stays listed but is no longer counted).
   */
  async countByKind(kinds: readonly SubmissionKind[], readerId: string): Promise<KindCount[]> {
    return this.db.query<KindCount>(
      `SELECT kind, count(*)::int AS total, (count(*) FILTER (WHERE NOT ${readBy('$2')}))::int AS unread
       FROM submission s WHERE kind = ANY($1) AND NOT sandbox AND NOT awaiting_confirmation
         AND (s.subscription_id IS NULL
              OR EXISTS (SELECT 1 FROM subscription sub WHERE sub.id = s.subscription_id AND sub.state = 'confirmed'))
       GROUP BY kind`,
      [kinds, readerId],
    );
  }

  /**
   * The retention in force, for the dashboard: read-only from retention_setting, which the privacy
   * domain's settings call changes. A kind without a row keeps the default.
   */
  async retention(): Promise<RetentionSettings> {
    const rows = await this.db.query<{ kind: SubmissionKind; days: number | null }>(
      'SELECT kind, days FROM retention_setting',
    );
    return { ...RETENTION_DEFAULTS, ...Object.fromEntries(rows.map((row) => [row.kind, row.days])) };
  }
}
