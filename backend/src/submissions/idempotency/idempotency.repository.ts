import { Injectable } from '@nestjs/common';
import { Database } from '../../platform/database/database';

/** How long a first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/**
 * How long a claim may stay in progress before it counts as abandoned (its process died). Far above
 * the longest a live request can take between its claim and its insert: pool wait (3 s) and the
 * insert's query timeout (4 s), see typeorm-options.ts.
 */
export const CLAIM_LEASE_SECONDS = 30;

/**
 * While in progress (`status` NULL), `response` holds the claim itself: a token, so that only its
 * own request completes or releases it, and the captcha solution that request spends together with
 * its row (CaptchaSpend). That solution tells, after a crash, whether the row was written.
 */
export interface PendingClaim {
  token: string;
  nonce: string | null;
  expiresAt: string | null;
}

/** A live (younger than the TTL) row of `idempotency_key`, with what its state implies. */
export interface IdempotencyRecord {
  requestSha256: string;
  status: number | null;
  response: unknown;
  /** In progress for longer than the lease: its request is gone. */
  stale: boolean;
  /** In progress, and its captcha solution is spent: the request's row was written. */
  pendingSpent: boolean;
  /**
   * In progress, and its captcha solution has not expired: a spent one would still be on record
   * (used solutions are purged only after their expiry), so "not spent" means "nothing written".
   */
  pendingOnRecord: boolean;
  /** The claim's token (in progress only). */
  token: string | null;
}

export interface ClaimResult {
  claimed: boolean;
  /** False when the request's captcha solution was already spent (nothing claimed then). */
  unspent: boolean;
}

/** The `idempotency_key` table's SQL (migration 1764300000000-CreateSharedState). */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const rows = await this.db.query<IdempotencyRecord>(
      `SELECT k.request_sha256 AS "requestSha256", k.status, k.response,
              k.status IS NULL AND k.created_at <= now() - make_interval(secs => $4) AS stale,
              k.status IS NULL AND EXISTS (
                SELECT 1 FROM captcha_solution c WHERE c.nonce = k.response #>> '{pending,nonce}') AS "pendingSpent",
              k.status IS NULL
                AND coalesce((k.response #>> '{pending,expiresAt}')::timestamptz > now(), false) AS "pendingOnRecord",
              k.response #>> '{pending,token}' AS token
       FROM idempotency_key k
       WHERE k.scope = $1 AND k.key = $2 AND k.created_at > now() - make_interval(secs => $3)`,
      [scope, key, IDEMPOTENCY_TTL_SECONDS, CLAIM_LEASE_SECONDS],
    );
    return rows[0] ?? null;
  }

  /**
   * Claims the key for this request, in one statement: a new row in progress, or a row taken over
   * when it has expired, or was abandoned by a dead request (stale, its captcha solution unspent and
   * still on record) with the same fingerprint. Nothing is claimed when this request's own captcha
   * solution is already spent (its insert would be refused anyway), so a claim's solution being
   * spent later means its own row was written.
   */
  async claim(
    scope: string,
    key: string,
    requestSha256: string,
    pending: PendingClaim,
  ): Promise<ClaimResult> {
    const rows = await this.db.query<ClaimResult>(
      `WITH unspent AS (
         SELECT $5::text IS NULL OR NOT EXISTS (SELECT 1 FROM captcha_solution WHERE nonce = $5::text) AS yes
       ), claimed AS (
         INSERT INTO idempotency_key AS k (scope, key, request_sha256, status, response)
         SELECT $1, $2, $3, NULL, $4::jsonb FROM unspent WHERE unspent.yes
         ON CONFLICT (scope, key) DO UPDATE
           SET request_sha256 = EXCLUDED.request_sha256, status = NULL, response = EXCLUDED.response,
               created_at = now()
           WHERE k.created_at <= now() - make_interval(secs => $6)
              OR (k.status IS NULL
                  AND k.request_sha256 = EXCLUDED.request_sha256
                  AND k.created_at <= now() - make_interval(secs => $7)
                  AND (k.response #>> '{pending,expiresAt}')::timestamptz > now()
                  AND NOT EXISTS (
                    SELECT 1 FROM captcha_solution c WHERE c.nonce = k.response #>> '{pending,nonce}'))
         RETURNING 1
       )
       SELECT (SELECT yes FROM unspent) AS unspent, EXISTS (SELECT 1 FROM claimed) AS claimed`,
      [
        scope,
        key,
        requestSha256,
        JSON.stringify({ pending }),
        pending.nonce,
        IDEMPOTENCY_TTL_SECONDS,
        CLAIM_LEASE_SECONDS,
      ],
    );
    return rows[0]!;
  }

  /** Records the answer of the claim with this token; false when the claim is no longer its own. */
  async complete(scope: string, key: string, token: string, status: number, body: unknown): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE idempotency_key SET status = $4, response = $5::jsonb
       WHERE scope = $1 AND key = $2 AND status IS NULL AND response #>> '{pending,token}' = $3
       RETURNING 1`,
      [scope, key, token, status, JSON.stringify(body ?? null)],
    );
    return rows.length === 1;
  }

  /** Deletes the claim with this token, so that the key can be used again. */
  async release(scope: string, key: string, token: string): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotency_key
       WHERE scope = $1 AND key = $2 AND status IS NULL AND response #>> '{pending,token}' = $3`,
      [scope, key, token],
    );
  }

  /** True when this captcha solution is spent. */
  async isSpent(nonce: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM captcha_solution WHERE nonce = $1', [nonce]);
    return rows.length === 1;
  }

  /** Deletes the rows past the TTL; returns how many. */
  async purgeExpired(): Promise<number> {
    const rows = await this.db.query<{ deleted: number }>(
      `WITH deleted AS (
         DELETE FROM idempotency_key WHERE created_at <= now() - make_interval(secs => $1) RETURNING 1)
       SELECT count(*)::int AS deleted FROM deleted`,
      [IDEMPOTENCY_TTL_SECONDS],
    );
    return rows[0]?.deleted ?? 0;
  }
}
