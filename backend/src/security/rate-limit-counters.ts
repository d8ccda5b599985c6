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

/** Part of a statement: CTEs on numbered parameters (see {@link RateLimitCounters.counting}). */
export interface CountingClause {
  sql: string;
  parameters: [key: string, windowMs: number, limit: number, blockMs: number];
}

/**
 * One fixed-window count of `key`, on parameters $first..$first+3 (key, window ms, limit, block ms),
 * as two CTEs: `others` (the client's rows of the other database sessions) and `counted` (this
 * session's row, created, restarted when its window has passed, or incremented; blocked for the block
 * duration once the client's sum is over the limit; no increments while blocked). Returns
 * "blockedForMs" (null or ≤ 0 when not blocked). One row per client and session (slot = the backend's
 * pid): no two statements ever wait for the same row, so a client's concurrent submissions do not
 * queue behind each other's commits; concurrent ones see each other's counts only once committed.
 * now() is the statement's start: one instant for the whole decision.
 */
function countingSql(first: number): string {
  const [key, windowMs, limit, blockMs] = [0, 1, 2, 3].map((i) => `$${first + i}`);
  const blocked = `(c.blocked_until > now() OR (SELECT blocked_until FROM others) > now())`;
  const hitsNow = `(CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END)`;
  return `others AS (
         SELECT coalesce(sum(hits) FILTER (WHERE resets_at > now()), 0)::int AS hits,
                max(blocked_until) FILTER (WHERE blocked_until > now()) AS blocked_until
         FROM rate_limit_counter WHERE key = ${key} AND slot <> pg_backend_pid()),
       counted AS (
         INSERT INTO rate_limit_counter AS c (key, slot, hits, resets_at, blocked_until)
         SELECT ${key}, pg_backend_pid(), CASE WHEN o.blocked_until IS NULL THEN 1 ELSE 0 END,
                now() + ${windowMs}::float8 * interval '1 millisecond',
                CASE WHEN o.blocked_until IS NOT NULL THEN o.blocked_until
                     WHEN o.hits + 1 > ${limit}::int THEN now() + ${blockMs}::float8 * interval '1 millisecond' END
         FROM others o
         ON CONFLICT (key, slot) DO UPDATE SET
           hits = CASE WHEN ${blocked} THEN c.hits ELSE ${hitsNow} END,
           resets_at = CASE WHEN ${blocked} OR c.resets_at > now() THEN c.resets_at ELSE excluded.resets_at END,
           blocked_until = CASE WHEN ${blocked}
                                  THEN greatest(c.blocked_until, (SELECT blocked_until FROM others))
                                WHEN (SELECT hits FROM others) + ${hitsNow} > ${limit}::int
                                  THEN now() + ${blockMs}::float8 * interval '1 millisecond' END
         RETURNING (extract(epoch FROM blocked_until - now()) * 1000)::int AS "blockedForMs")`;
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

  /** Counts a request refused before its insert; the 429 to answer instead when the client is over. */
  async count(key: string): Promise<ProblemException | null> {
    const [row] = await this.db.query<CounterVerdict>(
      `WITH ${countingSql(1)} SELECT "blockedForMs" FROM counted`,
      this.parametersOf(key),
    );
    return this.refusal(row!);
  }

  /**
   * CTEs for a submission's own statement: `counted` (the count, one row with "blockedForMs") and
   * `admitted` (one row when the client is within its limit, none when it is blocked), on parameters
   * $first..$first+3. The statement writes only `FROM admitted`.
   */
  counting(key: string, first: number): CountingClause {
    return {
      sql: `${countingSql(first)},
       admitted AS (SELECT 1 FROM counted WHERE coalesce("blockedForMs", 0) <= 0)`,
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
