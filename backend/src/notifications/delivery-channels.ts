import { Inject, Injectable } from '@nestjs/common';
import type { SubmissionWebhookEvent } from '@orbitwise/contracts/admin';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Announcements } from './announcements';
import type { DeliveryToTry, Settlement } from './deliveries.repository';
import { MAILER, type Mailer, type MailMessage } from './mail/mailer';
import { acknowledgementMail, mailDomainOf, staffMail, type Announced } from './mail/messages';
import { NotificationSettingsService } from './settings/notification-settings.service';
import { WebhookEndpointsRepository } from './webhooks/webhook-endpoints.repository';
import { WebhookSender } from './webhooks/webhook-sender';

/** A try's outcome; `failed` is retried by the worker while tries are left. */
export type Outcome = Exclude<Settlement, { state: 'pending' }>;

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
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.mailDomain = mailDomainOf(config.notifications.mailFrom);
  }

  async send(delivery: DeliveryToTry, jobId: string): Promise<Outcome> {
    if (delivery.channel !== 'webhook' && !this.mailer.configured) return NOT_CONFIGURED;
    const announced = await this.announcements.of(delivery);
    if (!announced) return { state: 'skipped', reason: 'The submission was erased.' };
    if (delivery.channel === 'webhook') return this.webhook(delivery, announced);
    return delivery.channel === 'email'
      ? this.staffEmail(delivery, announced, jobId)
      : this.acknowledgement(delivery, announced, jobId);
  }

  private async staffEmail(delivery: DeliveryToTry, announced: Announced, jobId: string): Promise<Outcome> {
    const to = await this.settings.recipientsFor(delivery.kind);
    if (to.length === 0) {
      return { state: 'unconfigured', reason: 'No recipients: set them under Notifications in the console.' };
    }
    return this.mail({ ...staffMail(announced), to, replyTo: delivery.email || undefined }, delivery, jobId);
  }

  /** The per-address limit was applied when the delivery was written (see the CreateNotifications migration). */
  private acknowledgement(delivery: DeliveryToTry, announced: Announced, jobId: string): Promise<Outcome> {
    return this.mail({ ...acknowledgementMail(announced), to: [delivery.email] }, delivery, jobId);
  }

  private async mail(
    message: Omit<MailMessage, 'messageId' | 'headers'>,
    delivery: DeliveryToTry,
    jobId: string,
  ): Promise<Outcome> {
    const target = message.to.join(', ');
    try {
      const answer = await this.mailer.send({
        ...message,
        // The same across the retries of one job; a Resend is a new job, hence a new message.
        messageId: `<${jobId}.delivery-${delivery.id}@${this.mailDomain}>`,
        headers: { 'X-Orbitwise-Submission': delivery.submissionId, 'X-Orbitwise-Delivery': delivery.id },
      });
      return { state: 'sent', target, detail: answer };
    } catch (error) {
      return { state: 'failed', target, reason: (error as Error).message };
    }
  }

  private async webhook(delivery: DeliveryToTry, announced: Announced): Promise<Outcome> {
    const endpoint = delivery.webhookEndpointId
      ? await this.endpoints.find(delivery.webhookEndpointId)
      : null;
    if (!endpoint) return { state: 'skipped', reason: 'The webhook endpoint was deleted.' };
    if (!endpoint.enabled) return { state: 'skipped', reason: 'The webhook endpoint is disabled.' };
    const event: SubmissionWebhookEvent = {
      type: 'submission.created',
      timestamp: new Date().toISOString(),
      data: {
        id: announced.id,
        kind: announced.kind,
        receivedAt: announced.receivedAt.toISOString(),
        source: announced.source,
        name: delivery.name,
        email: announced.email,
        fields: announced.fields,
        consoleUrl: announced.consoleUrl,
      },
    };
    const result = await this.webhooks.send(endpoint, `msg_${delivery.id}`, JSON.stringify(event));
    return result.ok
      ? { state: 'sent', target: endpoint.url, detail: result.detail }
      : { state: 'failed', target: endpoint.url, reason: result.detail };
  }
}
