import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { afterFirstTry, JobQueue, type JobContext, type RetryPolicy } from '../jobs/job-queue';
import { Database } from '../platform/database/database';
import { Announcements } from './announcements';
import { DeliveriesRepository, type Settlement } from './deliveries.repository';
import { DeliveryChannels } from './delivery-channels';
import { MAILER, type Mailer } from '../platform/mail/mailer';
import { failureAlertKey, failureAlertMail, mailDomainOf, operationsAlertMail } from './mail/messages';
import { NotificationOutbox } from './outbox/notification-outbox';
import {
  NOTIFICATION_QUEUES,
  type AdminAlertJob,
  type DeliverJob,
  type FirstTriesJob,
} from './outbox/queues';
import { NotificationSettingsService } from './settings/notification-settings.service';

const RELAY_BATCH = 500;
/** Deliveries whose first tries are one job. */
export const FIRST_TRIES_PER_JOB = 8;
/** Jobs (first tries, or retries) fetched and run together. */
const JOBS_PER_FETCH = { firstTries: 4, deliver: 32 };

/** What a delivery's try does when it failed and may be tried again. */
type RetryableFailure = (outcome: Settlement & { state: 'pending' }, took: number) => Promise<void>;

/**
 * The outbox's jobs:
 * - relay (after each submission, and every minute as a sweep): gives every delivery not queued yet a
 *   first-tries job, one per FIRST_TRIES_PER_JOB deliveries, in one transaction with the jobs, so each
 *   is queued exactly once (a job per delivery made pg-boss's bookkeeping a third of PostgreSQL's work
 *   per submission);
 * - first tries: each delivery's first try through its channel; one that failed and may be retried
 *   goes on as a deliver job of its own, starting when its retry is due, with the rest of the retries;
 *   a crash mid-batch retries the batch job, which tries again only what it had not settled;
 * - deliver: one try of one delivery (its retries, a Resend); a failure is retried with exponential
 *   backoff (NOTIFY_RETRY_*, over a day by default) and, after the last try, marked failed and alerted;
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
    const { smtpTimeoutSeconds, webhookTimeoutSeconds } = this.config.notifications;
    await this.jobs.schedule({
      name: NOTIFICATION_QUEUES.relay,
      every: '1 minute',
      handler: () => this.relay(),
      // One relay runs at a time (its queue is stately): one cut off with its process must not hold
      // the others back for long. A relay takes well under a second.
      timeoutSeconds: 15,
    });
    const retry = this.retryPolicy();
    // An SMTP exchange is several replies, each allowed the timeout; past this the try counts as
    // failed (and a job whose process died is tried again: this is also how long a crash delays it).
    // The e-mails of the jobs in flight share the 5 pooled SMTP connections: against a server that
    // hangs, the last of them may run past this timeout, and the job's try counts as failed.
    const timeoutSeconds = Math.max(10, 4 * Math.max(smtpTimeoutSeconds, webhookTimeoutSeconds));
    await this.jobs.work<FirstTriesJob>(
      NOTIFICATION_QUEUES.firstTries,
      (job, context) => this.firstTries(job, context),
      { retry, timeoutSeconds, concurrency: JOBS_PER_FETCH.firstTries },
    );
    // Up to 32 retries per fetch: its fetch, read, settlement and completion are one statement each.
    await this.jobs.work<DeliverJob>(
      NOTIFICATION_QUEUES.deliver,
      (job, context) => this.deliver(job, context),
      { retry, timeoutSeconds, concurrency: JOBS_PER_FETCH.deliver },
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
        const claimed = await this.deliveries.claimUnqueued(tx, RELAY_BATCH, FIRST_TRIES_PER_JOB);
        const batches = new Map<string, string[]>();
        for (const { id, jobId } of claimed) batches.set(jobId, [...(batches.get(jobId) ?? []), id]);
        await this.jobs.sendMany(
          NOTIFICATION_QUEUES.firstTries,
          [...batches].map(([jobId, deliveryIds]) => ({
            id: jobId,
            data: { deliveryIds } satisfies FirstTriesJob,
          })),
          { tx },
        );
        return claimed.length;
      });
      if (queued < RELAY_BATCH) return;
    }
  }

  /**
   * The first try of each delivery of the batch. One that failed with tries left is handed to a deliver
   * job of its own (recorded, and queued, in one transaction). If any could not be settled (the
   * database was unreachable), the batch job fails, to be retried for what it still holds.
   */
  async firstTries({ deliveryIds }: FirstTriesJob, job: JobContext): Promise<void> {
    const retry = this.retryPolicy();
    const results = await Promise.allSettled(
      deliveryIds.map((deliveryId) =>
        this.tryDelivery(deliveryId, job, 1, retry.limit + 1, (outcome, took) =>
          this.retryUnderNewJob(deliveryId, job.id, outcome, took, retry),
        ),
      ),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async deliver({ deliveryId, triesBefore = 0 }: DeliverJob, job: JobContext): Promise<void> {
    await this.tryDelivery(
      deliveryId,
      job,
      job.attempt + triesBefore,
      job.attempts + triesBefore,
      async (outcome, took) => {
        await this.deliveries.settle(deliveryId, job.id, outcome, took);
        throw new Error(
          `Delivery ${deliveryId} failed on try ${job.attempt + triesBefore}; see its delivery log`,
        );
      },
    );
  }

  /** Try `attempt` of `attempts` of one delivery, if `job` still holds it. */
  private async tryDelivery(
    deliveryId: string,
    job: JobContext,
    attempt: number,
    attempts: number,
    retryable: RetryableFailure,
  ): Promise<void> {
    const delivery = await this.deliveries.forJob(deliveryId, job.id);
    if (!delivery) return; // erased, held, sent, or superseded by a Resend
    const started = performance.now();
    // Spam holds what tells the submission's content; its triage events carry none and still go.
    if (delivery.status === 'spam' && delivery.event === 'submission.created') {
      await this.deliveries.settle(
        deliveryId,
        job.id,
        { state: 'held', reason: 'The submission is marked spam.' },
        0,
      );
      return;
    }
    const outcome = await this.channels.send(delivery, job.signal);
    const took = performance.now() - started;
    if (outcome.state !== 'failed') {
      await this.deliveries.settle(deliveryId, job.id, outcome, took);
      return;
    }
    // The reason names recipients: it stays in the delivery log, out of the process's log.
    if (!outcome.permanent && attempt < attempts) {
      await retryable({ ...outcome, state: 'pending' }, took);
      return;
    }
    await this.deliveries.settle(deliveryId, job.id, outcome, took);
    this.logger.error(
      outcome.permanent
        ? `Delivery ${deliveryId} (${delivery.channel}) refused for good (5xx) on try ${attempt}: not retried`
        : `Delivery ${deliveryId} (${delivery.channel}) failed after ${attempts} tries`,
    );
    await this.jobs.send(NOTIFICATION_QUEUES.alert, { deliveryId } satisfies DeliverJob);
  }

  /** A failed first try: recorded, and the delivery queued as a deliver job due when its retry is. */
  private async retryUnderNewJob(
    deliveryId: string,
    jobId: string,
    outcome: Settlement & { state: 'pending' },
    took: number,
    retry: RetryPolicy,
  ): Promise<void> {
    const next = afterFirstTry(retry);
    if (!next) throw new Error('A retry policy without retries leaves no try after the first');
    const queued = await this.db.transaction(async (tx) => {
      const newJobId = await this.deliveries.retryUnderNewJob(tx, deliveryId, jobId, outcome, took);
      if (!newJobId) return false; // no longer this job's
      await this.jobs.sendMany(
        NOTIFICATION_QUEUES.deliver,
        [{ id: newJobId, data: { deliveryId, triesBefore: 1 } satisfies DeliverJob, ...next }],
        { tx },
      );
      return true;
    });
    if (queued) this.logger.warn(`Delivery ${deliveryId} failed on its first try; it will be retried`);
  }

  private retryPolicy(): RetryPolicy {
    const { retryLimit, retryDelaySeconds, retryMaxDelaySeconds } = this.config.notifications;
    return {
      limit: retryLimit,
      delaySeconds: retryDelaySeconds,
      backoff: true,
      maxDelaySeconds: retryMaxDelaySeconds,
    };
  }

  async alert({ deliveryId }: DeliverJob): Promise<void> {
    const failed = await this.deliveries.failed(deliveryId);
    if (!failed || !this.mailer.configured) return; // sent since, erased, or nothing to send with
    const to = await this.settings.adminAddresses();
    if (to.length === 0) return;
    const receipt = await this.mailer.send({
      ...failureAlertMail({ ...failed, consoleUrl: this.announcements.consoleUrl(failed.submissionId) }),
      to,
      messageId: `<${failureAlertKey(deliveryId, failed.resends)}@${mailDomainOf(this.config.notifications.mailFrom)}>`,
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
