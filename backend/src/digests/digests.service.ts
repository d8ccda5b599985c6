import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DigestIssueView, DigestItem, DigestSettings } from '@orbitwise/contracts/admin';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobQueue } from '../jobs/job-queue';
import { MailFailure, type Mailer } from '../platform/mail/mailer';
import { PUBLISHED_CONTENT, type PublishedContentSource } from '../platform/site/published-pages';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';
import { digestMail } from './digest-mail';
import { DIGEST_MAILER, digestMessageId } from './digest-mailer';
import { dueTick, onePeriodBefore } from './digest-schedule';
import { DigestsRepository, type RecipientToSend } from './digests.repository';

/** Periodic jobs (pg-boss): the schedule is looked at each hour; copies go out each minute. */
export const DIGEST_TICK_JOB = 'newsletter.digest-tick';
export const DIGEST_SEND_JOB = 'newsletter.digest-send';

const SKIPPED = 'Unsubscribed or erased before its turn: not sent.';

/**
 * The newsletter's digests. Each hour the tick job asks whether the admins' schedule is due in this
 * hour; if so, and something was published since the last issue, it makes that tick's one issue with
 * one row per confirmed subscriber (digest_recipient, the issue's outbox). Each minute the send job
 * hands at most `perMinute` of those copies to the mail server, each with its own unsubscribe link;
 * a refusal for now is retried on a later minute, a 5xx or the last try marks it failed.
 */
@Injectable()
export class DigestsService implements OnModuleInit, OnApplicationShutdown {
  /** The time the schedule is read at (tests move it). */
  clock: () => Date = () => new Date();
  private readonly logger = new Logger('Digests');

  constructor(
    private readonly digests: DigestsRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: JobQueue,
    @Inject(PUBLISHED_CONTENT) private readonly content: PublishedContentSource,
    @Inject(DIGEST_MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.schedule({
      name: DIGEST_TICK_JOB,
      every: '1 hour',
      handler: () => this.tick().then(() => undefined),
    });
    await this.jobs.schedule({
      name: DIGEST_SEND_JOB,
      every: '1 minute',
      handler: () => this.sendDue().then(() => undefined),
      retry: { limit: 0 },
    });
  }

  onApplicationShutdown(): void {
    this.mailer.close();
  }

  settings(): Promise<DigestSettings> {
    return this.digests.settings();
  }

  saveSettings(settings: DigestSettings): Promise<DigestSettings> {
    return this.digests.saveSettings(settings);
  }

  issues(): Promise<DigestIssueView[]> {
    return this.digests.issues(100);
  }

  /**
   * Makes the issue of the tick due now, if any and if there is news; its id's tick is unique, so a
   * second run in the same hour changes nothing. Returns whether an issue was made.
   */
  async tick(): Promise<boolean> {
    const now = this.clock();
    const settings = await this.digests.settings();
    const tick = dueTick(settings, now);
    if (!tick || settings.schedule === 'off') return false;
    // News since the previous issue (or one period back), but never from before the schedule was
    // switched on: a new install's first issue is not the whole seed.
    const since = (await this.digests.previousIssueAt(tick)) ?? onePeriodBefore(settings.schedule, tick);
    const switchedOn = await this.digests.switchedOnAt();
    const coversFrom = switchedOn && switchedOn > since ? switchedOn : since;
    const items = await this.newItems(settings, coversFrom, now);
    if (items.length === 0) return false;
    const recipients = await this.subscriptions.confirmedSubscribers();
    if (recipients.length === 0) return false;
    const made = await this.digests.createIssue(tick, coversFrom, now, items, recipients);
    if (made)
      this.logger.log(
        `Digest of ${tick.toISOString()}: ${items.length} item(s), ${recipients.length} recipient(s)`,
      );
    return made;
  }

  /** Sends at most the setting's per-minute count of copies; returns how many the server took. */
  async sendDue(): Promise<number> {
    const { perMinute } = await this.digests.settings();
    if (!this.mailer.configured) return 0; // they wait, pending, until the API starts with SMTP_URL
    let sent = 0;
    for (const copy of await this.digests.claim(perMinute)) {
      if (await this.sendOne(copy)) sent++;
    }
    return sent;
  }

  private async sendOne(copy: RecipientToSend): Promise<boolean> {
    const { issueId, subscriptionId } = copy;
    if (!(await this.subscriptions.isStillConfirmed(subscriptionId))) {
      await this.digests.settle(issueId, subscriptionId, 'skipped', SKIPPED);
      return false;
    }
    const lastTry = copy.tries + 1 >= this.config.notifications.retryLimit + 1;
    const mail = digestMail(copy.items, this.subscriptions.unsubscribeUrl(subscriptionId));
    try {
      const receipt = await this.mailer.send({
        to: [copy.email],
        ...mail,
        messageId: digestMessageId(issueId, subscriptionId, this.config.notifications.mailFrom),
      });
      const refusal = receipt.refused[0];
      if (!refusal) {
        await this.digests.settle(issueId, subscriptionId, 'sent', receipt.response);
        return true;
      }
      // The reason names the recipient: it stays on the row, out of the process's log.
      await this.digests.settle(
        issueId,
        subscriptionId,
        refusal.permanent || lastTry ? 'failed' : 'pending',
        refusal.reply,
      );
    } catch (error) {
      const permanent = error instanceof MailFailure && error.permanent;
      await this.digests.settle(
        issueId,
        subscriptionId,
        permanent || lastTry ? 'failed' : 'pending',
        (error as Error).message,
      );
    }
    return false;
  }

  /** What was published in (from, to]: posts, and jobs and events when the admins include them. */
  private async newItems(settings: DigestSettings, from: Date, to: Date): Promise<DigestItem[]> {
    const published = await this.content.published();
    const site = this.config.siteOrigin;
    const isNew = (doc: { publishedAt: string }) => {
      const at = Date.parse(doc.publishedAt);
      return at > from.getTime() && at <= to.getTime();
    };
    const posts = (published.post ?? []).filter(isNew).map((doc): DigestItem => ({
      kind: 'post',
      title: doc.data.title,
      url: doc.data.externalUrl ?? `${site}/bloggrid/post/${doc.slug}`,
    }));
    const jobs = settings.includeJobs
      ? (published.job ?? []).filter(isNew).map((doc): DigestItem => ({
          kind: 'job',
          title: doc.data.title,
          url: `${site}/careers/jobs/${doc.slug}`,
        }))
      : [];
    const events = settings.includeEvents
      ? (published.event ?? []).filter(isNew).map((doc): DigestItem => ({
          kind: 'event',
          title: doc.data.title,
          url: `${site}/events/${doc.slug}`,
        }))
      : [];
    return [...posts, ...jobs, ...events];
  }
}
