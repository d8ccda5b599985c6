import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * The API's metrics, in prom-client's default registry so that any module may add its own
 * (the backup job's last-success gauge, the database-read gauges of metrics/). Created once per
 * process: a test process builds many applications.
 */
export const METRIC_PREFIX = 'orbitwise_';

if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics({ register });

function once<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/**
 * A gauge read at each scrape (once per process, by its full name). A value that cannot be read (the
 * database is down, no application feeds it) is left out of that scrape, never reported as 0: an alert
 * on the gauge stays quiet instead of firing on a value nobody measured.
 */
export function gaugeReadAtScrape(
  name: string,
  help: string,
  read: () => Promise<number | undefined> | number | undefined,
): void {
  once(
    name,
    () =>
      new Gauge({
        name,
        help,
        async collect() {
          const value = await Promise.resolve()
            .then(read)
            .catch(() => undefined);
          if (value === undefined) this.remove();
          else this.set(value);
        },
      }),
  );
}

export const httpRequestDuration = once(
  `${METRIC_PREFIX}http_request_duration_seconds`,
  () =>
    new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request, by method, route template and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const submissionsStored = once(
  `${METRIC_PREFIX}submissions_stored_total`,
  () =>
    new Counter({
      name: `${METRIC_PREFIX}submissions_stored_total`,
      help: 'Submissions stored, by the inbox kind (enquiry, contact, event, it-support, newsletter, application).',
      labelNames: ['kind'] as const,
    }),
);

export const captchaRefusals = once(
  `${METRIC_PREFIX}captcha_refusals_total`,
  () =>
    new Counter({
      name: `${METRIC_PREFIX}captcha_refusals_total`,
      help: 'Submissions refused for their captcha, by reason (missing, invalid, expired, replayed).',
      labelNames: ['reason'] as const,
    }),
);

export const rateLimitedRequests = once(
  `${METRIC_PREFIX}rate_limited_requests_total`,
  () =>
    new Counter({
      name: `${METRIC_PREFIX}rate_limited_requests_total`,
      help: 'Submissions refused with 429 by the per-client limit.',
    }),
);
