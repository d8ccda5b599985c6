import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaModule } from '../captcha/captcha.module';
import { CareerSubmissionPipe } from './careers/career-submission.pipe';
import { ContactUsFormPipe } from './enquiries/enquiry-form.pipe';
import { ContactUsController } from './submissions.controller';
import { ContactUsService } from './enquiries/enquiries.service';
import { CountryCode } from '../countries/country-code.entity';
import { CountryPatterns } from '../countries/country-patterns.service';
import { ResumeStorage } from './careers/resume-upload';
import { ResumeUploadInterceptor } from './careers/resume-upload.interceptor';
import { UploadsSweeper } from '../storage/uploads-sweeper.service';

@Module({
  imports: [TypeOrmModule.forFeature([CountryCode]), CaptchaModule],
  controllers: [ContactUsController],
  providers: [
    ContactUsService,
    CountryPatterns,
    ContactUsFormPipe,
    CareerSubmissionPipe,
    ResumeStorage,
    ResumeUploadInterceptor,
    UploadsSweeper,
  ],
})
export class ContactUsModule {}
