import { Injectable } from '@nestjs/common';
import { CaptchaService, type VerifiedCaptcha } from '../../captcha/captcha.service';
import type { UserSubscriptionDto } from './dto/user-subscription.dto';
import { SubscriptionsRepository } from './subscriptions.repository';

/** A date alone is taken as midnight UTC. */
const toInstant = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** AddUserSubscription: newsletter subscriptions. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly captcha: CaptchaService,
  ) {}

  /** Stores the subscription and spends its captcha solution in one statement. */
  async add(body: UserSubscriptionDto, captcha: VerifiedCaptcha): Promise<void> {
    const written = await this.subscriptions.insert(this.captcha.spending(captcha), {
      email: body.email,
      userActivationDate: toInstant(body.userActivationDate),
      isActive: body.isActive,
    });
    this.captcha.assertSpent(written);
  }
}
