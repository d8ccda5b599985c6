import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaModule } from '../captcha/captcha.module';
import { CareerSubmissionPipe } from './career-submission.pipe';
import { ContactUsFormPipe } from './contact-us-form.pipe';
import { ContactUsController } from './contact-us.controller';
import { ContactUsService } from './contact-us.service';
import { CountryCode } from './country-code.entity';
import { CountryPatterns } from './country-patterns.service';
import { ResumeStorage } from './resume/resume-storage.service';
import { ResumeUploadInterceptor } from './resume/resume-upload.interceptor';
import { UploadsSweeper } from './resume/uploads-sweeper.service';

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
