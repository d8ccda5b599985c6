import { Body, Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { CONTACT_US_EXAMPLES, USER_SUBSCRIPTION_EXAMPLE } from '@orbitwise/contracts';
import { Captcha } from '../captcha/captcha.decorator';
import { CaptchaGuard, CheckCaptchaReplayEarly } from '../captcha/captcha.guard';
import type { VerifiedCaptcha } from '../captcha/captcha.service';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { SubmissionThrottlerGuard } from '../security/submission-throttler.guard';
import {
  CareerSubmissionParts,
  CareerSubmissionPipe,
  type CareerSubmission,
} from './careers/career-submission.pipe';
import { ContactUsBody, ContactUsFormPipe, type ContactUsSubmission } from './enquiries/enquiry-form.pipe';
import { ContactUsService } from './enquiries/enquiries.service';
import { AddContactUsDto } from './enquiries/dto/add-contact-us.dto';
import { CareerApplicationDto, CareerFormDto } from './careers/dto/career-application.dto';
import { CountryListDto } from '../countries/country-list.dto';
import { ResultDto } from './result.dto';
import { UserSubscriptionDto } from './subscriptions/dto/user-subscription.dto';
import { ResumeUploadInterceptor } from './careers/resume-upload.interceptor';

/** Names of the security schemes declared in openapi.ts. */
export const CSRF_SCHEME = 'csrf';
export const CAPTCHA_SCHEME = 'altcha';

const SUBMISSION_NOTE =
  ' Needs the X-CSRF-Token header (from GET /api/csrf-token, with its cookies) and a solved ALTCHA challenge ' +
  'in the X-Altcha header (from GET /api/captcha/challenge; each solution is accepted once). ' +
  'Submissions are rate limited per client address.';

@ApiTags('ContactUs')
@Controller('ContactUs')
export class ContactUsController {
  constructor(private readonly contactUs: ContactUsService) {}

  @Post('GetCountryCodes')
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Calling codes with their phone-number patterns',
    description:
      'Requested on load by the event registration page. Takes no body (an empty JSON object is tolerated). ' +
      'Needs the X-CSRF-Token header.',
  })
  @ApiSecurity(CSRF_SCHEME)
  @ApiOkResponse({ type: CountryListDto })
  @ApiProblems([400, 403, 500, 503], { 400: 'A body was sent.', 500: 'Titled "Server Error".' })
  getCountryCodes(): Promise<CountryListDto> {
    return this.contactUs.getCountryCodes();
  }

  @Post('AddContactUs')
  @HttpCode(200)
  @UseGuards(SubmissionThrottlerGuard, JsonBodyGuard, CaptchaGuard)
  @ApiOperation({
    summary: 'An enquiry, a Contact page message, an event registration or an IT support request',
    description:
      'Each form sends its own subset of the fields and is validated with its own rules and messages; a field ' +
      'the form does not have is refused. See `formType` for how the form is decided.' +
      SUBMISSION_NOTE,
  })
  @ApiSecurity({ [CSRF_SCHEME]: [], [CAPTCHA_SCHEME]: [] })
  @ApiBody({
    type: AddContactUsDto,
    examples: {
      enquiry: {
        summary: 'Enquiry modal',
        value: CONTACT_US_EXAMPLES.enquiry,
      },
      contact: {
        summary: 'Contact page',
        value: CONTACT_US_EXAMPLES.contact,
      },
      event: {
        summary: 'Event registration',
        value: CONTACT_US_EXAMPLES.event,
      },
      itSupport: {
        summary: 'Get IT Support',
        value: CONTACT_US_EXAMPLES.itSupport,
      },
    },
  })
  @ApiOkResponse({ type: ResultDto, description: 'Stored.' })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503], {
    400: 'Titled "Bad Request". `errors` maps each invalid field to its message, and `captcha` to a missing, wrong, expired or already used solution.',
    413: 'The body is larger than 100 KB.',
    415: 'The body is not application/json in UTF-8.',
  })
  addContactUs(
    @ContactUsBody(ContactUsFormPipe) form: ContactUsSubmission,
    @Captcha() captcha: VerifiedCaptcha,
  ): Promise<ResultDto> {
    return this.contactUs.addContactUs(form, captcha);
  }

  @Post('AddCareer')
  @HttpCode(200)
  @UseGuards(SubmissionThrottlerGuard, CaptchaGuard)
  @CheckCaptchaReplayEarly()
  @UseInterceptors(ResumeUploadInterceptor)
  @ApiOperation({
    summary: 'A job application with its resume',
    description:
      'multipart/form-data with the part `file` (the resume: PDF, DOC or DOCX, decided from its bytes; at most ' +
      '5 MB unless RESUME_MAX_BYTES says otherwise) and the part `data` (the application as JSON text, see ' +
      'CareerApplicationDto; invalid fields are reported under their own names).' +
      SUBMISSION_NOTE,
  })
  @ApiSecurity({ [CSRF_SCHEME]: [], [CAPTCHA_SCHEME]: [] })
  @ApiConsumes('multipart/form-data')
  @ApiExtraModels(CareerApplicationDto)
  @ApiBody({ type: CareerFormDto })
  @ApiOkResponse({ type: ResultDto, description: 'Stored, with the resume.' })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503, 507], {
    400: 'Titled "Bad Request". `errors` maps each invalid field of `data` to its message; `file` says "File is required." when no resume was sent; `captcha` reports the captcha.',
    413: 'The resume is larger than the limit.',
    415: 'The resume is not a PDF, DOC or DOCX file, or the body is not multipart/form-data.',
  })
  addCareer(
    @CareerSubmissionParts(CareerSubmissionPipe) submission: CareerSubmission,
    @Captcha() captcha: VerifiedCaptcha,
  ): Promise<ResultDto> {
    return this.contactUs.addCareer(submission, captcha);
  }

  @Post('AddUserSubscription')
  @HttpCode(200)
  @UseGuards(SubmissionThrottlerGuard, JsonBodyGuard, CaptchaGuard)
  @ApiOperation({
    summary: 'A newsletter subscription (no screen uses it yet)',
    description: SUBMISSION_NOTE.trim(),
  })
  @ApiSecurity({ [CSRF_SCHEME]: [], [CAPTCHA_SCHEME]: [] })
  @ApiBody({
    type: UserSubscriptionDto,
    examples: {
      subscription: {
        summary: 'Subscription',
        value: USER_SUBSCRIPTION_EXAMPLE,
      },
    },
  })
  @ApiOkResponse({ type: ResultDto, description: 'Stored.' })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503])
  addUserSubscription(
    @Body() body: UserSubscriptionDto,
    @Captcha() captcha: VerifiedCaptcha,
  ): Promise<ResultDto> {
    return this.contactUs.addUserSubscription(body, captcha);
  }
}
