import { Gauge, register } from 'prom-client';
import type { DeliveryBacklog } from '../notifications/delivery-backlog.query';
import { gaugeReadAtScrape, METRIC_PREFIX } from '../platform/metrics/metrics';

/** What the gauges below read at each scrape; set by the running application's MetricsService. */
export interface ScrapeSources {
  deliveryBacklog(): Promise<DeliveryBacklog>;
  queueDepths(): Promise<{ queue: string; waiting: number }[]>;
  pool(): { inUse: number; waiting: number };
  /** SMTP_URL is set: e-mails go out, none waits for it. */
  emailConfigured: boolean;
}

let sources: ScrapeSources | undefined;

export function useScrapeSources(next: ScrapeSources | undefined): void {
  sources = next;
  backlogRead = undefined;
}

/**
 * The outbox gauges of one scrape share one read: prom-client collects them together, so the read in
 * flight is reused and forgotten once it settles (the next scrape reads again).
 */
let backlogRead: Promise<DeliveryBacklog | undefined> | undefined;

/** Undefined when the database could not be read (or no application feeds the gauges). */
function currentBacklog(): Promise<DeliveryBacklog | undefined> {
  backlogRead ??= (sources?.deliveryBacklog().catch(() => undefined) ?? Promise.resolve(undefined)).finally(
    () => {
      backlogRead = undefined;
    },
  );
  return backlogRead;
}

/** A gauge of the outbox: left out of a scrape that cannot read the database (see gaugeReadAtScrape). */
function backlogGauge(name: string, help: string, pick: (backlog: DeliveryBacklog) => number): void {
  gaugeReadAtScrape(`${METRIC_PREFIX}${name}`, help, async () => {
    const backlog = await currentBacklog();
    return backlog && pick(backlog);
  });
}

gaugeReadAtScrape(
  `${METRIC_PREFIX}database_up`,
  'Whether this scrape could read the database (1) or not (0: the gauges read from it are left out).',
  async () => {
    if (!sources) return undefined;
    return (await currentBacklog()) ? 1 : 0;
  },
);
backlogGauge(
  'deliveries_pending',
  'Notification deliveries waiting to be sent.',
  (backlog) => backlog.pending,
);
backlogGauge(
  'deliveries_failed',
  'Notification deliveries that failed after their last try.',
  (backlog) => backlog.failed,
);
backlogGauge(
  'deliveries_oldest_pending_age_seconds',
  'Age of the oldest pending notification delivery (0 when none is pending).',
  (backlog) => backlog.oldestPendingSeconds,
);
backlogGauge(
  'deliveries_waiting_for_smtp',
  'Staff e-mails and acknowledgements held because e-mail is not configured (SMTP_URL unset).',
  // With SMTP set, every e-mail held for it was released at start; those still held lack recipients.
  (backlog) => (sources?.emailConfigured ? 0 : backlog.unconfiguredEmails),
);

const QUEUE_GAUGE = `${METRIC_PREFIX}job_queue_waiting`;
if (!register.getSingleMetric(QUEUE_GAUGE)) {
  new Gauge({
    name: QUEUE_GAUGE,
    help: 'Background jobs queued and not yet started, per pg-boss queue.',
    labelNames: ['queue'],
    async collect() {
      const depths = await sources?.queueDepths().catch(() => undefined);
      this.reset(); // with labels: no sample at all, so an unread queue is left out
      for (const { queue, waiting } of depths ?? []) this.set({ queue }, waiting);
    },
  });
}

gaugeReadAtScrape(
  `${METRIC_PREFIX}db_pool_in_use`,
  'Database connections of the pool checked out by a query.',
  () => sources?.pool().inUse,
);
gaugeReadAtScrape(
  `${METRIC_PREFIX}db_pool_waiting`,
  'Queries waiting for a connection of the pool.',
  () => sources?.pool().waiting,
);
