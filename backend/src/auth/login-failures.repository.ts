import { Injectable } from '@nestjs/common';
import { Database } from '../platform/database/database';

/** For one key (account and address together, an address, an account): the failures counted. */
export interface FailureCount {
  failures: number;
  /** Seconds until the oldest of the newest `limit` failures leaves the window. */
  clearsInSeconds: number;
}

export interface FailureLimits {
  windowMinutes: number;
  /** Failures of this account from this address. */
  pair: number;
  /** Failures from this address, whatever the accounts. */
  address: number;
  /** Failures of this account from every address. */
  account: number;
}

/** A reserved guess (its failure row) or, when a limit is reached, the seconds to wait. */
export type Reservation = { id: string } | { waitSeconds: number };

/**
 * The login_failure table's SQL. Its `email_key` holds the account's key as LoginThrottle makes it
 * (a keyed hash of the email, never the email itself); its `ip` the client's network as
 * `client_network()` makes it (an IPv4 address, an IPv6 /64), so that the addresses of one IPv6
 * subscriber count as one.
 */
@Injectable()
export class LoginFailuresRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts a guess as a failure before it is checked, if every limit allows it; the caller releases
   * it when the guess was right. The account's lock, then the address's, serialise the count and
   * the insert, so parallel guesses can never pass a limit (always in that order: no deadlock).
   */
  async reserve(accountKey: string, ip: string | null, limits: FailureLimits): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('login_failure account ' || $1, 0))`, [
        accountKey,
      ]);
      if (ip !== null) {
        await tx.query(
          `SELECT pg_advisory_xact_lock(hashtextextended('login_failure address ' || client_network($1::inet), 0))`,
          [ip],
        );
      }
      const [counts] = await tx.query<{ pair: FailureCount; address: FailureCount; account: FailureCount }>(
        `WITH network AS (SELECT client_network($2::inet) AS ip),
         recent AS (
           SELECT email_key, ip, at FROM login_failure
           WHERE (email_key = $1 OR ip = (SELECT ip FROM network)) AND at > now() - make_interval(mins => $3)),
         pair AS (SELECT at FROM recent WHERE email_key = $1 AND ip IS NOT DISTINCT FROM (SELECT ip FROM network)
                  ORDER BY at DESC LIMIT $4),
         address AS (SELECT at FROM recent WHERE ip = (SELECT ip FROM network) ORDER BY at DESC LIMIT $5),
         account AS (SELECT at FROM recent WHERE email_key = $1 ORDER BY at DESC LIMIT $6)
         SELECT ${countOf('pair')} AS pair, ${countOf('address')} AS address, ${countOf('account')} AS account`,
        [accountKey, ip, limits.windowMinutes, limits.pair, limits.address, limits.account],
      );
      const waits = [
        over(counts!.pair, limits.pair),
        over(counts!.address, limits.address),
        over(counts!.account, limits.account),
      ];
      const waitSeconds = Math.max(...waits);
      if (waitSeconds > 0) return { waitSeconds };
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO login_failure (email_key, ip) VALUES ($1, client_network($2::inet)) RETURNING id::text AS id',
        [accountKey, ip],
      );
      return { id: row!.id };
    });
  }

  /** A reserved guess that was right is no failure. */
  async release(id: string): Promise<void> {
    await this.db.query('DELETE FROM login_failure WHERE id = $1', [id]);
  }

  async deleteForPair(accountKey: string, ip: string | null): Promise<void> {
    await this.db.query(
      'DELETE FROM login_failure WHERE email_key = $1 AND ip IS NOT DISTINCT FROM client_network($2::inet)',
      [accountKey, ip],
    );
  }

  async purgeOlderThan(windowMinutes: number): Promise<void> {
    await this.db.query('DELETE FROM login_failure WHERE at <= now() - make_interval(mins => $1)', [
      windowMinutes,
    ]);
  }
}

function countOf(name: string): string {
  return `json_build_object('failures', (SELECT count(*) FROM ${name}),
    'clearsInSeconds', ceil(extract(epoch FROM (SELECT min(at) FROM ${name}) + make_interval(mins => $3) - now())))`;
}

function over(count: FailureCount, limit: number): number {
  return count.failures >= limit ? Math.max(1, count.clearsInSeconds) : 0;
}
