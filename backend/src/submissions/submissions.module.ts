import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.module';
import { CountriesModule } from '../countries/countries.module';
import { StorageModule } from '../storage/storage.module';
import { CareerApplicationsRepository } from './careers/career-applications.repository';
import { CareerSubmissionPipe } from './careers/career-submission.pipe';
import { CareersService } from './careers/careers.service';
import { ResumeSweeper } from './careers/resume-sweeper';
import { ResumeUpload } from './careers/resume-upload';
import { ResumeUploadInterceptor } from './careers/resume-upload.interceptor';
import { EnquiriesRepository } from './enquiries/enquiries.repository';
import { EnquiriesService } from './enquiries/enquiries.service';
import { EnquiryFormPipe } from './enquiries/enquiry-form.pipe';
import { SubmissionsController } from './submissions.controller';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/** What visitors send: enquiries, job applications and subscriptions, behind the spec's four URLs. */
@Module({
  imports: [CaptchaModule, CountriesModule, StorageModule],
  controllers: [SubmissionsController],
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
    SubscriptionsRepository,
    SubscriptionsService,
  ],
})
export class SubmissionsModule {}
