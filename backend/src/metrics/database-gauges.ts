import { Gauge, register } from 'prom-client';
import type { DeliveryBacklog } from '../notifications/delivery-backlog.query';
import { METRIC_PREFIX } from '../platform/metrics/metrics';

/** What the gauges below read at each scrape; set by the running application's MetricsService. */
export interface ScrapeSources {
  deliveryBacklog(): Promise<DeliveryBacklog>;
  queueDepths(): Promise<{ queue: string; waiting: number }[]>;
  pool(): { inUse: number; waiting: number };
}

let sources: ScrapeSources | undefined;

export function useScrapeSources(next: ScrapeSources | undefined): void {
  sources = next;
}

function gauge(
  name: string,
  help: string,
  collect: (this: Gauge) => Promise<void> | void,
  labelNames: string[] = [],
) {
  const full = `${METRIC_PREFIX}${name}`;
  if (register.getSingleMetric(full)) return;
  new Gauge({ name: full, help, labelNames, collect });
}

/** The three outbox gauges of one scrape share one read (collected together, within a second). */
let backlogRead: { at: number; backlog: Promise<DeliveryBacklog | undefined> } | undefined;

function currentBacklog(): Promise<DeliveryBacklog | undefined> {
  if (!backlogRead || Date.now() - backlogRead.at > 1000) {
    backlogRead = {
      at: Date.now(),
      backlog: sources?.deliveryBacklog().catch(() => undefined) ?? Promise.resolve(undefined),
    };
  }
  return backlogRead.backlog;
}

/** A scrape while the database is down still answers: these gauges are just left out of it. */
async function backlogInto(target: Gauge, pick: (backlog: DeliveryBacklog) => number): Promise<void> {
  target.reset();
  const backlog = await currentBacklog();
  if (backlog) target.set(pick(backlog));
}

gauge('deliveries_pending', 'Notification deliveries waiting to be sent.', async function () {
  await backlogInto(this, (backlog) => backlog.pending);
});
gauge('deliveries_failed', 'Notification deliveries that failed after their last try.', async function () {
  await backlogInto(this, (backlog) => backlog.failed);
});
gauge(
  'deliveries_oldest_pending_age_seconds',
  'Age of the oldest pending notification delivery (0 when none is pending).',
  async function () {
    await backlogInto(this, (backlog) => backlog.oldestPendingSeconds);
  },
);
gauge(
  'job_queue_waiting',
  'Background jobs queued and not yet started, per pg-boss queue.',
  async function () {
    this.reset();
    const depths = (await sources?.queueDepths().catch(() => undefined)) ?? [];
    for (const { queue, waiting } of depths) this.set({ queue }, waiting);
  },
  ['queue'],
);
gauge('db_pool_in_use', 'Database connections of the pool checked out by a query.', function () {
  const pool = sources?.pool();
  if (pool) this.set(pool.inUse);
});
gauge('db_pool_waiting', 'Queries waiting for a connection of the pool.', function () {
  const pool = sources?.pool();
  if (pool) this.set(pool.waiting);
});
