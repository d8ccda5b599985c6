import {
  createParamDecorator,
  HttpStatus,
  Inject,
  Injectable,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import {
  CONTACT_US_RULES,
  COUNTRY_PHONE_FORMS,
  COUNTRY_PHONE_MESSAGE,
  EVENT_SUBJECT,
  inferFormType,
  notInFormMessage,
  phoneMatchesCountry,
  UNKNOWN_COUNTRY_CODE_MESSAGE,
  type ContactUsRequest,
  type FormType,
} from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import type { Request } from 'express';
import {
  invalidRequest,
  isPlainObject,
  NOT_AN_OBJECT_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
  validateDto,
} from '../../platform/http/validation';
import { CountriesService } from '../../countries/countries.service';
import { ProblemException } from '../../platform/problems/problem';
import { PUBLISHED_EVENTS, type PublishedEvents } from '../../platform/site/open-positions';
import type { EventPlace } from './enquiries.repository';
import { CONTACT_US_FORM_DTOS } from './dto/add-contact-us.dto';

export interface EnquirySubmission extends ContactUsRequest {
  formType: FormType;
  /** An event registration's event: its place is taken in the insert's own statement. */
  event?: EventPlace;
}

const ALL_CONTACT_US_FIELDS = new Set(Object.values(CONTACT_US_RULES).flatMap((rules) => Object.keys(rules)));

/** The raw JSON body; validated by EnquiryFormPipe, not by the global pipe. */
export const EnquiryBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().body as unknown,
);

/**
 * Decides which form sent the body, validates it with that form's rules (from the contracts
 * package), then checks an event or IT support phone number against its country's pattern.
 */
@Injectable()
export class EnquiryFormPipe implements PipeTransform<unknown, Promise<EnquirySubmission>> {
  constructor(
    private readonly countries: CountriesService,
    @Inject(PUBLISHED_EVENTS) private readonly events: PublishedEvents,
  ) {}

  async transform(body: unknown): Promise<EnquirySubmission> {
    if (!isPlainObject(body)) throw invalidRequest({ body: [NOT_AN_OBJECT_MESSAGE] });
    const formType = inferFormType(body);
    const { value, errors } = await validateDto(CONTACT_US_FORM_DTOS[formType], body);
    for (const [field, messages] of Object.entries(errors)) {
      if (ALL_CONTACT_US_FIELDS.has(field) && messages.includes(UNKNOWN_FIELD_MESSAGE)) {
        errors[field] = [notInFormMessage(formType)];
      }
    }
    if (COUNTRY_PHONE_FORMS.includes(formType) && !errors.countryCode && !errors.number) {
      const countryCode = value.countryCode!;
      const known = await this.countries.patternOf(countryCode);
      // The event form offers only the seeded codes; IT support lists every country, so a valid calling
      // code without a seeded pattern is accepted there with the generic digits-only check.
      const pattern = known ?? (formType === 'it-support' ? '' : undefined);
      if (pattern === undefined) errors.countryCode = [UNKNOWN_COUNTRY_CODE_MESSAGE];
      else if (!phoneMatchesCountry(value.number, countryCode, pattern))
        errors.number = [COUNTRY_PHONE_MESSAGE];
    }
    if (Object.keys(errors).length > 0) throw invalidRequest(errors);
    if (formType === 'event') {
      return { ...value, formType, event: await this.takingRegistrations(value.subject || EVENT_SUBJECT) };
    }
    return { ...value, formType };
  }

  /**
   * The event follows its published content: closed by the editor, off the site or past its
   * end, it takes no more registrations. Its capacity is decided by the insert's own statement (two
   * registrations racing for the last place cannot both take it), which checks the end again.
   */
  private async takingRegistrations(subject: string): Promise<EventPlace> {
    const rules = await this.events.registrationRules(subject.replace(/^Registered for /, ''));
    if (!rules || !rules.registrationOpen) {
      throw new ProblemException(HttpStatus.CONFLICT, CONTENT_MESSAGES.eventClosed);
    }
    if (rules.endsAt.getTime() <= Date.now()) {
      throw new ProblemException(HttpStatus.CONFLICT, CONTENT_MESSAGES.eventEnded);
    }
    return { slug: rules.slug, capacity: rules.capacity, endsAt: rules.endsAt };
  }
}
