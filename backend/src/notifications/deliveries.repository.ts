import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type {
  DeliveryChannel,
  DeliveryState,
  ResendTarget,
  SubmissionKind,
  SubmissionStatus,
  WebhookEventType,
} from '@orbitwise/contracts/admin';
import { Database, type Transaction } from '../platform/database/database';

/** What a `submission.updated` delivery's trigger kept: the triage state after and before the change. */
export interface TriageChange {
  now: { status: SubmissionStatus; assignee: { id: string; displayName: string } | null };
  before: TriageChange['now'];
}

/**
 * A delivery its job is about to try, with what it needs of its submission. For `submission.erased`
 * the row is gone: its id and kind come from what the trigger kept, and the rest is empty.
 */
export interface DeliveryToTry {
  id: string;
  channel: DeliveryChannel;
  event: WebhookEventType;
  /** When the event happened (the delivery was written with it): the payload's timestamp on every try. */
  createdAt: Date;
  /** `submission.updated`: the change; null for the other events. */
  triage: TriageChange | null;
  webhookEndpointId: string | null;
  target: string | null;
  submissionId: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  name: string;
  email: string;
  sourceId: string;
  receivedAt: Date;
  /** An e-mail's recipients as fixed at its first try; null before it (and after a Resend). */
  recipients: RecipientState[] | null;
  /** How many times an operator pressed Resend. */
  resends: number;
}

/** One recipient of an e-mail delivery: still to be sent to, sent, or refused for good, with the reply. */
export interface RecipientState {
  address: string;
  state: 'pending' | 'sent' | 'failed';
  reply: string | null;
}

