import {
  Body,
  Controller,
  Headers,
  HttpCode,
  Post,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
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
import { CountriesService } from '../countries/countries.service';
import { CountryListDto } from '../countries/country-list.dto';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { ClientLimitOf, SubmissionLimitGuard, type ClientLimit } from '../security/submission-limit';
import {
  CareerSubmissionParts,
  CareerSubmissionPipe,
  type CareerSubmission,
} from './careers/career-submission.pipe';
import { CareersService } from './careers/careers.service';
import { CareerApplicationDto, CareerFormDto } from './careers/dto/career-application.dto';
import { ResumeUploadInterceptor } from './careers/resume-upload.interceptor';
import { AddContactUsDto } from './enquiries/dto/add-contact-us.dto';
import { EnquiriesService } from './enquiries/enquiries.service';
import { EnquiryBody, EnquiryFormPipe, type EnquirySubmission } from './enquiries/enquiry-form.pipe';
import { IdempotencyGuard } from './idempotency/idempotency.guard';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotentSubmission } from './idempotency/idempotent.decorator';
import { ResultDto, stored } from './result.dto';
import { Sandbox } from './sandbox';
import { SubmissionFailureFilter } from './submission-failure.filter';
import { UserSubscriptionDto } from './subscriptions/dto/user-subscription.dto';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/**
 * The spec's four calls, spelt exactly as the spec spells them. Guards and pipes check the request;
 * each handler hands it to its domain's service.
 */

/** Names of the security schemes declared in openapi.ts. */
export const CSRF_SCHEME = 'csrf';
export const CAPTCHA_SCHEME = 'altcha';

const SUBMISSION_NOTE =
  ' Needs the X-CSRF-Token header (from GET /api/csrf-token, with its cookies) and a solved ALTCHA challenge ' +
  'in the X-Altcha header (from GET /api/captcha/challenge; each solution is accepted once). ' +
  'Submissions are rate limited per client address. An optional Idempotency-Key header makes retries safe (see its parameter).';

@ApiTags('ContactUs')
@Controller('ContactUs')
export class SubmissionsController {
  constructor(
    private readonly countries: CountriesService,
    private readonly enquiries: EnquiriesService,
    private readonly careers: CareersService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Post('GetCountryCodes')
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Calling codes with their phone-number patterns',
    description:
      'Requested on load by the event registration page. Takes no body; an empty JSON object `{}` is ' +
      'tolerated (what some HTTP clients send with a bodiless POST), any other body is refused. ' +
      'Needs the X-CSRF-Token header.',
  })
  @ApiSecurity(CSRF_SCHEME)
  @ApiBody({
    required: false,
    description: 'Optional: nothing, or an empty JSON object.',
    schema: { type: 'object', maxProperties: 0, additionalProperties: false },
    examples: { none: { summary: 'An empty object', value: {} } },
  })
  @ApiOkResponse({ type: CountryListDto })
  @ApiProblems([400, 403, 413, 415, 500, 503], {
    400: 'A body other than an empty JSON object was sent (or it is not valid JSON).',
    413: 'The body is larger than 100 KB (the JSON limit, checked before the body is looked at).',
    415: 'The JSON body is compressed with an unknown Content-Encoding, or is not UTF-8.',
    500: 'Titled "Server Error".',
  })
  getCountryCodes(): Promise<CountryListDto> {
    return this.countries.list();
  }

  @Post('AddContactUs')
  @HttpCode(200)
  // Above @IdempotentSubmission: the first filter asked, so that every refusal is counted.
  @UseFilters(SubmissionFailureFilter)
  @UseGuards(SubmissionLimitGuard, JsonBodyGuard, IdempotencyGuard, CaptchaGuard)
  @UseInterceptors(IdempotencyInterceptor)
  @IdempotentSubmission()
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
  @ApiOkResponse({ type: ResultDto, description: 'Stored; `id` names it in the read API and the webhooks.' })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503], {
    400: 'Titled "Bad Request". `errors` maps each invalid field to its message, and `captcha` to a missing, wrong, expired or already used solution.',
    413: 'The body is larger than 100 KB.',
    415: 'The body is not application/json in UTF-8.',
  })
  async addContactUs(
    @EnquiryBody(EnquiryFormPipe) form: EnquirySubmission,
    @Captcha() captcha: VerifiedCaptcha,
    @ClientLimitOf() client: ClientLimit,
    @Sandbox() sandbox: boolean,
  ): Promise<ResultDto> {
    return stored(await this.enquiries.add(form, captcha, client, sandbox));
  }

  @Post('AddCareer')
  @HttpCode(200)
  // Above @IdempotentSubmission: the first filter asked, so that every refusal is counted.
  @UseFilters(SubmissionFailureFilter)
  @UseGuards(SubmissionLimitGuard, IdempotencyGuard, CaptchaGuard)
  @CheckCaptchaReplayEarly()
  @UseInterceptors(ResumeUploadInterceptor, IdempotencyInterceptor)
  @IdempotentSubmission('career')
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
  @ApiOkResponse({
    type: ResultDto,
    description: 'Stored, with the resume; `id` names it in the read API and the webhooks.',
  })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503, 507], {
    400: 'Titled "Bad Request". `errors` maps each invalid field of `data` to its message; `file` says "File is required." when no resume was sent; `captcha` reports the captcha.',
    413: 'The resume is larger than the limit.',
    415: 'The resume is not a PDF, DOC or DOCX file, or the body is not multipart/form-data.',
  })
  async addCareer(
    @CareerSubmissionParts(CareerSubmissionPipe) submission: CareerSubmission,
    @Captcha() captcha: VerifiedCaptcha,
    @ClientLimitOf() client: ClientLimit,
    @Sandbox() sandbox: boolean,
  ): Promise<ResultDto> {
    return stored(await this.careers.add(submission, captcha, client, sandbox));
  }

  @Post('AddUserSubscription')
  @HttpCode(200)
  // Above @IdempotentSubmission: the first filter asked, so that every refusal is counted.
  @UseFilters(SubmissionFailureFilter)
  @UseGuards(SubmissionLimitGuard, JsonBodyGuard, IdempotencyGuard, CaptchaGuard)
  @UseInterceptors(IdempotencyInterceptor)
  @IdempotentSubmission()
  @ApiOperation({
    summary: 'A newsletter subscription (no screen uses it yet)',
    description:
      'Double opt-in: the address stays pending (never mailed a newsletter, never counted) until its owner ' +
      'follows the link of the confirmation e-mail sent to it. The answer is the same whether or not the ' +
      'address was already subscribed.' +
      SUBMISSION_NOTE,
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
  @ApiOkResponse({ type: ResultDto, description: 'Stored; `id` names it in the read API and the webhooks.' })
  @ApiProblems([400, 403, 413, 415, 429, 500, 503])
  async addUserSubscription(
    @Body() body: UserSubscriptionDto,
    @Captcha() captcha: VerifiedCaptcha,
    @ClientLimitOf() client: ClientLimit,
    @Sandbox() sandbox: boolean,
    @Headers('referer') referer: string | undefined,
  ): Promise<ResultDto> {
    const page = this.subscriptions.consentPageOf(referer);
    return stored(await this.subscriptions.add(body, captcha, client, sandbox, page));
  }
}
