import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EVENT_DESCRIPTION, EVENT_SUBJECT, type CountryListResponse } from '@orbitwise/contracts';
import { Repository } from 'typeorm';
import { CaptchaService, type VerifiedCaptcha } from '../../captcha/captcha.service';
import { ProblemException } from '../../platform/problems/problem';
import { isDatabaseUnavailable } from '../../platform/database/database-errors';
import type { CareerSubmission } from '../careers/career-submission.pipe';
import type { ContactUsSubmission } from './enquiry-form.pipe';
import { CountryCode } from '../../countries/country-code.entity';
import { SUCCESS, type ResultDto } from '../result.dto';
import type { UserSubscriptionDto } from '../subscriptions/dto/user-subscription.dto';
import { CareerApplicationEntity } from '../careers/career-application.entity';
import { ContactUs } from './enquiry.entity';
import { UserSubscription } from '../subscriptions/subscription.entity';

const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

/** A date alone is taken as midnight UTC. */
const toInstant = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

@Injectable()
export class ContactUsService {
  private readonly logger = new Logger(ContactUsService.name);

  constructor(
    @InjectRepository(CountryCode) private readonly countryCodes: Repository<CountryCode>,
    private readonly captcha: CaptchaService,
  ) {}

  async getCountryCodes(): Promise<CountryListResponse> {
    try {
      const rows = await this.countryCodes.find({ order: { sortOrder: 'ASC' } });
      return { countries: rows.map(({ name, code, pattern }) => ({ name, code, pattern })) };
    } catch (error) {
      // The global filter answers 503 when PostgreSQL is unreachable; 'Server Error' is for the rest.
      if (isDatabaseUnavailable(error)) throw error;
      this.logger.error('Reading country codes failed', error instanceof Error ? error.stack : error);
      throw new ProblemException(HttpStatus.INTERNAL_SERVER_ERROR, 'The country codes could not be loaded.', {
        title: 'Server Error',
      });
    }
  }

  /** Stores the record and spends the captcha solution in one statement. */
  async addContactUs(form: ContactUsSubmission, captcha: VerifiedCaptcha): Promise<ResultDto> {
    const event = form.formType === 'event';
    await this.captcha.spendAndInsert(captcha, ContactUs, {
      formType: form.formType,
      userName: form.userName,
      email: form.email,
      subject: orNull(form.subject) ?? (event ? EVENT_SUBJECT : null),
      number: form.number,
      description: orNull(form.description) ?? (event ? EVENT_DESCRIPTION : null),
      howdidyoufindus: orNull(form.howdidyoufindus),
      countryCode: orNull(form.countryCode),
      isActive: form.isActive,
    });
    return SUCCESS;
  }

  /**
   * Stores the application with its resume's details. The file is already on disk under its final
   * name; if this write fails, ResumeUploadInterceptor removes it.
   */
  async addCareer(
    { application: a, resume }: CareerSubmission,
    captcha: VerifiedCaptcha,
  ): Promise<ResultDto> {
    await this.captcha.spendAndInsert(captcha, CareerApplicationEntity, {
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
      resumeStoredName: resume.storedName,
      resumeSize: resume.size,
      resumeMimeType: resume.mimeType,
      resumeSha256: resume.sha256,
    });
    return SUCCESS;
  }

  async addUserSubscription(body: UserSubscriptionDto, captcha: VerifiedCaptcha): Promise<ResultDto> {
    await this.captcha.spendAndInsert(captcha, UserSubscription, {
      email: body.email,
      userActivationDate: toInstant(body.userActivationDate),
      isActive: body.isActive,
    });
    return SUCCESS;
  }
}
