import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobQueue, type JobContext } from '../jobs/job-queue';
import { Database } from '../platform/database/database';
import { Announcements } from './announcements';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveryChannels } from './delivery-channels';
import { MAILER, type Mailer } from './mail/mailer';
import { failureAlertMail, mailDomainOf, operationsAlertMail } from './mail/messages';
import { NotificationOutbox } from './outbox/notification-outbox';
import { NOTIFICATION_QUEUES, type AdminAlertJob, type DeliverJob } from './outbox/queues';
import { NotificationSettingsService } from './settings/notification-settings.service';

const RELAY_BATCH = 500;
/** Deliver jobs fetched and tried together. */
const DELIVERY_BATCH = 32;

/**
 * The outbox's three jobs:
 * - relay (after each submission, and every minute as a sweep): gives every delivery not queued yet a
 *   deliver job, in one transaction with the jobs, so each is queued exactly once;
 * - deliver: one try through the delivery's channel; a failure is retried with exponential backoff
 *   (NOTIFY_RETRY_*, over a day by default) and, after the last try, marked failed and alerted;
 * - alert: one e-mail to the enabled admins about a delivery that failed for good.
 * A job acts only while the delivery is still its own (job_id): a Resend or a spam hold supersedes it.
 */
@Injectable()
export class DeliveryWorker implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly jobs: JobQueue,
    private readonly db: Database,
    private readonly deliveries: DeliveriesRepository,
    private readonly channels: DeliveryChannels,
    private readonly announcements: Announcements,
    private readonly settings: NotificationSettingsService,
    private readonly outbox: NotificationOutbox,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const { retryLimit, retryDelaySeconds, retryMaxDelaySeconds, smtpTimeoutSeconds, webhookTimeoutSeconds } =
      this.config.notifications;
    await this.jobs.schedule({
      name: NOTIFICATION_QUEUES.relay,
      every: '1 minute',
      handler: () => this.relay(),
      // One relay runs at a time (its queue is stately): one cut off with its process must not hold
      // the others back for long. A relay takes well under a second.
      timeoutSeconds: 15,
    });
    await this.jobs.work<DeliverJob>(
      NOTIFICATION_QUEUES.deliver,
      (job, context) => this.deliver(job, context),
      {
        retry: {
          limit: retryLimit,
          delaySeconds: retryDelaySeconds,
          backoff: true,
          maxDelaySeconds: retryMaxDelaySeconds,
        },
        // An SMTP exchange is several replies, each allowed the timeout; past this the try counts as
        // failed (and a job whose process died is tried again: this is also how long a crash delays it).
        timeoutSeconds: Math.max(10, 4 * Math.max(smtpTimeoutSeconds, webhookTimeoutSeconds)),
        // Up to 32 tries per fetch: its fetch, read, settlement and completion are one statement each,
        // shared by the batch (about 0.13 transactions per delivery under load). The e-mails share the
        // 5 pooled SMTP connections: against a server that hangs, the last of a full batch may run past
        // this timeout and count as a failed try, retried like any other.
        concurrency: DELIVERY_BATCH,
      },
    );
    await this.jobs.work<DeliverJob>(NOTIFICATION_QUEUES.alert, (job) => this.alert(job), {
      retry: { limit: 10, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
    });
    await this.jobs.work<AdminAlertJob>(NOTIFICATION_QUEUES.adminAlert, (job) => this.alertAdmins(job), {
      retry: { limit: 10, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
    });
  }

  /** After a restart: e-mail configured since, and whatever a crash left unqueued, go now. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.mailer.configured) {
      const released = await this.deliveries.releaseUnconfigured();
      if (released > 0) this.logger.log(`E-mail is configured: ${released} waiting e-mail(s) queued`);
    }
    await this.outbox.ring();
  }

  async relay(): Promise<void> {
    for (;;) {
      const queued = await this.db.transaction(async (tx) => {
        const claimed = await this.deliveries.claimUnqueued(tx, RELAY_BATCH);
        await this.jobs.sendMany(
          NOTIFICATION_QUEUES.deliver,
          claimed.map(({ id, jobId }) => ({ id: jobId, data: { deliveryId: id } satisfies DeliverJob })),
          { tx },
        );
        return claimed.length;
      });
      if (queued < RELAY_BATCH) return;
    }
  }

  async deliver({ deliveryId }: DeliverJob, job: JobContext): Promise<void> {
    const delivery = await this.deliveries.forJob(deliveryId, job.id);
    if (!delivery) return; // erased, held, sent, or superseded by a Resend
    const started = performance.now();
    if (delivery.status === 'spam') {
      await this.deliveries.settle(
        deliveryId,
        job.id,
        { state: 'held', reason: 'The submission is marked spam.' },
        0,
      );
      return;
    }
    const outcome = await this.channels.send(delivery, job.id, job.signal);
    const took = performance.now() - started;
    if (outcome.state !== 'failed') {
      await this.deliveries.settle(deliveryId, job.id, outcome, took);
      return;
    }
    // The reason names recipients: it stays in the delivery log, out of the process's log.
    if (!outcome.permanent && job.attempt < job.attempts) {
      await this.deliveries.settle(deliveryId, job.id, { ...outcome, state: 'pending' }, took);
      throw new Error(`Delivery ${deliveryId} (${delivery.channel}) failed; see its delivery log`);
    }
    await this.deliveries.settle(deliveryId, job.id, outcome, took);
    this.logger.error(
      outcome.permanent
        ? `Delivery ${deliveryId} (${delivery.channel}) refused for good (5xx) on try ${job.attempt}: not retried`
        : `Delivery ${deliveryId} (${delivery.channel}) failed after ${job.attempts} tries`,
    );
    await this.jobs.send(NOTIFICATION_QUEUES.alert, { deliveryId } satisfies DeliverJob);
  }

  async alert({ deliveryId }: DeliverJob): Promise<void> {
    const failed = await this.deliveries.failed(deliveryId);
    if (!failed || !this.mailer.configured) return; // sent since, erased, or nothing to send with
    const to = await this.settings.adminAddresses();
    if (to.length === 0) return;
    const receipt = await this.mailer.send({
      ...failureAlertMail({ ...failed, consoleUrl: this.announcements.consoleUrl(failed.submissionId) }),
      to,
      messageId: `<alert.delivery-${deliveryId}@${mailDomainOf(this.config.notifications.mailFrom)}>`,
      headers: { 'X-Orbitwise-Submission': failed.submissionId, 'X-Orbitwise-Alert': deliveryId },
    });
    // Retried (to every admin) only if nobody got it and a refusal may pass later.
    if (receipt.response === null && receipt.refused.some((refusal) => !refusal.permanent)) {
      throw new Error(`The alert about delivery ${deliveryId} was refused for every admin for now`);
    }
  }

  /** An operations alert (the backup domain's) to the enabled admins, by the same mailer. */
  async alertAdmins({ subject, text, key }: AdminAlertJob): Promise<void> {
    if (!this.mailer.configured) return;
    const to = await this.settings.adminAddresses();
    if (to.length === 0) return;
    await this.mailer.send({
      ...operationsAlertMail(subject, text),
      to,
      messageId: `<alert.${key}@${mailDomainOf(this.config.notifications.mailFrom)}>`,
      headers: { 'X-Orbitwise-Alert': key },
    });
  }
}