export interface DeliveryRow {
  id: string;
  channel: DeliveryChannel;
  event: WebhookEventType;
  target: string | null;
  recipients: RecipientState[] | null;
  state: DeliveryState;
  reason: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface AttemptRow {
  deliveryId: string;
  at: Date;
  ok: boolean;
  detail: string;
  durationMs: number;
}

/** Deliveries still being retried after a failed try: how many, since when, and the newest error. */
export interface RetryingRow {
  count: number;
  since: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

export interface FailedDeliveryRow {
  deliveryId: string;
  submissionId: string;
  kind: SubmissionKind;
  channel: DeliveryChannel;
  at: Date;
  reason: string | null;
}

/** A delivery a Resend queued again: what it was, and whom it goes to now (null: read afresh). */
export interface Requeued {
  jobId: string;
  before: Pick<DeliveryRow, 'channel' | 'state' | 'recipients'>;
  recipients: RecipientState[] | null;
}

/**
 * An e-mail that reached some of its recipients and not the others: the list again, those it did not
 * reach waiting. Null otherwise (nobody or everybody reached): the recipients are read afresh.
 */
export function unreachedOnly(recipients: RecipientState[] | null): RecipientState[] | null {
  const reached = recipients?.filter((recipient) => recipient.state === 'sent').length ?? 0;
  if (!recipients || reached === 0 || reached === recipients.length) return null;
  return recipients.map((recipient) =>
    recipient.state === 'sent' ? recipient : { address: recipient.address, state: 'pending', reply: null },
  );
}

/**
 * What a delivery's try ended in. `sent` and `failed` are tries (logged); the rest are not. An e-mail's
 * try also records where each of its recipients stands.
 */
export type Settlement =
  | { state: 'sent'; target: string | null; detail: string; recipients?: RecipientState[] }
  | { state: 'pending' | 'failed'; reason: string; target: string | null; recipients?: RecipientState[] }
  | { state: 'held' | 'unconfigured' | 'skipped'; reason: string };

const DETAIL_MAX = 500;
export const excerpt = (text: string, max = DETAIL_MAX): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

interface JobKey {
  deliveryId: string;
  jobId: string;
}
const keyOf = ({ deliveryId, jobId }: JobKey) => `${deliveryId}/${jobId}`;

/** How long a settlement waits for others to share its statement. */
const SETTLEMENT_WINDOW_MS = 5;

/** One settlement as the statement takes it. */
interface SettlementRow {
  id: string;
  jobId: string;
  state: string;
  reason: string | null;
  tried: boolean;
  target: string | null;
  detail: string;
  durationMs: number;
  recipients: string | null;
}

function settlementRow(id: string, jobId: string, settlement: Settlement, durationMs: number): SettlementRow {
  const detail = excerpt(settlement.state === 'sent' ? settlement.detail : settlement.reason);
  return {
    id,
    jobId,
    state: settlement.state,
    reason: settlement.state === 'sent' ? null : detail,
    tried: 'target' in settlement,
    target: 'target' in settlement ? settlement.target : null,
    detail,
    durationMs: Math.round(durationMs),
    recipients:
      'recipients' in settlement && settlement.recipients ? JSON.stringify(settlement.recipients) : null,
  };
}

/** The settlements as parallel arrays, one parameter per column (unnest'ed into `input`). */
function settlementColumns(rows: readonly SettlementRow[]): unknown[] {
  const column = <K extends keyof SettlementRow>(key: K) => rows.map((row) => row[key]);
  return [
    column('id'),
    column('jobId'),
    column('state'),
    column('reason'),
    column('tried'),
    column('target'),
    column('detail'),
    column('durationMs'),
    column('recipients'),
  ];
}

/**
 * Settles the deliveries `chosen` selects from `input` (the settlements, one row each): their state,
 * and a row in the delivery log for each try. Only while the job is still the delivery's (job_id).
 */
function settleSql(chosen: string): string {
  return `WITH input AS (
       SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::text[], $5::boolean[], $6::text[],
                            $7::text[], $8::integer[], $9::jsonb[])
         AS t(id, job_id, state, reason, tried, target, detail, duration_ms, recipients)),
     chosen AS (${chosen}),
     settled AS (
       UPDATE notification_delivery d
       SET state = c.state, reason = c.reason, target = CASE WHEN c.tried THEN c.target ELSE d.target END,
           updated_at = now(), sent_at = CASE WHEN c.state = 'sent' THEN now() ELSE d.sent_at END,
           recipients = coalesce(c.recipients, d.recipients)
       FROM chosen c WHERE d.id = c.id AND d.job_id = c.job_id
       RETURNING d.id, d.job_id, c.state, c.tried, c.detail, c.duration_ms),
     logged AS (
       INSERT INTO notification_attempt (delivery_id, ok, detail, duration_ms)
       SELECT id, state = 'sent', detail, duration_ms FROM settled WHERE tried ORDER BY id)
     SELECT id, job_id AS "jobId" FROM settled`;
}

// A `submission.erased` delivery outlives its submission's row: its id and kind are in event_data.
const KIND = "coalesce(s.kind, d.event_data->>'kind')";
const SUBMISSION_ID = "coalesce(s.id::text, d.event_data->>'id')";

/** The outbox's SQL: notification_delivery and notification_attempt. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Gives up to `limit` deliveries not queued yet a job id, one per `perJob` of them in id order
   * (inside the caller's transaction, which also inserts the jobs). Skips rows another relay holds.
   */
  claimUnqueued(tx: Transaction, limit: number, perJob: number): Promise<{ id: string; jobId: string }[]> {
    return tx.query(
      `WITH claimed AS (
         SELECT id FROM notification_delivery WHERE job_id IS NULL AND state = 'pending'
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED),
       numbered AS (SELECT id, (row_number() OVER (ORDER BY id) - 1) / $2 AS batch FROM claimed),
       jobs AS (SELECT batch, gen_random_uuid() AS job_id FROM numbered GROUP BY batch)
       UPDATE notification_delivery d SET job_id = jobs.job_id, updated_at = now()
       FROM numbered JOIN jobs USING (batch) WHERE d.id = numbered.id
       RETURNING d.id, d.job_id AS "jobId"`,
      [limit, perJob],
    );
  }

  /**
   * A first try failed and the delivery is to be retried by a job of its own: records the try (as
   * `settle` does) and gives the delivery a new job id, inside the caller's transaction (which also
   * inserts that job). Null if `jobId` no longer holds it (erased, held, superseded by a Resend).
   */
  async retryUnderNewJob(
    tx: Transaction,
    deliveryId: string,
    jobId: string,
    settlement: Settlement & { state: 'pending' },
    durationMs: number,
  ): Promise<string | null> {
    const settled = await tx.query(
      settleSql('SELECT * FROM input'),
      settlementColumns([settlementRow(deliveryId, jobId, settlement, durationMs)]),
    );
    if (settled.length === 0) return null;
    const [row] = await tx.query<{ jobId: string }>(
      `UPDATE notification_delivery SET job_id = gen_random_uuid() WHERE id = $1 AND job_id = $2
       RETURNING job_id AS "jobId"`,
      [deliveryId, jobId],
    );
    return row?.jobId ?? null;
  }

