import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RATE_LIMIT_MESSAGE } from '@orbitwise/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Database } from '../platform/database/database';
import { rateLimitedRequests } from '../platform/metrics/metrics';
import { ProblemException } from '../platform/problems/problem';

/** Milliseconds the client is still blocked for after its request was counted; null or ≤ 0 when not. */
export interface CounterVerdict {
  blockedForMs: number | null;
}

/** One counted use: the verdict, and what is left of the window (for the RateLimit headers). */
export interface CounterUse {
  isBlocked: boolean;
  /** Seconds the block lasts (0 when not blocked): the 429's Retry-After. */
  timeToBlockExpire: number;
  /** Uses left in this window (0 while blocked). */
  remaining: number;
  /** Seconds until more uses are allowed: the window's end, or the block's while blocked. */
  resetSeconds: number;
}

export const RATE_LIMIT_POLICY_HEADER = 'RateLimit-Policy';
export const RATE_LIMIT_HEADER = 'RateLimit';
/** The name of an integration key's quota in those headers. */
export const INTEGRATION_KEY_POLICY = 'key';

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-11, structured fields) of
 * one use under the policy `name`: `RateLimit-Policy: "key";q=600;w=60` (the quota per window, the
 * same on every answer) and `RateLimit: "key";r=599;t=42` (the uses left, the seconds until more).
 */
export function rateLimitHeaders(
  name: string,
  limit: number,
  windowSeconds: number,
  use: CounterUse,
): Record<string, string> {
  const policy = JSON.stringify(name);
  return {
    [RATE_LIMIT_POLICY_HEADER]: `${policy};q=${limit};w=${windowSeconds}`,
    [RATE_LIMIT_HEADER]: `${policy};r=${use.remaining};t=${use.resetSeconds}`,
  };
}

/** Part of a statement: CTEs on numbered parameters (see {@link RateLimitCounters.counting}). */
export interface CountingClause {
  sql: string;
  parameters: [key: string, windowMs: number, limit: number, blockMs: number];
}

/**
 * One fixed-window count of `key`, on parameters $first..$first+3 (key, window ms, limit, block ms):
 * the counter is created, restarted when its window has passed, or incremented, and blocked for the
 * block duration once over the limit (no increments while blocked). now() is the statement's start:
 * one instant for the whole decision.
 */
function countSql(first: number): string {
  const [key, windowMs, limit, blockMs] = [0, 1, 2, 3].map((i) => `$${first + i}`);
  return `INSERT INTO rate_limit_counter AS c (key, hits, resets_at, blocked_until)
       VALUES (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond',
               CASE WHEN 1 > ${limit}::int THEN now() + ${blockMs}::float8 * interval '1 millisecond' END)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.blocked_until > now() THEN c.hits
                     WHEN c.resets_at <= now() THEN 1
                     ELSE c.hits + 1 END,
         resets_at = CASE WHEN c.blocked_until > now() OR c.resets_at > now() THEN c.resets_at
                          ELSE excluded.resets_at END,
         blocked_until = CASE WHEN c.blocked_until > now() THEN c.blocked_until
                              WHEN (CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END) > ${limit}::int
                                THEN now() + ${blockMs}::float8 * interval '1 millisecond' END
       RETURNING (extract(epoch FROM blocked_until - now()) * 1000)::int AS "blockedForMs", hits,
                 (extract(epoch FROM resets_at - now()) * 1000)::int AS "resetsInMs"`;
}

/**
 * The submission limit's fixed-window counters, in PostgreSQL (table `rate_limit_counter`, unlogged)
 * so that every API replica counts against one limit. A submission that reaches its insert is
 * counted inside that insert's own statement ({@link counting}); one refused before it is counted
 * by a statement of its own ({@link count}). Either way one count per request, the same counter.
 */
