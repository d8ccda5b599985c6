import { Inject, Injectable, Logger } from '@nestjs/common';
import { RESUME_STORE, type ResumeStore } from '../../storage/resume-store';
import { CareerApplicationsRepository } from './career-applications.repository';

/**
 * Erasing job applications: the row first (its inbox envelope, notes and history cascade), then,
 * once that DELETE has committed, its resume. In that order no row ever points to a missing file; a
 * file whose removal fails is an orphan, which ResumeSweeper removes at its next run.
 */
@Injectable()
export class CareerErasureService {
  private readonly logger = new Logger(CareerErasureService.name);

  constructor(
    private readonly applications: CareerApplicationsRepository,
    @Inject(RESUME_STORE) private readonly store: ResumeStore,
  ) {}

  /** Erases these applications and their resumes; returns how many existed. */
  async eraseByIds(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const keys = await this.applications.deleteByIds(ids);
    await this.removeResumes(keys);
    return keys.length;
  }

  /** Erases at most `limit` applications received before `before`, with their resumes; returns how many. */
  async eraseOlderThan(before: Date, limit: number): Promise<number> {
    const keys = await this.applications.deleteOlderThan(before, limit);
    await this.removeResumes(keys);
    return keys.length;
  }

  private async removeResumes(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.store
        .remove(key)
        .catch((error: unknown) =>
          this.logger.error(
            `Could not remove the resume ${key} of an erased application; the orphan sweep will`,
            error instanceof Error ? error.stack : String(error),
          ),
        );
    }
  }
}
