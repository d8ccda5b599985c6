/**
 * The forms' yup schemas, built only from the rules in `@orbitwise/contracts` and checked by its
 * interpreter, `checkRule`, the very one the API runs: each field reports the first failure the API
 * would report for what the form sends.
 */
import {
  CAREER_RULES,
  CONTACT_US_RULES,
  COUNTRY_PHONE_MESSAGE,
  EVENT_DESCRIPTION,
  EVENT_SUBJECT,
  RESUME_MAX_BYTES_DEFAULT,
  RESUME_MESSAGES,
  RESUME_TYPES,
  UNKNOWN_COUNTRY_CODE_MESSAGE,
  USER_SUBSCRIPTION_RULES,
  checkRule,
  isBlank,
  isPlainFileName,
  nationalNumber,
  phoneMatchesCountry,
  surroundingSpaceMessage,
  type CareerApplication,
  type ContactUsRequest,
  type CountryCode,
  type FieldRule,
  type FormsConfigResponse,
  type TextRule,
  type UserSubscriptionRequest,
} from '@orbitwise/contracts';
import * as yup from 'yup';

/** Values are checked and sent without trailing spaces (leading ones are refused). */
const trimEnd = (value: unknown) => (typeof value === 'string' ? value.trimEnd() : value);

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * What the form sends for a value (already without trailing spaces), and so what it checks: a
 * decimal that reads as one goes as a JSON number; any other text stays text, so the API judges what
 * was typed rather than what `Number` makes of it ('' and ' 5' are not 0 and 5).
 */
function asSent(rule: FieldRule, value: string): string | number {
  return rule.kind === 'decimal' && rule.pattern.regex.test(value) ? Number(value) : value;
}

/** A yup string checked by one contract rule. */
function ruleField(rule: FieldRule) {
  return yup
    .string()
    .default('')
    .transform((value: unknown) => trimEnd(value ?? ''))
    .test({
      name: 'contract-rule',
      test(value) {
        const message = checkRule(rule, asSent(rule, value));
        return message ? this.createError({ message }) : true;
      },
    });
}

// Relative, not `~/`: the API's parity test imports this module from outside the frontend.
export { yupResolver } from '../../lib/yup-resolver.js';

// ---------------------------------------------------------------------------------------------
// The enquiry modal
// ---------------------------------------------------------------------------------------------

const ENQUIRY = CONTACT_US_RULES.enquiry;
export const enquirySchema = yup.object({
  userName: ruleField(ENQUIRY.userName!),
  email: ruleField(ENQUIRY.email!),
  number: ruleField(ENQUIRY.number!),
  subject: ruleField(ENQUIRY.subject!),
  description: ruleField(ENQUIRY.description!),
  howdidyoufindus: ruleField(ENQUIRY.howdidyoufindus!),
});
export type EnquiryValues = yup.InferType<typeof enquirySchema>;

// ---------------------------------------------------------------------------------------------
// The Contact page: one toast at a time, in the spec's order
// ---------------------------------------------------------------------------------------------

const CONTACT = CONTACT_US_RULES.contact;
export const CONTACT_FIELDS = ['userName', 'email', 'number', 'subject', 'description'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The spec's order after "all fields required": name, subject, message, email, number. */
const CONTACT_ORDER: readonly ContactField[] = ['userName', 'subject', 'description', 'email', 'number'];

/** The first failure of the Contact page form in the spec's order (section 5), or null. */
export function contactFirstFailure(values: ContactValues): { field: ContactField; message: string } | null {
  const sent = trimmed(values);
  const blank = CONTACT_FIELDS.find((field) => isBlank(sent[field]));
  if (blank) return { field: blank, message: CONTACT[blank]!.required as string };
  for (const field of CONTACT_ORDER) {
    const message = contactMessage(field, sent[field]);
    if (message) return { field, message };
  }
  return null;
}

/**
 * Each failing field's message for the message under it, in the spec's order. A field left empty (or
 * only spaces, which the API takes as empty too) says which field it is; the others have the
 * toast's message.
 */
export function contactFieldErrors(values: ContactValues): { field: ContactField; message: string }[] {
  const sent = trimmed(values);
  const errors: { field: ContactField; message: string }[] = [];
  for (const field of CONTACT_ORDER) {
    const message = contactFieldMessage(field, sent[field]);
    if (message) errors.push({ field, message });
  }
  return errors;
}

/** The message under one Contact page field for `value`, or null. */
export function contactFieldMessage(field: ContactField, value: string): string | null {
  const sent = trimEnd(value) as string;
  if (isBlank(sent)) return `${CONTACT[field]!.label} is required.`;
  return contactMessage(field, sent);
}

/**
 * The interpreter's message, except for a value starting with a space: the spec words that as the
 * field's pattern failure on this page (the message "must not begin with whitespace"), and every
 * pattern of the page refuses it.
 */
function contactMessage(field: ContactField, value: string): string | null {
  const rule = CONTACT[field] as TextRule;
  const message = checkRule(rule, value);
  return message === surroundingSpaceMessage(rule.label) && rule.pattern ? rule.pattern.message : message;
}

function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, trimEnd(value)])) as T;
}

