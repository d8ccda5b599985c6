import { Injectable } from '@nestjs/common';
import type { CaptchaSpend } from '../../captcha/captcha.service';
import { Database } from '../../platform/database/database';
import type { Subscription } from './subscription.entity';

export type NewSubscription = Omit<Subscription, 'id' | 'createdAt'>;

/** The subscription table's SQL. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the row if the captcha solution is spent by the same statement; false if it was used. */
  async insert(spend: CaptchaSpend, s: NewSubscription): Promise<boolean> {
    const rows = await this.db.query(
      `WITH ${spend.sql}
       INSERT INTO subscription (email, user_activation_date, is_active)
       SELECT $3, $4::timestamptz, $5::boolean FROM spent RETURNING 1`,
      [...spend.parameters, s.email, s.userActivationDate, s.isActive],
    );
    return rows.length === 1;
  }

  /** One row as stored; null when there is none. */
  async findById(id: string): Promise<Subscription | null> {
    const rows = await this.db.query<Subscription>(
      `SELECT id, email, user_activation_date AS "userActivationDate", is_active AS "isActive",
              created_at AS "createdAt"
       FROM subscription WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Deletes these rows (their inbox envelopes, notes and history cascade); returns how many were. */
  async deleteByIds(ids: readonly string[]): Promise<number> {
    const rows = await this.db.query('DELETE FROM subscription WHERE id = ANY($1::bigint[]) RETURNING 1', [
      ids,
    ]);
    return rows.length;
  }

  /** Deletes at most `limit` rows received before `before`, oldest first; returns how many. */
  async deleteOlderThan(before: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM subscription WHERE id IN (
         SELECT id FROM subscription WHERE created_at < $1 ORDER BY created_at LIMIT $2)
       RETURNING 1`,
      [before, limit],
    );
    return rows.length;
  }
}
