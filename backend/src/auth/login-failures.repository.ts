import { Injectable } from '@nestjs/common';
import { Database } from '../platform/database/database';

/** For one key (an account or an address): the failures counted, capped at the limit asked. */
export interface FailureCount {
  failures: number;
  /** Seconds until the oldest of those leaves the window. */
  clearsInSeconds: number;
}

/** The login_failure table's SQL. */
@Injectable()
export class LoginFailuresRepository {
  constructor(private readonly db: Database) {}

  async insert(emailKey: string, ip: string | null): Promise<void> {
    await this.db.query('INSERT INTO login_failure (email_key, ip) VALUES ($1, $2)', [emailKey, ip]);
  }

  /**
   * The newest `accountMax` failures of the account and the newest `addressMax` of the address
   * in the window; once a key has its limit, it is free again when the oldest of those leaves.
   */
  async count(
    emailKey: string,
    ip: string | null,
    windowMinutes: number,
    accountMax: number,
    addressMax: number,
  ): Promise<{ account: FailureCount; address: FailureCount }> {
    const [row] = await this.db.query<{ account: FailureCount; address: FailureCount }>(
      `WITH account AS (
         SELECT at FROM login_failure WHERE email_key = $1 AND at > now() - make_interval(mins => $3)
         ORDER BY at DESC LIMIT $4),
       address AS (
         SELECT at FROM login_failure WHERE ip = $2 AND at > now() - make_interval(mins => $3)
         ORDER BY at DESC LIMIT $5)
       SELECT json_build_object('failures', (SELECT count(*) FROM account),
         'clearsInSeconds', ceil(extract(epoch FROM
           (SELECT min(at) FROM account) + make_interval(mins => $3) - now()))) AS account,
         json_build_object('failures', (SELECT count(*) FROM address),
         'clearsInSeconds', ceil(extract(epoch FROM
           (SELECT min(at) FROM address) + make_interval(mins => $3) - now()))) AS address`,
      [emailKey, ip, windowMinutes, accountMax, addressMax],
    );
    return row!;
  }

  async deleteForAccount(emailKey: string): Promise<void> {
    await this.db.query('DELETE FROM login_failure WHERE email_key = $1', [emailKey]);
  }

  async purgeOlderThan(windowMinutes: number): Promise<void> {
    await this.db.query('DELETE FROM login_failure WHERE at <= now() - make_interval(mins => $1)', [
      windowMinutes,
    ]);
  }
}
