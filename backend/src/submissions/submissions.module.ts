import { Global, Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module';
import { CountriesModule } from '../countries/countries.module';
import { OutboxModule } from '../notifications/outbox/outbox.module';
import { StorageModule } from '../storage/storage.module';
import { EVENT_REGISTRATION_COUNTS } from '../platform/site/open-positions';
import { CareerApplicationsRepository } from './careers/career-applications.repository';
import { CareerErasureService } from './careers/career-erasure.service';
import { CareerSubmissionPipe } from './careers/career-submission.pipe';
import { CareersService } from './careers/careers.service';
import { ResumeDownloadController } from './careers/resume-download.controller';
import { ResumeDownloadService } from './careers/resume-download.service';
import { ResumeSweeper } from './careers/resume-sweeper';
import { ResumeUpload } from './careers/resume-upload';
import { ResumeUploadInterceptor } from './careers/resume-upload.interceptor';
import { EnquiriesRepository } from './enquiries/enquiries.repository';
import { EnquiriesService } from './enquiries/enquiries.service';
import { EnquiryFormPipe } from './enquiries/enquiry-form.pipe';
import { IdempotencyGuard } from './idempotency/idempotency.guard';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { Attributions } from './attributions';
import { SubmissionFailureFilter } from './submission-failure.filter';
import { SubmissionGate } from './submission-gate';
import { SubmissionsController } from './submissions.controller';
import { NewsletterController } from './subscriptions/newsletter.controller';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/**
 * What visitors send: enquiries, job applications and subscriptions, behind the spec's four URLs.
 * Global for what the content domain asks through `platform/site` (EVENT_REGISTRATION_COUNTS).
 */
@Global()
@Module({
  imports: [CaptchaModule, CountriesModule, StorageModule, OutboxModule, IdempotencyModule],
  controllers: [SubmissionsController, ResumeDownloadController, NewsletterController],
  providers: [
    EnquiriesRepository,
    EnquiriesService,
    EnquiryFormPipe,
    CareerApplicationsRepository,
    CareersService,
    CareerSubmissionPipe,
    ResumeUpload,
    ResumeUploadInterceptor,
    ResumeSweeper,
    ResumeDownloadService,
    CareerErasureService,
    SubscriptionsRepository,
    SubscriptionsService,
    IdempotencyGuard,
    IdempotencyInterceptor,
    SubmissionGate,
    SubmissionFailureFilter,
    Attributions,
    { provide: EVENT_REGISTRATION_COUNTS, useExisting: EnquiriesService },
  ],
  // The inbox and privacy read and erase each submission through its owning domain; integrations
  // hand out resumes to keys.
  exports: [
    EnquiriesService,
    CareersService,
    SubscriptionsService,
    CareerErasureService,
    ResumeDownloadService,
    Attributions,
    EVENT_REGISTRATION_COUNTS,
  ],
})
export class SubmissionsModule {}
