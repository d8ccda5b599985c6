import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { RESUME_TYPES } from '@orbitwise/contracts';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { isAbandonedPartial, isOwnPartial, PARTIAL_SUFFIX } from './partial-files';
import { ResumeStorage } from '../submissions/careers/resume-upload';

/**
 * Orphans are stored resumes without a row. The API renames the checked file to its final name and
 * then inserts the row (in that order, so that no row ever points to a missing file); a process
 * killed between the two, or a failed removal after a failed insert, leaves an orphan. Those are
 * removed once older than ORPHAN_MIN_AGE_MS: a younger one may belong to a replica that is between
 * its rename and its insert (which takes milliseconds, seconds at most with the database timeouts).
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/**
 * Crashes leave a handful of orphans at most. More than this at once means the API is pointed at
 * the wrong database (or a restored backup): then nothing is removed and an error is logged.
 */
export const ORPHAN_SWEEP_LIMIT = 20;
/** Abandoned `.part` files and orphans are looked for at start and then this often. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const ORPHAN_QUERY_CHUNK = 1000;

const STORED_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${RESUME_TYPES.map((t) => t.extension).join('|')})$`,
);

export interface SweepResult {
  partials: string[];
  orphans: string[];
}

/**
 * Keeps the uploads directory free of files no row will ever point to: abandoned `.part` files (see
 * partial-files.ts) before the API listens and every SWEEP_INTERVAL_MS, orphans in the background.
 */
@Injectable()
export class UploadsSweeper
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly logger = new Logger(UploadsSweeper.name);
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly resumes: ResumeStorage,
  ) {}

  async onModuleInit(): Promise<void> {
    // Before the API listens: what a killed predecessor was receiving is removed now.
    await this.sweepPartials().catch((error: unknown) => this.logSweepFailure(error));
  }

  onApplicationBootstrap(): void {
    // Orphans need the database and may take a while on a large volume: in the background.
    void this.sweepOrphans().catch((error: unknown) => this.logSweepFailure(error));
    this.sweepTimer = setInterval(
      () => void this.sweep().catch((error: unknown) => this.logSweepFailure(error)),
      SWEEP_INTERVAL_MS,
    ).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  /**
   * Runs once the HTTP server has finished (or, past the shutdown deadline, cut) every request: a
   * `.part` of this process left now belongs to a cut upload, whose own cleanup may not get to run
   * before the process exits.
   */
  async onApplicationShutdown(): Promise<void> {
    for (const name of await this.listUploads().catch(() => [])) {
      if (isOwnPartial(name)) await this.resumes.remove(path.join(this.config.uploadsDir, name));
    }
  }

  /** Removes abandoned `.part` files and old orphans (see partial-files.ts and ORPHAN_MIN_AGE_MS). */
  async sweep(): Promise<SweepResult> {
    return { partials: await this.sweepPartials(), orphans: await this.sweepOrphans() };
  }

  /** The uploads directory's entries; none before the first upload created it. */
  private async listUploads(): Promise<string[]> {
    try {
      return await readdir(this.config.uploadsDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private async sweepPartials(): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await this.listUploads()) {
      if (!name.endsWith(PARTIAL_SUFFIX)) continue;
      const stats = await stat(path.join(this.config.uploadsDir, name)).catch(() => undefined);
      if (!stats?.isFile() || !isAbandonedPartial(name, stats.mtimeMs)) continue;
      await this.resumes.remove(path.join(this.config.uploadsDir, name));
      removed.push(name);
    }
    if (removed.length > 0) this.logger.warn(`Removed ${removed.length} abandoned partial upload(s)`);
    return removed;
  }

  private async sweepOrphans(): Promise<string[]> {
    const names = (await this.listUploads()).filter((name) => STORED_NAME.test(name));
    const referenced = new Set<string>();
    for (let i = 0; i < names.length; i += ORPHAN_QUERY_CHUNK) {
      const rows: { name: string }[] = await this.dataSource.query(
        'SELECT resume_stored_name AS name FROM career_application WHERE resume_stored_name = ANY($1::text[])',
        [names.slice(i, i + ORPHAN_QUERY_CHUNK)],
      );
      for (const row of rows) referenced.add(row.name);
    }
    const now = Date.now();
    const orphans: string[] = [];
    for (const name of names) {
      if (referenced.has(name)) continue;
      const stats = await stat(path.join(this.config.uploadsDir, name)).catch(() => undefined);
      if (stats?.isFile() && now - stats.mtimeMs > ORPHAN_MIN_AGE_MS) orphans.push(name);
    }
    if (orphans.length > ORPHAN_SWEEP_LIMIT) {
      this.logger.error(
        `${orphans.length} resumes in ${this.config.uploadsDir} have no row: far more than crashes leave. ` +
          'Is DATABASE_URL the right database? Nothing was removed.',
      );
      return [];
    }
    for (const name of orphans) await this.resumes.remove(path.join(this.config.uploadsDir, name));
    if (orphans.length > 0) this.logger.warn(`Removed ${orphans.length} orphan resume(s) without a row`);
    return orphans;
  }

  private logSweepFailure(error: unknown): void {
    this.logger.warn(
      `Sweeping ${this.config.uploadsDir} failed: ${error instanceof Error ? error.message : error}`,
    );
  }
}
