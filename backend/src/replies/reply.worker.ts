import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobQueue, type JobContext } from '../jobs/job-queue';
import { MailFailure, type Mailer } from '../platform/mail/mailer';
import { Database } from '../platform/database/database';
import { RepliesRepository, type ReplyToSend } from './replies.repository';
import { mailDomainOf, REPLY_MAILER } from './reply-mailer';
import { REPLY_QUEUE, type SendReplyJob } from './reply-queue';

const NOT_CONFIGURED = 'E-mail is not configured (SMTP_URL): it will be sent once it is.';

/**
 * Sends each reply once: a job reads the reply only while it is still to send, sends it under a
 * Message-ID that stays the same across its tries (a receiving system drops a duplicate that a crash
 * between the server's answer and our record could cause), and records the answer. A refusal for now
 * (4xx, no connection) is retried with the notifications' backoff (NOTIFY_RETRY_*); a 5xx, or the last
 * try, marks it failed. Without SMTP_URL it waits, and is queued again when the API starts with one.
 */
@Injectable()
export class ReplyWorker implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Replies');
  private readonly mailDomain: string;

  constructor(
    private readonly jobs: JobQueue,
    private readonly db: Database,
    private readonly replies: RepliesRepository,
    @Inject(REPLY_MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.mailDomain = mailDomainOf(config.notifications.mailFrom);
  }

  async onModuleInit(): Promise<void> {
    const { retryLimit, retryDelaySeconds, retryMaxDelaySeconds, smtpTimeoutSeconds } =
      this.config.notifications;
    await this.jobs.work<SendReplyJob>(REPLY_QUEUE, (job, context) => this.send(job, context), {
      retry: {
        limit: retryLimit,
        delaySeconds: retryDelaySeconds,
        backoff: true,
        maxDelaySeconds: retryMaxDelaySeconds,
      },
      timeoutSeconds: Math.max(10, 4 * smtpTimeoutSeconds),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.mailer.configured) return;
    const released = await this.db.transaction(async (tx) => {
      const ids = await this.replies.releaseUnconfigured(tx);
      // Their first jobs are done: each gets a new one.
      await this.jobs.sendMany(
        REPLY_QUEUE,
        ids.map((replyId) => ({ id: randomUUID(), data: { replyId } satisfies SendReplyJob })),
        { tx },
      );
      return ids.length;
    });
    if (released > 0) this.logger.log(`E-mail is configured: ${released} waiting repl(ies) queued`);
  }

  onApplicationShutdown(): void {
    this.mailer.close();
  }

  async send({ replyId }: SendReplyJob, job: JobContext): Promise<void> {
    const reply = await this.replies.toSend(replyId);
    if (!reply) return; // sent, failed for good, or erased with its submission
    if (!this.mailer.configured) {
      await this.replies.settle(replyId, 'unconfigured', NOT_CONFIGURED);
      return;
    }
    const lastTry = job.attempt >= job.attempts;
    try {
      const receipt = await this.mailer.send(this.messageOf(reply), job.signal);
      const refusal = receipt.refused[0];
      if (!refusal) {
        await this.replies.settle(replyId, 'sent', receipt.response);
        return;
      }
      // The reason names the recipient: it stays on the reply, out of the process's log.
      if (refusal.permanent || lastTry) {
        await this.replies.settle(replyId, 'failed', refusal.reply);
        this.logger.error(`Reply ${replyId} refused by the mail server for good`);
        return;
      }
      await this.replies.settle(replyId, 'pending', refusal.reply);
    } catch (error) {
      const reason = (error as Error).message;
      if ((error instanceof MailFailure && error.permanent) || lastTry) {
        await this.replies.settle(replyId, 'failed', reason);
        this.logger.error(`Reply ${replyId} failed after ${job.attempt} tries`);
        return;
      }
      await this.replies.settle(replyId, 'pending', reason);
    }
    throw new Error(`Reply ${replyId} not sent on try ${job.attempt}; it will be retried`);
  }

  /** Plain text only: nodemailer writes every header, and the subject was refused with a line break. */
  private messageOf(reply: ReplyToSend) {
    return {
      to: [reply.to],
      replyTo: reply.replyTo,
      subject: reply.subject,
      text: reply.body,
      html: '',
      messageId: `<reply-${reply.id}@${this.mailDomain}>`,
      headers: { 'X-Orbitwise-Submission': reply.submissionId, 'X-Orbitwise-Reply': reply.id },
    };
  }
}
