import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { RESUME_TYPES } from '@orbitwise/contracts';
import { JobQueue } from '../../jobs/job-queue';
import { RESUME_STORE, type ResumeStore } from '../../storage/resume-store';
import { CareerApplicationsRepository } from './career-applications.repository';

/**
 * Orphans are stored resumes without a row. The API commits the checked file under its key and
 * then inserts the row (in that order, so that no row ever points to a missing file); a process
 * killed between the two, or a failed removal after a failed insert, leaves an orphan. Those are
 * removed once older than ORPHAN_MIN_AGE_MS: a younger one may belong to a replica that is between
 * its commit and its insert (which takes milliseconds, seconds at most with the database timeouts).
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/**
 * Crashes leave a handful of orphans at most. More than this at once means the API is pointed at
 * the wrong database (or a restored backup): then nothing is removed and an error is logged.
 */
export const ORPHAN_SWEEP_LIMIT = 20;
const ORPHAN_QUERY_CHUNK = 1000;

/** The keys this domain generates; anything else in the store is not ours to judge. */
const RESUME_KEY = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${RESUME_TYPES.map((t) => t.extension).join('|')})$`,
);

export interface SweepResult {
  /** Uploads begun and abandoned. */
  partials: string[];
  orphans: string[];
}

/** Keeps the resume store free of what no row will ever point to: a periodic job, once across replicas. */
@Injectable()
export class ResumeSweeper implements OnModuleInit {
  private readonly logger = new Logger(ResumeSweeper.name);

  constructor(
    @Inject(RESUME_STORE) private readonly store: ResumeStore,
    private readonly applications: CareerApplicationsRepository,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.schedule({
      name: 'resumes.sweep',
      every: '15 minutes',
      handler: async () => {
        await this.sweep();
      },
    });
  }

  async sweep(): Promise<SweepResult> {
    return { partials: await this.store.removeAbandonedUploads(), orphans: await this.sweepOrphans() };
  }

  private async sweepOrphans(): Promise<string[]> {
    const keys = (await this.store.listOlderThan(new Date(Date.now() - ORPHAN_MIN_AGE_MS))).filter((key) =>
      RESUME_KEY.test(key),
    );
    const orphans: string[] = [];
    for (let i = 0; i < keys.length; i += ORPHAN_QUERY_CHUNK) {
      const chunk = keys.slice(i, i + ORPHAN_QUERY_CHUNK);
      const referenced = await this.applications.referencedResumeKeys(chunk);
      orphans.push(...chunk.filter((key) => !referenced.has(key)));
    }
    if (orphans.length > ORPHAN_SWEEP_LIMIT) {
      this.logger.error(
        `${orphans.length} stored resumes have no row: far more than crashes leave. ` +
          'Is DATABASE_URL the right database? Nothing was removed.',
      );
      return [];
    }
    for (const key of orphans) await this.store.remove(key);
    if (orphans.length > 0) this.logger.warn(`Removed ${orphans.length} orphan resume(s) without a row`);
    return orphans;
  }
}