  /**
   * Queues one delivery again under a new job id (Resend): with `to` failed, an e-mail that reached
   * some recipients goes only to the others; else to its recipients read afresh. Null if it is not
   * this submission's.
   */
  async requeue(
    tx: Transaction,
    deliveryId: string,
    submissionId: string,
    to: ResendTarget,
  ): Promise<Requeued | null> {
    const [before] = await tx.query<Requeued['before']>(
      `SELECT channel, state, recipients FROM notification_delivery
       WHERE id = $1 AND submission_id = $2 FOR UPDATE`,
      [deliveryId, submissionId],
    );
    if (!before) return null;
    const recipients = to === 'failed' ? unreachedOnly(before.recipients) : null;
    const [row] = await tx.query<{ jobId: string }>(
      `UPDATE notification_delivery
       SET state = 'pending', reason = NULL, job_id = gen_random_uuid(), updated_at = now(),
           recipients = $2::jsonb, resends = resends + 1
       WHERE id = $1 RETURNING job_id AS "jobId"`,
      [deliveryId, recipients && JSON.stringify(recipients)],
    );
    return { jobId: row!.jobId, before, recipients };
  }

  /** Once e-mail can be sent: what waited for it goes back to the relay. Returns how many. */
  async releaseUnconfigured(): Promise<number> {
    const rows = await this.db.query(
      `UPDATE notification_delivery SET state = 'pending', reason = NULL, job_id = NULL, updated_at = now()
       WHERE state = 'unconfigured' RETURNING 1`,
    );
    return rows.length;
  }

  /**
   * The delivery, if this job is still the one responsible for it and it is still to be sent: not
   * erased, not held, not sent or superseded by a Resend meanwhile.
   */
  forJob(deliveryId: string, jobId: string): Promise<DeliveryToTry | null> {
    return this.toTry.load({ deliveryId, jobId });
  }

  /**
   * Records how a try ended (and logs it if it was a try), if the job is still responsible. The tries
   * of one fetch are settled together, one statement per batch (see `settlements`).
   */
  async settle(deliveryId: string, jobId: string, settlement: Settlement, durationMs: number): Promise<void> {
    const settled = await this.settlements.load(settlementRow(deliveryId, jobId, settlement, durationMs));
    // Skipped by the batch: its row was locked by another statement (an erasure, a Resend, a spam
    // hold). Settled alone, waiting for that lock, as every settlement was before the batches.
    if (!settled)
      await this.db.query(
        `${settleSql('SELECT * FROM input')}`,
        settlementColumns([settlementRow(deliveryId, jobId, settlement, durationMs)]),
      );
  }

  // Settlements within a few milliseconds of each other go as one statement. It locks its rows in id
  // order and skips the ones another transaction holds (SKIP LOCKED): it never waits for a lock, so
  // it cannot deadlock with a retention purge or an erasure deleting the same deliveries by cascade,
  // whatever their order (a batch that waited did, in CI). A skipped row is settled alone (above).
  private readonly settlements = new DataLoader<SettlementRow, boolean, string>(
    async (rows) => {
      const settled = await this.db.query<{ id: string; jobId: string }>(
        settleSql(
          `SELECT input.* FROM input JOIN notification_delivery d ON d.id = input.id AND d.job_id = input.job_id
           ORDER BY d.id FOR UPDATE OF d SKIP LOCKED`,
        ),
        settlementColumns(rows),
      );
      const done = new Set(settled.map((row) => keyOf({ deliveryId: row.id, jobId: row.jobId })));
      return rows.map((row) => done.has(keyOf({ deliveryId: row.id, jobId: row.jobId })));
    },
    {
      cache: false,
      maxBatchSize: 200,
      batchScheduleFn: (callback) => setTimeout(callback, SETTLEMENT_WINDOW_MS),
    },
  );

