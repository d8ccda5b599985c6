import { Injectable } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { CaptchaService, type VerifiedCaptcha } from '../../captcha/captcha.service';
import type { UserSubscriptionDto } from './dto/user-subscription.dto';
import { SubscriptionsRepository } from './subscriptions.repository';

/** A date alone is taken as midnight UTC. */
const toInstant = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** AddUserSubscription: newsletter subscriptions. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly db: Database,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly captcha: CaptchaService,
  ) {}

  /** Stores the subscription and spends its captcha solution in one transaction. */
  async add(body: UserSubscriptionDto, captcha: VerifiedCaptcha): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.captcha.spend(captcha, tx);
      await this.subscriptions.insert(tx, {
        email: body.email,
        userActivationDate: toInstant(body.userActivationDate),
        isActive: body.isActive,
      });
    });
  }
}
