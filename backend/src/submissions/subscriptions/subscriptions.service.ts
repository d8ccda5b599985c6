import { Injectable } from '@nestjs/common';
import type { VerifiedCaptcha } from '../../captcha/captcha.service';
import type { ClientLimit } from '../../security/submission-limit';
import { SubmissionGate } from '../submission-gate';
import type { SubmissionReference } from '../result.dto';
import { referenceOf } from '../stored-submission';
import { NotificationOutbox } from '../../notifications/outbox/notification-outbox';
import type { UserSubscriptionDto } from './dto/user-subscription.dto';
import type { Subscription } from './subscription.entity';
import { SubscriptionsRepository } from './subscriptions.repository';
import { submissionsStored } from '../../platform/metrics/metrics';

/** A date alone is taken as midnight UTC. */
const toInstant = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** AddUserSubscription: newsletter subscriptions. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly gate: SubmissionGate,
    private readonly outbox: NotificationOutbox,
  ) {}

  /** Stores the subscription and counts its client and spends its captcha solution in one statement (its notifications with it: see NotificationOutbox). */
  async add(
    body: UserSubscriptionDto,
    captcha: VerifiedCaptcha,
    client: ClientLimit,
    sandbox = false,
  ): Promise<SubmissionReference> {
    const verdict = await this.subscriptions.insert(
      this.gate.statement(captcha, client),
      {
        email: body.email,
        userActivationDate: toInstant(body.userActivationDate),
        isActive: body.isActive,
      },
      sandbox,
    );
    this.gate.settle(verdict);
    if (!sandbox) submissionsStored.inc({ kind: 'newsletter' });
    // Not awaited: the doorbell is background work, off the visitor's path (and never fails).
    this.outbox.ring().catch(() => undefined);
    return referenceOf(this.subscriptions.submissionIdOf(verdict.rowId!));
  }

  /** One subscription as submitted, for the inbox; null when there is none. */
  findById(id: string): Promise<Subscription | null> {
    return this.subscriptions.findById(id);
  }

  /** Erases these subscriptions with their inbox envelopes; returns how many existed. */
  eraseByIds(ids: readonly string[]): Promise<number> {
    return ids.length === 0 ? Promise.resolve(0) : this.subscriptions.deleteByIds(ids);
  }

  /** Erases at most `limit` subscriptions received before `before`; returns how many. */
  eraseOlderThan(before: Date, limit: number): Promise<number> {
    return this.subscriptions.deleteOlderThan(before, limit);
  }
}
