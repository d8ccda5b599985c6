import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { Database } from '../platform/database/database';

interface CounterRow {
  hits: number;
  resetsInMs: number;
  blockedForMs: number | null;
}

/**
 * The submission limit's fixed-window counters, in PostgreSQL (table `rate_limit_counter`, unlogged)
 * so that every API replica counts against one limit. One statement per request: the counter of the
 * key is created, restarted when its window has passed, or incremented, and blocked for
 * `blockDuration` once over the limit (no increments while blocked).
 */
@Injectable()
export class RateLimitCounters implements ThrottlerStorage {
  constructor(private readonly db: Database) {}

  /** Forgets the counters whose window and block have passed (a periodic job, see SecurityModule). */
  async purgeExpired(): Promise<void> {
    await this.db.query(
      `DELETE FROM rate_limit_counter WHERE resets_at < now() AND (blocked_until IS NULL OR blocked_until < now())`,
    );
  }

  /** Seconds the key is still blocked for (0 if not): a look without counting, e.g. before work worth guarding. */
  async blockedForSeconds(key: string, throttlerName: string): Promise<number> {
    const [row] = await this.db.query<{ seconds: number }>(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds FROM rate_limit_counter
       WHERE key = $1 AND blocked_until > now()`,
      [`${throttlerName}:${key}`],
    );
    return row?.seconds ?? 0;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // now() is this statement's start: one instant for the whole decision.
    const [row] = await this.db.query<CounterRow>(
      `INSERT INTO rate_limit_counter AS c (key, hits, resets_at, blocked_until)
       VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond',
               CASE WHEN 1 > $3::int THEN now() + $4::float8 * interval '1 millisecond' END)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.blocked_until > now() THEN c.hits
                     WHEN c.resets_at <= now() THEN 1
                     ELSE c.hits + 1 END,
         resets_at = CASE WHEN c.blocked_until > now() OR c.resets_at > now() THEN c.resets_at
                          ELSE excluded.resets_at END,
         blocked_until = CASE WHEN c.blocked_until > now() THEN c.blocked_until
                              WHEN (CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END) > $3::int
                                THEN now() + $4::float8 * interval '1 millisecond' END
       RETURNING hits,
         (extract(epoch FROM resets_at - now()) * 1000)::int AS "resetsInMs",
         (extract(epoch FROM blocked_until - now()) * 1000)::int AS "blockedForMs"`,
      [`${throttlerName}:${key}`, ttl, limit, blockDuration],
    );
    const blockedForMs = row!.blockedForMs ?? 0;
    const isBlocked = blockedForMs > 0;
    return {
      totalHits: row!.hits,
      timeToExpire: Math.max(0, Math.ceil(row!.resetsInMs / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil(blockedForMs / 1000) : 0,
    };
  }
}
