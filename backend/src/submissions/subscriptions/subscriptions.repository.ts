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
}
