import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import type { VerifiedCaptcha } from '../../captcha/captcha.service';
import type { ClientLimit } from '../../security/submission-limit';
import { storedAttribution } from '../attribution.dto';
import { SubmissionGate } from '../submission-gate';
import type { SubmissionReference } from '../result.dto';
import { referenceOf } from '../stored-submission';
import { NotificationOutbox } from '../../notifications/outbox/notification-outbox';
import type { UserSubscriptionDto } from './dto/user-subscription.dto';
import type { Subscription } from './subscription.entity';
import {
  type ConfirmedSubscriber,
  type ConfirmOutcome,
  SubscriptionsRepository,
} from './subscriptions.repository';
import {
  confirmationMail,
  NEWSLETTER_CONSENT_WORDING,
  NEWSLETTER_PATHS,
  type SubscriberMail,
} from './newsletter-mail';
import { NewsletterTokens } from './newsletter-tokens';
import { submissionsStored } from '../../platform/metrics/metrics';

/** A date alone is taken as midnight UTC. */
const toInstant = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** The form a consent came from, as the consent record names it. */
export const CONSENT_FORM = 'AddUserSubscription';

/** What a confirmation link did, for its page. */
export type ConfirmationResult = ConfirmOutcome | 'expired' | 'invalid';

/**
 * AddUserSubscription: newsletter subscriptions, with double opt-in. A subscription is `pending` until
 * its owner follows the link of its confirmation e-mail (the kind's acknowledgement in the outbox).
 */
@Injectable()
export class SubscriptionsService {
  /** The time the links are signed and checked at (tests move it). */
  clock: () => Date = () => new Date();
  private readonly tokens: NewsletterTokens;
  private readonly siteOrigin: string;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly gate: SubmissionGate,
    private readonly outbox: NotificationOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokens = new NewsletterTokens(config.csrfSecret);
    this.siteOrigin = config.siteOrigin;
  }

  /** The page a subscription was sent from, when the browser said and it is one of the site's (its path). */
  consentPageOf(referer: string | undefined): string | null {
    if (!referer) return null;
    try {
      const url = new URL(referer);
      return url.origin === this.siteOrigin ? url.pathname.slice(0, 300) : null;
    } catch {
      return null;
    }
  }

  /**
   * The confirmation e-mail of a subscription; null when its address is already a confirmed subscriber
   * (a second subscription changes nothing, and its answer said nothing either).
   */
  async confirmationMailFor(subscriptionId: string, email: string): Promise<SubscriberMail | null> {
    if (await this.subscriptions.isConfirmed(email)) return null;
    const token = this.tokens.confirmation(subscriptionId, this.clock());
    return confirmationMail({
      confirmUrl: `${this.siteOrigin}${NEWSLETTER_PATHS.confirm}?token=${token}`,
      unsubscribeUrl: this.unsubscribeUrl(subscriptionId),
    });
  }

  /** The one-click unsubscribe link of every message to this subscription's address. */
  unsubscribeUrl(subscriptionId: string): string {
    return `${this.siteOrigin}${NEWSLETTER_PATHS.unsubscribe}?token=${this.tokens.unsubscribe(subscriptionId)}`;
  }

  /** Whether `token` is one of our confirmation tokens and not expired (checks its MAC; changes nothing). */
  isLiveConfirmationToken(token: unknown): boolean {
    return this.tokens.checkConfirmation(token, this.clock()).state === 'valid';
  }

  async confirm(token: unknown): Promise<ConfirmationResult> {
    const check = this.tokens.checkConfirmation(token, this.clock());
    if (check.state === 'invalid') return 'invalid';
    if (check.state === 'expired') return 'expired';
    const outcome = await this.subscriptions.confirm(check.subscriptionId, this.clock());
    // Confirming queued the staff e-mail and the webhooks (triggers): send them now.
    if (outcome === 'confirmed') this.outbox.ring().catch(() => undefined);
    return outcome;
  }

  /** Whether `token` is one of our unsubscribe tokens (checks its MAC; changes nothing). */
  isUnsubscribeToken(token: unknown): boolean {
    return this.tokens.checkUnsubscribe(token) !== null;
  }

  /** False when the token is not one of ours; unsubscribing twice is the same as once. */
  async unsubscribe(token: unknown): Promise<boolean> {
    const id = this.tokens.checkUnsubscribe(token);
    if (!id) return false;
    await this.subscriptions.unsubscribe(id, this.clock());
    return true;
  }

  /** Each confirmed address once, with its consent record: the only ones a newsletter goes to. */
  confirmedSubscribers(): Promise<ConfirmedSubscriber[]> {
    return this.subscriptions.confirmedSubscribers();
  }

  /** Checked right before each newsletter e-mail: unsubscribing is immediate. */
  isStillConfirmed(subscriptionId: string): Promise<boolean> {
    return this.subscriptions.isStillConfirmed(subscriptionId);
  }

  /** The confirmed subscribers: the only ones any count or message goes to. */
  countConfirmed(): Promise<number> {
    return this.subscriptions.countConfirmed();
  }

  /** Stores the subscription and counts its client and spends its captcha solution in one statement (its notifications with it: see NotificationOutbox). */
  async add(
    body: UserSubscriptionDto,
    captcha: VerifiedCaptcha,
    client: ClientLimit,
    sandbox = false,
    consentPage: string | null = null,
  ): Promise<SubmissionReference> {
    const verdict = await this.subscriptions.insert(
      this.gate.statement(captcha, client),
      {
        email: body.email,
        userActivationDate: toInstant(body.userActivationDate),
        isActive: body.isActive,
        consentForm: CONSENT_FORM,
        consentPage,
        consentWording: NEWSLETTER_CONSENT_WORDING,
      },
      sandbox,
      storedAttribution(body.attribution),
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
