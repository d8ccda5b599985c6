import { Injectable } from '@nestjs/common';
import type { Queryable } from '../../platform/database/database';
import type { Subscription } from './subscription.entity';

export type NewSubscription = Omit<Subscription, 'id' | 'createdAt'>;

/** The subscription table's SQL. */
@Injectable()
export class SubscriptionsRepository {
  async insert(tx: Queryable, s: NewSubscription): Promise<void> {
    await tx.query('INSERT INTO subscription (email, user_activation_date, is_active) VALUES ($1, $2, $3)', [
      s.email,
      s.userActivationDate,
      s.isActive,
    ]);
  }
}