// ---------------------------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------------------------

/** The resume limit and types the API serves at `/api/forms/config`. */
export type ResumePolicy = FormsConfigResponse['resume'];

/** The contracts' defaults, for a form whose policy has not been loaded yet. */
export const DEFAULT_RESUME_POLICY: ResumePolicy = {
  maxBytes: RESUME_MAX_BYTES_DEFAULT,
  types: RESUME_TYPES.map(({ extension, mimeType, name }) => ({ extension, mimeType, name })),
};

/**
 * The resume's first failure, or null. The API refuses a name that is not a plain file name; it
 * decides the type from the bytes, the form from the name; an empty file is no resume of any type.
 */
export function checkResume(file: File | null | undefined, resume: ResumePolicy): string | null {
  if (!file) return RESUME_MESSAGES.required;
  if (!isPlainFileName(file.name)) return RESUME_MESSAGES.badName;
  const extension = file.name.trim().split('.').pop()?.toLowerCase() ?? '';
  const known = resume.types.some(
    (type) => type.extension === extension && (!file.type || type.mimeType === file.type),
  );
  if (!known || file.size === 0) return RESUME_MESSAGES.wrongType;
  if (file.size > resume.maxBytes) return RESUME_MESSAGES.tooLarge(resume.maxBytes);
  return null;
}

export function careerSchema(resume: ResumePolicy) {
  return yup.object({
    FristName: ruleField(CAREER_RULES.FristName),
    LastName: ruleField(CAREER_RULES.LastName),
    Email: ruleField(CAREER_RULES.Email),
    PhoneNumber: ruleField(CAREER_RULES.PhoneNumber),
    City: ruleField(CAREER_RULES.City),
    Position: ruleField(CAREER_RULES.Position),
    DateOfBirth: ruleField(CAREER_RULES.DateOfBirth),
    ApplicationDetails: ruleField(CAREER_RULES.ApplicationDetails),
    Experience: ruleField(CAREER_RULES.Experience),
    ExpectedSalary: ruleField(CAREER_RULES.ExpectedSalary),
    file: yup.mixed<FileList | File[]>().test({
      name: 'resume',
      test(list) {
        const message = checkResume(list?.[0], resume);
        return message ? this.createError({ message }) : true;
      },
    }),
  });
}
export type CareerValues = yup.InferType<ReturnType<typeof careerSchema>>;

// ---------------------------------------------------------------------------------------------
// Event registration
// ---------------------------------------------------------------------------------------------

const EVENT = CONTACT_US_RULES.event;

/**
 * The event form's schema: the calling code must be one of the list (the API refuses any other), and
 * the phone is checked against that country's pattern.
 */
export function eventSchema(countries: readonly CountryCode[]) {
  return yup.object({
    userName: ruleField(EVENT.userName!),
    countryCode: ruleField(EVENT.countryCode!).test({
      name: 'listed-country-code',
      test(value, context) {
        if (checkRule(EVENT.countryCode!, value) !== null) return true; // reported by the rule itself
        return countries.some((country) => country.code === value)
          ? true
          : context.createError({ message: UNKNOWN_COUNTRY_CODE_MESSAGE });
      },
    }),
    number: yup
      .string()
      .default('')
      .transform((value: unknown) => trimEnd(value ?? ''))
      .test({
        name: 'country-phone',
        test(value, context) {
          const rule = EVENT.number as TextRule;
          if (isBlank(value)) return context.createError({ message: rule.required as string });
          const code = String((context.parent as { countryCode?: string }).countryCode ?? '');
          const pattern = countries.find((country) => country.code === code)?.pattern ?? '';
          // The API's check: a number typed with its calling code may be longer than the 15 digits it holds.
          const ok = phoneMatchesCountry(String(value), code, pattern);
          return ok ? true : context.createError({ message: COUNTRY_PHONE_MESSAGE });
        },
      }),
    email: ruleField(EVENT.email!),
    howdidyoufindus: ruleField(EVENT.howdidyoufindus!),
  });
}
export type EventValues = yup.InferType<ReturnType<typeof eventSchema>>;

// ---------------------------------------------------------------------------------------------
// Get IT Support
// ---------------------------------------------------------------------------------------------

const IT = CONTACT_US_RULES['it-support'];

