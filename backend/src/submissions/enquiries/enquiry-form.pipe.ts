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
  eventDescription,
  eventSubject,
  eventTitleOf,
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
import {
  PUBLISHED_EVENTS,
  type EventRegistrationRules,
  type PublishedEvents,
} from '../../platform/site/open-positions';
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
    if (formType === 'event') return this.registration(value, formType);
    return { ...value, formType };
  }

  /**
   * The event named by `eventSlug`, or without one by the subject's title (the spec's fixed subject:
   * the AI Skills Fest's current edition). Its subject and description name its title (stored when left
   * out); another title is refused, so that the inbox never reads one event for another.
   */
  private async registration(value: ContactUsRequest, formType: FormType): Promise<EnquirySubmission> {
    const event = value.eventSlug
      ? await this.events.bySlug(value.eventSlug)
      : await this.events.byTitle(eventTitleOf(value.subject || EVENT_SUBJECT));
    const place = takingRegistrations(event);
    const subject = eventSubject(place.title);
    const description = eventDescription(place.title);
    const errors: Record<string, string[]> = {};
    if (value.subject && value.subject !== subject)
      errors.subject = [CONTENT_MESSAGES.eventSubject(place.title)];
    if (value.description && value.description !== description)
      errors.description = [CONTENT_MESSAGES.eventDescription(place.title)];
    if (Object.keys(errors).length > 0) throw invalidRequest(errors);
    return { ...value, subject, description, formType, event: place };
  }
}

/**
 * The event follows its published content: unknown, off the site, closed by the editor or past its
 * end, it takes no more registrations (409, one message for unknown and unpublished alike: a page
 * left open on an event taken off the site reads "closed"). Its capacity and waitlist are decided by the
 * insert's own statement (two registrations racing for the last place cannot both take it), which
 * checks the end again.
 */
function takingRegistrations(rules: EventRegistrationRules | null): EventPlace {
  if (!rules || !rules.registrationOpen) {
    throw new ProblemException(HttpStatus.CONFLICT, CONTENT_MESSAGES.eventClosed);
  }
  if (rules.endsAt.getTime() <= Date.now()) {
    throw new ProblemException(HttpStatus.CONFLICT, CONTENT_MESSAGES.eventEnded);
  }
  return {
    slug: rules.slug,
    title: rules.title,
    capacity: rules.capacity,
    waitlist: rules.waitlist,
    endsAt: rules.endsAt,
  };
}
