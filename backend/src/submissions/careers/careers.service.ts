import { Injectable } from '@nestjs/common';
import type { VerifiedCaptcha } from '../../captcha/captcha.service';
import type { ClientLimit } from '../../security/submission-limit';
import { NotificationOutbox } from '../../notifications/outbox/notification-outbox';
import { storedAttribution } from '../attribution.dto';
import { SubmissionGate } from '../submission-gate';
import type { SubmissionReference } from '../result.dto';
import { referenceOf } from '../stored-submission';
import { orNull } from '../values';
import type { CareerApplication } from './career-application.entity';
import { CareerApplicationsRepository } from './career-applications.repository';
import type { CareerSubmission } from './career-submission.pipe';
import { submissionsStored } from '../../platform/metrics/metrics';

/** AddCareer: job applications with their resumes. */
@Injectable()
export class CareersService {
  constructor(
    private readonly applications: CareerApplicationsRepository,
    private readonly gate: SubmissionGate,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Stores the application and counts its client and spends its captcha solution in one statement (its notifications with it: see NotificationOutbox). The resume is
   * already committed to the store (so no row ever points to a missing file); if this fails,
   * ResumeUploadInterceptor removes it.
   */
  async add(
    { application: a, resume }: CareerSubmission,
    captcha: VerifiedCaptcha,
    client: ClientLimit,
    sandbox = false,
  ): Promise<SubmissionReference> {
    const verdict = await this.applications.insert(
      this.gate.statement(captcha, client),
      {
        firstName: a.FristName,
        lastName: a.LastName,
        email: a.Email,
        phoneNumber: a.PhoneNumber,
        city: a.City,
        position: a.Position,
        dateOfBirth: a.DateOfBirth,
        applicationDetails: a.ApplicationDetails,
        experience: String(a.Experience),
        expectedSalary: String(a.ExpectedSalary),
        filePathUrl: orNull(a.FilePathUrl),
        isActive: a.IsActive,
        resumeOriginalName: resume.originalName,
        resumeKey: resume.key,
        resumeSize: resume.size,
        resumeMimeType: resume.mimeType,
        resumeSha256: resume.sha256,
      },
      sandbox,
      storedAttribution(a.attribution),
    );
    this.gate.settle(verdict);
    if (!sandbox) submissionsStored.inc({ kind: 'application' });
    // Not awaited: the doorbell is background work, off the visitor's path (and never fails).
    this.outbox.ring().catch(() => undefined);
    return referenceOf(this.applications.submissionIdOf(verdict.rowId!));
  }

  /** One application as submitted, for the inbox; null when there is none. */
  findById(id: string): Promise<CareerApplication | null> {
    return this.applications.findById(id);
  }
}