  // The deliver jobs of one fetch run together: their reads go to PostgreSQL as one statement (a read
  // takes no lock, so batching it cannot deadlock, unlike the settlements).
  private readonly toTry = new DataLoader<JobKey, DeliveryToTry | null>(
    async (keys) => {
      const rows = await this.db.query<DeliveryToTry & { jobId: string }>(
        `SELECT d.id, d.job_id AS "jobId", d.channel, d.webhook_endpoint_id AS "webhookEndpointId", d.target,
                d.recipients, d.resends, d.event, d.created_at AS "createdAt",
                CASE WHEN d.event = 'submission.updated' THEN d.event_data END AS triage,
                coalesce(s.id::text, d.event_data->>'id') AS "submissionId", coalesce(s.kind, d.event_data->>'kind') AS kind,
                coalesce(s.status, 'new') AS status, coalesce(s.name, '') AS name, coalesce(s.email, '') AS email,
                coalesce(s.received_at, d.created_at) AS "receivedAt",
                coalesce(s.enquiry_id, s.career_application_id, s.subscription_id)::text AS "sourceId"
         FROM notification_delivery d LEFT JOIN submission s ON s.id = d.submission_id
         WHERE d.id = ANY($1::bigint[]) AND d.state = 'pending'
           AND (d.id, d.job_id) IN (SELECT * FROM unnest($1::bigint[], $2::uuid[]))`,
        [keys.map((key) => key.deliveryId), keys.map((key) => key.jobId)],
      );
      const found = new Map(rows.map(({ jobId, ...row }) => [keyOf({ deliveryId: row.id, jobId }), row]));
      return keys.map((key) => found.get(keyOf(key)) ?? null);
    },
    { cache: false, maxBatchSize: 100 },
  );

  forSubmission(submissionId: string): Promise<DeliveryRow[]> {
    return this.db.query<DeliveryRow>(
      `SELECT id, channel, event, target, recipients, state, reason, created_at AS "createdAt",
              sent_at AS "sentAt"
       FROM notification_delivery WHERE submission_id = $1 ORDER BY id`,
      [submissionId],
    );
  }

  attemptsOf(deliveryIds: readonly string[]): Promise<AttemptRow[]> {
    return this.db.query<AttemptRow>(
      `SELECT delivery_id AS "deliveryId", at, ok, detail, duration_ms AS "durationMs"
       FROM notification_attempt WHERE delivery_id = ANY($1::bigint[]) ORDER BY at DESC, id DESC`,
      [deliveryIds],
    );
  }

  /** Deliveries needing attention, per state, among these kinds. */
  async countsNeedingAttention(
    kinds: readonly SubmissionKind[],
  ): Promise<Partial<Record<DeliveryState, number>>> {
    const rows = await this.db.query<{ state: DeliveryState; count: number }>(
      `SELECT d.state, count(*)::int AS count
       FROM notification_delivery d LEFT JOIN submission s ON s.id = d.submission_id
       WHERE d.state IN ('failed', 'unconfigured', 'held') AND ${KIND} = ANY($1)
       GROUP BY d.state`,
      [kinds],
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.count]));
  }

  /** Deliveries still pending after a failed try (an outage shows here at once, not after the last try). */
  async retrying(kinds: readonly SubmissionKind[]): Promise<RetryingRow> {
    const [row] = await this.db.query<RetryingRow>(
      `SELECT count(*)::int AS count, min(d.created_at) AS since, max(d.updated_at) AS "lastErrorAt",
              (array_agg(d.reason ORDER BY d.updated_at DESC, d.id DESC))[1] AS "lastError"
       FROM notification_delivery d LEFT JOIN submission s ON s.id = d.submission_id
       WHERE d.state = 'pending' AND d.reason IS NOT NULL AND ${KIND} = ANY($1)`,
      [kinds],
    );
    return row!;
  }

  recentFailures(kinds: readonly SubmissionKind[], limit: number): Promise<FailedDeliveryRow[]> {
    return this.db.query<FailedDeliveryRow>(
      `SELECT d.id AS "deliveryId", ${SUBMISSION_ID} AS "submissionId", ${KIND} AS kind, d.channel,
              d.updated_at AS at, d.reason
       FROM notification_delivery d LEFT JOIN submission s ON s.id = d.submission_id
       WHERE d.state = 'failed' AND ${KIND} = ANY($1)
       ORDER BY d.updated_at DESC, d.id DESC LIMIT $2`,
      [kinds, limit],
    );
  }

  /**
   * The failed delivery an alert is about, its Resends so far and whether it reached some recipients;
   * null if it was erased or sent since.
   */
  async failed(
    deliveryId: string,
  ): Promise<(FailedDeliveryRow & { resends: number; partly: boolean }) | null> {
    const rows = await this.db.query<FailedDeliveryRow & { resends: number; partly: boolean }>(
      `SELECT d.id AS "deliveryId", ${SUBMISSION_ID} AS "submissionId", ${KIND} AS kind, d.channel,
              d.updated_at AS at, d.reason,
              d.resends, coalesce(d.recipients @> '[{"state": "sent"}]', false) AS partly
       FROM notification_delivery d LEFT JOIN submission s ON s.id = d.submission_id
       WHERE d.id = $1 AND d.state = 'failed'`,
      [deliveryId],
    );
    return rows[0] ?? null;
  }
}