@Injectable()
export class RateLimitCounters {
  private readonly windowMs: number;
  private readonly limit: number;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.windowMs = config.rateLimit.windowSeconds * 1000;
    this.limit = config.rateLimit.max;
  }

  /** Forgets the counters whose window and block have passed (a periodic job, see SecurityModule). */
  async purgeExpired(): Promise<void> {
    await this.db.query(
      `DELETE FROM rate_limit_counter WHERE resets_at < now() AND (blocked_until IS NULL OR blocked_until < now())`,
    );
  }

  /** Seconds `key` of `counter` is still blocked for (0 if not): a look without counting (integration keys). */
  async blockedForSeconds(key: string, counter: string): Promise<number> {
    const [row] = await this.db.query<{ seconds: number }>(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds FROM rate_limit_counter
       WHERE key = $1 AND blocked_until > now()`,
      [`${counter}:${key}`],
    );
    return row?.seconds ?? 0;
  }

  /** Counts one request of `key` under another limit than the submissions' (integration keys' uses and failures). */
  async increment(
    key: string,
    windowMs: number,
    limit: number,
    blockMs: number,
    counter: string,
  ): Promise<CounterUse> {
    const [row] = await this.db.query<CounterVerdict & { hits: number; resetsInMs: number }>(countSql(1), [
      `${counter}:${key}`,
      windowMs,
      limit,
      blockMs,
    ]);
    const blockedForMs = Math.max(0, row!.blockedForMs ?? 0);
    const isBlocked = blockedForMs > 0;
    const timeToBlockExpire = Math.ceil(blockedForMs / 1000);
    return {
      isBlocked,
      timeToBlockExpire,
      remaining: isBlocked ? 0 : Math.max(0, limit - row!.hits),
      resetSeconds: isBlocked ? timeToBlockExpire : Math.max(0, Math.ceil(row!.resetsInMs / 1000)),
    };
  }

  /** Counts a request refused before its insert; the 429 to answer instead when the client is over. */
  async count(key: string): Promise<ProblemException | null> {
    const [row] = await this.db.query<CounterVerdict>(countSql(1), this.parametersOf(key), { prepare: true });
    return this.refusal(row!);
  }

  /**
   * CTEs for a submission's own statement: `counted` (the count, one row with "blockedForMs") and
   * `admitted` (one row when the client is within its limit, none when it is blocked), on parameters
   * $first..$first+3. The statement writes only `FROM admitted`.
   */
  counting(key: string, first: number): CountingClause {
    return {
      sql: `counted AS (${countSql(first)}),
       admitted AS (SELECT 1 FROM counted WHERE coalesce("blockedForMs", 0) <= 0)`,
      parameters: this.parametersOf(key),
    };
  }

  /**
   * The same CTEs for a request counted already (an integration key's call, at the door): admitted,
   * nothing counted again. The parameters keep their places (and types) in the statement.
   */
  countedAlready(key: string, first: number): CountingClause {
    const [keyAt, windowAt, limitAt, blockAt] = [0, 1, 2, 3].map((i) => `$${first + i}`);
    return {
      sql: `counted AS (SELECT NULL::int AS "blockedForMs", ${keyAt}::text AS key, ${windowAt}::float8 AS window_ms,
                               ${limitAt}::int AS "limit", ${blockAt}::float8 AS block_ms),
       admitted AS (SELECT 1 FROM counted)`,
      parameters: this.parametersOf(key),
    };
  }

  /** A client is blocked for one window once over the limit (what @nestjs/throttler did by default). */
  private parametersOf(key: string): CountingClause['parameters'] {
    return [key, this.windowMs, this.limit, this.windowMs];
  }

  /** The 429 (with Retry-After) for a counted request whose client is blocked; null when it is not. */
  refusal({ blockedForMs }: CounterVerdict): ProblemException | null {
    if (blockedForMs === null || blockedForMs <= 0) return null;
    rateLimitedRequests.inc();
    return new ProblemException(HttpStatus.TOO_MANY_REQUESTS, RATE_LIMIT_MESSAGE, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(blockedForMs / 1000))) },
    });
  }
}
