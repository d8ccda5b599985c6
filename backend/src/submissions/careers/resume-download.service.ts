import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { AuditService, type AuditRecord } from '../../audit/audit.service';
import { ProblemException } from '../../platform/problems/problem';
import { RESUME_STORE, type ResumeStore } from '../../storage/resume-store';
import { CareerApplicationsRepository, type StoredResume } from './career-applications.repository';

export const RESUME_NOT_FOUND_DETAIL = 'This submission is not a job application, or does not exist.';
export const RESUME_FILE_MISSING_DETAIL =
  'The resume file of this application is missing from storage. The application itself is kept.';

/** A job application's resume, read for an operator or an integration key (each download is audited). */
@Injectable()
export class ResumeDownloadService {
  private readonly logger = new Logger(ResumeDownloadService.name);

  constructor(
    private readonly applications: CareerApplicationsRepository,
    @Inject(RESUME_STORE) private readonly store: ResumeStore,
    private readonly audit: AuditService,
  ) {}

  /** `reader` is the operator, or null for an integration key (whose use its own domain audits). */
  async open(
    submissionId: string,
    reader: AuditRecord['actor'],
    ip: string | null,
  ): Promise<{ resume: StoredResume; content: Readable }> {
    const resume = await this.applications.findResumeBySubmissionId(submissionId);
    if (!resume) throw new ProblemException(HttpStatus.NOT_FOUND, RESUME_NOT_FOUND_DETAIL);
    const content = await this.store.open(resume.key).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // Uploads commit the file before the row and erasure deletes the row first: this is damage.
      this.logger.error(`Submission #${submissionId}: its resume ${resume.key} is missing from storage`);
      throw new ProblemException(HttpStatus.GONE, RESUME_FILE_MISSING_DETAIL);
    });
    await this.audit
      .record({
        actor: reader,
        action: 'resume-downloaded',
        target: `submission #${submissionId}`,
        ip,
      })
      .catch((error: unknown) => {
        content.destroy();
        throw error;
      });
    return { resume, content };
  }
}
