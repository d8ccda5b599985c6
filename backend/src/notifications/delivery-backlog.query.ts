import type { Database } from '../platform/database/database';

/** The outbox as the metrics see it at a scrape. */
export interface DeliveryBacklog {
  pending: number;
  failed: number;
  /** Age of the oldest pending delivery, 0 when none is pending. */
  oldestPendingSeconds: number;
  /** Staff e-mails and acknowledgements recorded as "not configured" (no SMTP_URL, or no recipients). */
  unconfiguredEmails: number;
}

/** One read of `notification_delivery` for the metrics (kept apart from the outbox's repository). */
export async function readDeliveryBacklog(db: Pick<Database, 'query'>): Promise<DeliveryBacklog> {
  const [row] = await db.query<DeliveryBacklog>(
    `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            COALESCE(extract(epoch FROM now() - min(created_at) FILTER (WHERE state = 'pending')), 0)::float8
              AS "oldestPendingSeconds",
            count(*) FILTER (WHERE state = 'unconfigured' AND channel <> 'webhook')::int AS "unconfiguredEmails"
       FROM notification_delivery
      WHERE state IN ('pending', 'failed', 'unconfigured')`,
  );
  return row ?? { pending: 0, failed: 0, oldestPendingSeconds: 0, unconfiguredEmails: 0 };
}
