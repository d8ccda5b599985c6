import { Inject, Injectable } from '@nestjs/common';
import type { WebhookEvent } from '@orbitwise/contracts/admin';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Announcements } from './announcements';
import type { DeliveryToTry, RecipientState, Settlement } from './deliveries.repository';
import { MAILER, MailFailure, type Mailer, type MailMessage } from '../platform/mail/mailer';
import { acknowledgementMail, mailDomainOf, staffMail, type Announced } from './mail/messages';
import { NotificationSettingsService } from './settings/notification-settings.service';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';
import { WebhookEndpointsRepository } from './webhooks/webhook-endpoints.repository';
import { WebhookSender } from './webhooks/webhook-sender';

/**
 * A try's outcome; `failed` is retried by the worker while tries are left, unless `permanent` (a 5xx
 * answer: retrying for a day would change nothing).
 */
export type Outcome = Exclude<Settlement, { state: 'pending' }> & { permanent?: boolean };

/** `headers`: a message's own (a subscriber's List-Unsubscribe), beside the delivery's. */
type MailContent = Omit<MailMessage, 'to' | 'envelopeTo' | 'messageId'>;

const waitingFor = (addresses: readonly string[]): RecipientState[] =>
  addresses.map((address) => ({ address, state: 'pending', reply: null }));

const NOT_CONFIGURED: Outcome = {
  state: 'unconfigured',
  reason: 'E-mail is not configured (SMTP_URL): it will be sent once it is.',
};

/** Sends one delivery through its channel: the staff's e-mail, a webhook, or the visitor's acknowledgement. */
@Injectable()
export class DeliveryChannels {
  private readonly mailDomain: string;

  constructor(
    private readonly announcements: Announcements,
    private readonly settings: NotificationSettingsService,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly webhooks: WebhookSender,
    private readonly subscriptions: SubscriptionsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.mailDomain = mailDomainOf(config.notifications.mailFrom);
  }

  /** One try; `signal` aborts when the try is given up (timed out, or the process is stopping). */
  async send(delivery: DeliveryToTry, signal?: AbortSignal): Promise<Outcome> {
    if (delivery.channel === 'webhook') return this.webhook(delivery, signal);
    if (!this.mailer.configured) return NOT_CONFIGURED;
    const announced = await this.announcements.of(delivery);
    if (!announced) return { state: 'skipped', reason: 'The submission was erased.' };
    return delivery.channel === 'email'
      ? this.staffEmail(delivery, announced, signal)
      : this.acknowledgement(delivery, announced, signal);
  }

  private async staffEmail(
    delivery: DeliveryToTry,
    announced: Announced,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const recipients = delivery.recipients ?? waitingFor(await this.settings.recipientsFor(delivery.kind));
    if (recipients.length === 0) {
      return { state: 'unconfigured', reason: 'No recipients: set them under Notifications in the console.' };
    }
    return this.mail(
      { ...staffMail(announced), replyTo: delivery.email || undefined },
      recipients,
      delivery,
      signal,
    );
  }

  /**
   * The per-address limit was applied when the delivery was written (see the CreateNotifications
   * migration). A newsletter subscription's acknowledgement is its double opt-in confirmation.
   */
  private async acknowledgement(
    delivery: DeliveryToTry,
    announced: Announced,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const recipients = delivery.recipients ?? waitingFor([delivery.email]);
    if (delivery.kind !== 'newsletter') {
      return this.mail(acknowledgementMail(announced), recipients, delivery, signal);
    }
    const confirmation = await this.subscriptions.confirmationMailFor(delivery.sourceId, delivery.email);
    if (!confirmation) return { state: 'skipped', reason: 'The address is already a confirmed subscriber.' };
    return this.mail(confirmation, recipients, delivery, signal);
  }

  /**
   * One try of an e-mail, to the recipients still waiting for it (the `To` header names them all, so
   * every copy is the same message). Each recipient's reply is kept: accepted, refused for good (5xx),
   * or refused for now (4xx, retried with the others still waiting).
   */
  private async mail(
    content: MailContent,
    recipients: RecipientState[],
    delivery: DeliveryToTry,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const to = recipients.map((recipient) => recipient.address);
    const target = to.join(', ');
    const waiting = recipients.filter((recipient) => recipient.state === 'pending');
    if (waiting.length === 0) return verdict(recipients, recipients, target); // e.g. released from a spam hold
    let after: RecipientState[];
    try {
      const receipt = await this.mailer.send(
        {
          ...content,
          to,
          envelopeTo: waiting.length < to.length ? waiting.map((recipient) => recipient.address) : undefined,
          // The same across one delivery's tries (a receiving system drops a duplicate); each Resend
          // is a new message.
          messageId: `<delivery-${delivery.id}${delivery.resends === 0 ? '' : `.resend${delivery.resends}`}@${this.mailDomain}>`,
          headers: {
            ...content.headers,
            'X-Orbitwise-Submission': delivery.submissionId,
            'X-Orbitwise-Delivery': delivery.id,
          },
        },
        signal,
      );
      const refused = new Map(receipt.refused.map((refusal) => [refusal.address.toLowerCase(), refusal]));
      after = recipients.map((recipient): RecipientState => {
        if (recipient.state !== 'pending') return recipient;
        const refusal = refused.get(recipient.address.toLowerCase());
        if (!refusal) return { ...recipient, state: 'sent', reply: receipt.response };
        return { ...recipient, state: refusal.permanent ? 'failed' : 'pending', reply: refusal.reply };
      });
    } catch (error) {
      const reason = (error as Error).message;
      if (!(error instanceof MailFailure && error.permanent)) {
        return { state: 'failed', target, reason, recipients };
      }
      after = recipients.map((recipient) =>
        recipient.state === 'pending' ? { ...recipient, state: 'failed', reply: reason } : recipient,
      );
    }
    return verdict(recipients, after, target);
  }