/** `country` is the ISO code of the chosen country; its calling code is looked up when sending. */
export function itSupportSchema(countries: readonly CountryCode[], callingCodeOf: (iso: string) => string) {
  return yup.object({
    userName: ruleField(IT.userName!),
    email: ruleField(IT.email!),
    number: yup
      .string()
      .default('')
      .transform((value: unknown) => trimEnd(value ?? ''))
      .test({
        name: 'country-phone',
        test(value, context) {
          const rule = IT.number as TextRule;
          if (isBlank(value)) return context.createError({ message: rule.required as string });
          const iso = String((context.parent as { country?: string }).country ?? '');
          const code = callingCodeOf(iso);
          const pattern = countries.find((country) => country.code === code)?.pattern ?? '';
          const ok = !code || phoneMatchesCountry(String(value), code, pattern);
          return ok ? true : context.createError({ message: COUNTRY_PHONE_MESSAGE });
        },
      }),
    country: yup
      .string()
      .default('')
      .test({
        name: 'country',
        test(value, context) {
          // Every country may ask for support; the number is checked against its pattern where one is known.
          return value ? true : context.createError({ message: IT.countryCode!.required as string });
        },
      }),
  });
}
export type ItSupportValues = yup.InferType<ReturnType<typeof itSupportSchema>>;

// ---------------------------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------------------------

export const newsletterSchema = yup.object({ email: ruleField(USER_SUBSCRIPTION_RULES.email) });
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;

// ---------------------------------------------------------------------------------------------
// What each form sends once its values pass (the forms call these; the parity property test too)
// ---------------------------------------------------------------------------------------------

export function enquiryRequest(values: EnquiryValues): ContactUsRequest {
  return { ...trimmed(values), isActive: true, formType: 'enquiry' };
}

export function contactRequest(values: ContactValues): ContactUsRequest {
  return { ...trimmed(values), isActive: true, formType: 'contact' };
}

/**
 * The number with its calling code prepended once: a visitor may type the code too ('+91 98…' is
 * checked as its national part), and the API must then receive it once, not twice.
 */
function internationalNumber(number: string, callingCode: string): string {
  return `${callingCode}${nationalNumber(number, callingCode)}`;
}

/**
 * The event form sends the number with its calling code prepended, the event's slug, and the subject
 * and description naming the event (for the AI Skills Fest, the spec's fixed texts).
 */
export function eventRequest(
  values: EventValues,
  event?: { slug: string; title: string },
): ContactUsRequest & { eventSlug?: string } {
  const clean = trimmed(values);
  return {
    ...(event ? { eventSlug: event.slug } : {}),
    userName: clean.userName,
    email: clean.email,
    countryCode: clean.countryCode,
    number: internationalNumber(clean.number, clean.countryCode),
    howdidyoufindus: clean.howdidyoufindus,
    subject: event ? `Registered for ${event.title}` : EVENT_SUBJECT,
    description: event ? `dss-enq-${event.title}` : EVENT_DESCRIPTION,
    isActive: true,
    formType: 'event',
  };
}

const IT_SUPPORT_SUBJECT = 'Get IT Support';

/** A country of the IT support dropdown. */
export interface SupportCountry {
  iso: string;
  name: string;
  callingCode: string;
}

/** The IT support dropdown from the countries-list data: every country with a calling code, by name. */
export function supportCountries(
  data: Record<string, { name: string; phone: readonly number[]; partOf?: string }>,
): SupportCountry[] {
  return Object.entries(data)
    .filter(([, country]) => !country.partOf && country.phone.length > 0)
    .map(([iso, country]) => ({ iso, name: country.name, callingCode: `+${country.phone[0]}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The IT support request: the chosen country's calling code, prepended to the number too. */
export function itSupportRequest(values: ItSupportValues, country: SupportCountry): ContactUsRequest {
  const clean = trimmed(values);
  return {
    userName: clean.userName,
    email: clean.email,
    countryCode: country.callingCode,
    number: internationalNumber(clean.number, country.callingCode),
    subject: IT_SUPPORT_SUBJECT,
    description: `Country: ${country.name}`,
    isActive: true,
    formType: 'it-support',
  };
}

/** The careers `data` part: decimals as JSON numbers, and the resume's file name. */
export function careerApplication(values: CareerValues, file: File): CareerApplication {
  const { file: _file, ...fields } = trimmed(values);
  void _file;
  return {
    ...fields,
    Experience: asSent(CAREER_RULES.Experience, fields.Experience),
    ExpectedSalary: asSent(CAREER_RULES.ExpectedSalary, fields.ExpectedSalary),
    FilePathUrl: file.name.trim(),
    IsActive: true,
  };
}

/** The newsletter subscription, activated today (UTC). */
export function subscriptionRequest(values: NewsletterValues, today = todayUtc()): UserSubscriptionRequest {
  return { email: trimmed(values).email, userActivationDate: today, isActive: true };
}
