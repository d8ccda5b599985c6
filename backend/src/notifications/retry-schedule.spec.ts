import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/env';
import { afterFirstTry } from '../jobs/job-queue';

/**
 * The issue asks for retries "for at least 24 hours". The deliver job is retried by pg-boss with
 * the queue's retryLimit, retryDelay, retryBackoff and retryDelayMax (DeliveryWorker, from
 * NOTIFY_RETRY_*). pg-boss (plans.js, failJobs) schedules the retry after the try whose retry_count is
 * n (0 on the first try) at
 *
 *   LEAST(retry_delay_max, GREATEST(retry_delay, 1) * (2^LEAST(16, n + 1) / 2 + 2^LEAST(16, n + 1) / 2 * random()))
 *
 * that is delay × 2^n × (1 + jitter), jitter in [0, 1), capped. The shortest possible wait is with
 * no jitter at all; its sum over every retry must still be a day.
 */
const DAY_SECONDS = 24 * 3600;

/** The wait before the retry that follows the try with this retry_count, for a given jitter. */
function backoffSeconds(retryCount: number, delay: number, maxDelay: number | null, jitter: number): number {
  const exponent = Math.min(16, retryCount + 1);
  const wait = Math.max(delay, 1) * (2 ** exponent / 2 + (2 ** exponent / 2) * jitter);
  return maxDelay === null ? wait : Math.min(maxDelay, wait);
}

/** The shortest and longest total wait over every retry (limit retries after the first try). */
function totalWait(limit: number, delay: number, maxDelay: number): { shortest: number; longest: number } {
  let shortest = 0;
  let longest = 0;
  for (let retryCount = 0; retryCount < limit; retryCount++) {
    shortest += backoffSeconds(retryCount, delay, maxDelay, 0);
    longest += backoffSeconds(retryCount, delay, maxDelay, 1);
  }
  return { shortest, longest };
}

describe('The notifications retry schedule (the defaults of NOTIFY_RETRY_*)', () => {
  const { retryLimit, retryDelaySeconds, retryMaxDelaySeconds } = loadConfig({}).notifications;

  it('is still pg-boss’s backoff as computed here (the formula read from the installed pg-boss)', () => {
    const plans = readFileSync(require.resolve('pg-boss/dist/plans.js'), 'utf8').replace(/\s+/g, ' ');
    expect(plans).toContain(
      'LEAST( retry_delay_max, GREATEST(retry_delay, 1) * ( 2 ^ LEAST(16, retry_count + 1) / 2 + ' +
        '2 ^ LEAST(16, retry_count + 1) / 2 * random() ) )',
    );
    // retry_count is 0 on the first try and counts the retries started since.
    expect(plans).toContain(
      'retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END',
    );
    expect(backoffSeconds(0, 60, 7200, 0)).toBe(60);
    expect(backoffSeconds(1, 60, 7200, 0.5)).toBe(180);
    expect(backoffSeconds(10, 60, 7200, 0)).toBe(7200);
  });

  it('waits at least 24 hours in all before the last try, however the jitter falls', () => {
    const { shortest, longest } = totalWait(retryLimit, retryDelaySeconds, retryMaxDelaySeconds);
    // With the defaults (20 retries from a minute, doubling up to two hours): 60 × (2^7 − 1) s, then
    // 13 retries two hours apart = 101,220 s, just over 28 hours.
    expect({ retryLimit, retryDelaySeconds, retryMaxDelaySeconds }).toEqual({
      retryLimit: 20,
      retryDelaySeconds: 60,
      retryMaxDelaySeconds: 7200,
    });
    expect(shortest).toBe(101_220);
    expect(shortest).toBeGreaterThanOrEqual(DAY_SECONDS);
    expect(longest).toBeGreaterThanOrEqual(shortest);
    // And the first retry comes soon: a passing hiccup does not delay an e-mail by more than two minutes.
    expect(backoffSeconds(0, retryDelaySeconds, retryMaxDelaySeconds, 1)).toBeLessThanOrEqual(120);
  });

  it('would not be a day with fewer retries: the check has teeth', () => {
    expect(totalWait(12, retryDelaySeconds, retryMaxDelaySeconds).shortest).toBeLessThan(DAY_SECONDS);
  });

  it('is the same when a first try made in a batch fails and its delivery goes on as a job of its own', () => {
    for (const [delay, maxDelay] of [
      [retryDelaySeconds, retryMaxDelaySeconds],
      [1, 2],
      [10, 600],
    ] as const) {
      const policy = { limit: retryLimit, delaySeconds: delay, backoff: true, maxDelaySeconds: maxDelay };
      for (const jitter of [0, 0.37, 0.99]) {
        const next = afterFirstTry(policy, jitter)!;
        // The new job starts when pg-boss would have retried the batch's try (retry_count 0)...
        expect(next.startAfterSeconds).toBe(backoffSeconds(0, delay, maxDelay, jitter));
        // ...and its own tries (retry_count n) wait what the old schedule's n + 1 would have.
        expect(next.retry.limit).toBe(retryLimit - 1);
        for (let n = 0; n < next.retry.limit; n++) {
          expect(backoffSeconds(n, next.retry.delaySeconds, next.retry.maxDelaySeconds, jitter)).toBe(
            backoffSeconds(n + 1, delay, maxDelay, jitter),
          );
        }
      }
    }
    expect(afterFirstTry({ limit: 0, delaySeconds: 60, backoff: true, maxDelaySeconds: 7200 })).toBeNull();
  });
});