  private async webhook(delivery: DeliveryToTry, signal?: AbortSignal): Promise<Outcome> {
    const endpoint = delivery.webhookEndpointId
      ? await this.endpoints.find(delivery.webhookEndpointId)
      : null;
    if (!endpoint) return { state: 'skipped', reason: 'The webhook endpoint was deleted.' };
    if (!endpoint.enabled) return { state: 'skipped', reason: 'The webhook endpoint is disabled.' };
    const event = await this.webhookEvent(delivery);
    if (!event) return { state: 'skipped', reason: 'The submission was erased.' };
    // Retries of one delivery share its id (a receiver drops duplicates); each Resend is a new message.
    const original = `msg_${delivery.id}`;
    const messageId = delivery.resends === 0 ? original : `${original}_resend${delivery.resends}`;
    const body = delivery.resends === 0 ? event : { ...event, resendOf: original };
    // A try given up while it read the endpoint (timed out, or the process is stopping) posts nothing.
    if (signal?.aborted)
      return { state: 'failed', target: endpoint.url, reason: 'Not sent: its try was stopped.' };
    const result = await this.webhooks.send(endpoint, messageId, JSON.stringify(body));
    return result.ok
      ? { state: 'sent', target: endpoint.url, detail: result.detail }
      : { state: 'failed', target: endpoint.url, reason: result.detail };
  }

  /**
   * The event a webhook delivery announces. Its timestamp is when the event happened (the delivery was
   * written with it), so every retry and Resend of it says the same; webhook-timestamp is per try.
   * Null when a new submission was erased before its event went: nothing is left to tell.
   */
  private async webhookEvent(delivery: DeliveryToTry): Promise<WebhookEvent | null> {
    const timestamp = delivery.createdAt.toISOString();
    const { submissionId: id, kind } = delivery;
    if (delivery.event === 'submission.erased') {
      return { type: 'submission.erased', timestamp, data: { id, kind } };
    }
    if (delivery.event === 'submission.updated') {
      const { now, before } = delivery.triage!;
      const changed = (['status', 'assignee'] as const).filter(
        (field) => JSON.stringify(now[field]) !== JSON.stringify(before[field]),
      );
      return {
        type: 'submission.updated',
        timestamp,
        data: { id, kind, ...now, changed, previous: before, consoleUrl: this.announcements.consoleUrl(id) },
      };
    }
    const announced = await this.announcements.of(delivery);
    if (!announced) return null;
    return {
      type: 'submission.created',
      timestamp,
      data: {
        id: announced.id,
        kind: announced.kind,
        receivedAt: announced.receivedAt.toISOString(),
        source: announced.source,
        name: delivery.name,
        email: announced.email,
        fields: announced.fields,
        attribution: announced.attribution,
        consoleUrl: announced.consoleUrl,
      },
    };
  }
}

/**
 * How an e-mail's try ended, from where each recipient stands: sent once all are; retried while any is
 * refused for now; failed for good once the rest are settled and any was refused for good. The log says
 * each recipient's reply (those sent in an earlier try aside); one accepted by all is the server's reply.
 */
function verdict(before: RecipientState[], after: RecipientState[], target: string): Outcome {
  const told = after.filter((recipient, index) => before[index]!.state !== 'sent');
  const allAccepted = told.every((recipient) => recipient.state === 'sent');
  const detail = allAccepted
    ? (told[0]?.reply ?? 'sent')
    : told
        .map(
          ({ address, state, reply }) =>
            `${state === 'sent' ? 'sent to' : 'refused for'} ${address}: ${reply}`,
        )
        .join('; ');
  if (after.every((recipient) => recipient.state === 'sent')) {
    return { state: 'sent', target, detail, recipients: after };
  }
  const permanent = !after.some((recipient) => recipient.state === 'pending');
  return { state: 'failed', target, reason: detail, recipients: after, permanent };
}
