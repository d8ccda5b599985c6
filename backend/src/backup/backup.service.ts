import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { BackupStatusResponse } from '@orbitwise/contracts/admin';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobQueue, type JobContext } from '../jobs/job-queue';
import { NOTIFICATION_QUEUES, type AdminAlertJob } from '../notifications/outbox/queues';
import { MEDIA_STORE, type MediaStore } from '../storage/media-store';
import { RESUME_STORE, type ResumeStore } from '../storage/resume-store';
import { exposeLastBackupSuccess } from './backup-metrics';
import { runBackup } from './backup-runner';
import { BackupRunsRepository, INTERRUPTED_RUN } from './backup-runs.repository';
import { destinationOf } from './destinations';
import { encrypts } from './create-backup';
import { keysOf } from './encryption';
import { removeAbandonedStaging, removeOwnStagingNow } from './staging';

export const BACKUP_QUEUES = {
  /** The daily backup, at BACKUP_SCHEDULE. */
  daily: 'backup.daily',
  /** Hourly: alerts the admins when no backup has succeeded for BACKUP_MAX_AGE_HOURS. */
  watch: 'backup.watch',
} as const;

const HOUR_MS = 3_600_000;

/**
 * The scheduled backups (when BACKUP_DIR or BACKUP_S3_BUCKET is set), their status for the dashboard,
 * the last-success gauge, and the alerts: a daily backup that failed its last try, or none succeeded
 * for BACKUP_MAX_AGE_HOURS, e-mails the admins through the notifications' alert queue.
 */
@Injectable()
export class BackupService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Backup');

  constructor(
    private readonly runs: BackupRunsRepository,
    private readonly jobs: JobQueue,
    private readonly dataSource: DataSource,
    @Inject(RESUME_STORE) private readonly store: ResumeStore,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.backup.dir || this.config.backup.s3);
  }

  async onModuleInit(): Promise<void> {
    exposeLastBackupSuccess(async () => {
      const last = await this.runs.lastSuccess();
      return last?.finishedAt ? new Date(last.finishedAt) : null;
    });
    // Runs left 'running' by a process that ended mid-run (here or on another replica) are failed now.
    if (await this.runs.available()) await this.failAbandonedRuns();
    const stale = await removeAbandonedStaging();
    if (stale.length > 0)
      this.logger.warn(`Removed ${stale.length} staging folder(s) left by a backup whose process was killed`);
    if (!this.configured) return;
    // The site is served all the same; the warning, and the daily run failing with the same reason on
    // the dashboard, tell the operator.
    const destination = destinationOf(this.config.backup);
    await destination
      ?.check()
      .catch((error: unknown) => this.logger.warn((error as Error).message))
      .finally(() => destination.close());
    await this.jobs.schedule({
      name: BACKUP_QUEUES.daily,
      every: this.config.backup.schedule,
      handler: (job) => this.daily(job),
      retry: { limit: 2, delaySeconds: 600, backoff: true, maxDelaySeconds: 1800 },
      timeoutSeconds: 4 * 3600,
      // A backup whose process died is retried a minute later, not when the 4 hours are up.
      heartbeatSeconds: 60,
    });
    await this.jobs.schedule({
      name: BACKUP_QUEUES.watch,
      every: '1 hour',
      handler: () => this.watch(),
      timeoutSeconds: 60,
    });
  }

  /** A stop while a backup runs: its staging folder (plain copies) goes now; the run ends as interrupted. */
  onApplicationShutdown(): void {
    removeOwnStagingNow();
  }

  async daily(job: Pick<JobContext, 'id' | 'attempt' | 'attempts'>): Promise<void> {
    try {
      const result = await runBackup(
        {
          config: this.config,
          databaseUrl: this.databaseUrl(),
          store: this.store,
          media: this.media,
          runs: this.runs,
        },
        'schedule',
      );
      this.logger.log(`Backup ${result.name} stored (${result.size} bytes)`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Backup failed (try ${job.attempt} of ${job.attempts}): ${reason}`);
      if (job.attempt >= job.attempts) {
        await this.alert({
          subject: 'Backup failed',
          text: `The daily backup failed after ${job.attempts} tries.\n\nLast error: ${reason}\n\nThe dashboard shows the last backup; run "npm run backup" to try again by hand.`,
          key: `backup-failed-${job.id}`,
        });
      }
      throw error;
    }
  }

  /**
   * Alerts once when the last success gets older than BACKUP_MAX_AGE_HOURS, then once a day while it
   * stays so: the hour in which the age crosses the limit (or a further whole day) sends it.
   */
  async watch(now = new Date()): Promise<void> {
    await this.failAbandonedRuns();
    const since = await this.lastSuccessOrFirstRun();
    if (!since) return;
    const overdueMs = now.getTime() - since.getTime() - this.config.backup.maxAgeHours * HOUR_MS;
    if (overdueMs < 0 || overdueMs % (24 * HOUR_MS) >= HOUR_MS) return;
    const days = Math.floor(overdueMs / (24 * HOUR_MS));
    await this.alert({
      subject: 'No recent backup',
      text: `No backup has succeeded since ${since.toISOString()} (more than ${this.config.backup.maxAgeHours} hours).\n\nThe dashboard shows the last backup and its error.`,
      key: `backup-missing-${since.getTime()}-${days}`,
    });
  }

  async status(): Promise<BackupStatusResponse> {
    const [last, lastSuccess] = await Promise.all([this.runs.last(), this.runs.lastSuccess()]);
    const destination = destinationOf(this.config.backup);
    destination?.close();
    const ageLimit = Date.now() - this.config.backup.maxAgeHours * HOUR_MS;
    return {
      configured: this.configured,
      location: destination?.location ?? null,
      encrypted: encrypts(keysOf(this.config.backup)),
      schedule: this.config.backup.schedule,
      retention: { daily: this.config.backup.keepDaily, weekly: this.config.backup.keepWeekly },
      last,
      lastSuccess,
      overdue: this.configured && (!lastSuccess?.finishedAt || Date.parse(lastSuccess.finishedAt) < ageLimit),
    };
  }

  private async failAbandonedRuns(): Promise<void> {
    const failed = await this.runs.failAbandoned(INTERRUPTED_RUN);
    if (failed > 0)
      this.logger.warn(`${failed} backup run(s) whose process had ended are recorded as failed`);
  }

  private async lastSuccessOrFirstRun(): Promise<Date | null> {
    const last = await this.runs.lastSuccess();
    if (last?.finishedAt) return new Date(last.finishedAt);
    return this.runs.firstStarted();
  }

  private async alert(alert: AdminAlertJob): Promise<void> {
    await this.jobs.send(NOTIFICATION_QUEUES.adminAlert, alert);
  }

  private databaseUrl(): string {
    return (this.dataSource.options as { url: string }).url;
  }
}
