import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

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
