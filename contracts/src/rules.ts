/**
 * Every field rule of the website's forms, written once: patterns, limits, option lists and the
 * messages shown for them. `check.ts` interprets the rules, for the API's DTOs and for the website's
 * form schemas alike, so the server enforces exactly what the forms enforce. Plain data and pure
 * functions only.
 */

import { FILL_ALL_FIELDS_MESSAGE } from './messages.js';

// ---------------------------------------------------------------------------------------------
// Patterns (spec section 5)
// ---------------------------------------------------------------------------------------------

/** Names, subject, city: letters and spaces, starting with a letter. */
export const LETTERS_PATTERN = /^[A-Za-z][A-Za-z ]*$/;
/**
 * A job title or designation as real ones are written ("Node.js Developer", ".NET Developer", "C# / Azure
 * Engineer", "C++ Engineer", "Senior Developer 2", "R&D Lead (Payments)"): letters, digits, spaces and
 * `. # + - / ( ) & ,`, with at least one letter. No control characters, quotes, `<`, `>` or `;`: no markup,
 * no entity. (The spec's letters-and-spaces rule refused every technical title.)
 */
export const JOB_TITLE_PATTERN = /^[A-Za-z0-9 .#+\-/()&,]*[A-Za-z][A-Za-z0-9 .#+\-/()&,]*$/;
export const JOB_TITLE_MESSAGE = 'Use letters, digits, spaces and . # + - / ( ) & , only.';
/**
 * An e-mail address, on every form: an RFC 5322 dot-atom local part (what mail systems deliver and
 * what JSON Schema's `format: email` accepts) at a domain of at least two labels. The local part is
 * runs of letters, digits and ``!#$%&'*+/=?^_`{|}~-`` joined by single dots (`name+tag`, `o'brien`,
 * `first.last`; not `.a`, `a.`, `a..b`); the domain is labels of letters, digits and inner hyphens, at
 * most 63 characters each, in any case, with a top-level domain of any length (`.agency`,
 * `.photography`, an IDN's `xn--` form). Refused: no `@`, spaces, quoted local parts, IP-literal and
 * dotless domains, a label starting or ending with a hyphen. Mail systems compare domains
 * case-insensitively and the local part as sent, so the address is stored as sent. (RFC 5321's 254
 * characters for the whole address is `MAX_LENGTHS.email`.)
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Contact and enquiry phone: optional `+CC` or `+CC-` (1-2 digits), then 10 digits starting 1-9. */
export const MOBILE_PATTERN = /^(?:\+\d{1,2}-?)?[1-9]\d{9}$/;
/** Careers phone: exactly 10 digits. */
export const TEN_DIGITS_PATTERN = /^\d{10}$/;
/** The Contact page message ("address" pattern): must not begin with whitespace. */
export const ADDRESS_PATTERN = /^\S[\s\S]*$/;
/** Experience and expected salary: a number with at most two decimals. */
export const DECIMAL_PATTERN = /^\d+(?:\.\d{1,2})?$/;
/** A calling code as the country list gives it, e.g. `+91`. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
/**
 * A content document's address (an event's slug, its id in URLs and in the API): words of letters and
 * digits joined by single hyphens; no dots, slashes, spaces or other characters.
 */
export const SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
/** A calendar date as `YYYY-MM-DD`. */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A date, or an ISO 8601 date and time with seconds optional and a `Z` or `±hh:mm` offset. */
export const DATE_OR_DATE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/**
 * U+0000 is refused in every value before any other rule: PostgreSQL cannot store it in text, so the
 * API refuses it wherever it appears, and the forms say the same.
 */
export const NUL_CHARACTER_MESSAGE = 'The NUL character (U+0000) is not accepted.';

/**
 * Characters refused in free text (and in file names): C0 and C1 control characters other than tab,
 * line feed and carriage return; the bidirectional embedding, override and isolate controls
 * (U+202A-U+202E, U+2066-U+2069), which can make text display differently from what it is; and
 * unpaired UTF-16 surrogates, which are not text at all. Emoji, joiners and combining marks are text.
 */
export const UNSAFE_TEXT_PATTERN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Surrogate}/u;

// ---------------------------------------------------------------------------------------------
// Constants (spec sections 3 and 9)
// ---------------------------------------------------------------------------------------------

/** 'How did you find us' options of the enquiry modal, in the spec's order. */
export const ENQUIRY_SOURCES = [
  'WhatsApp',
  'Youtube',
  'LinkedIn',
  'Facebook',
  'Email',
  'Google',
  'Twitter',
  'Referred By Friend',
  'Advertisement',
  'Other',
] as const;

/** 'How did you find us' options of the event registration form, in the spec's order. */
export const EVENT_SOURCES = [
  'Advertisement',
  'Old Student of the company',
  'Email',
  'Facebook',
  'Google',
  'Instagram',
  'LinkedIn',
  'Other',
  'Reference',
  'Twitter',
  'WhatsApp',
  'Website',
  'YouTube',
] as const;

export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export type EventSource = (typeof EVENT_SOURCES)[number];

export const EVENT_SUBJECT = 'Registered for Microsoft AI Skills Fest';
export const EVENT_DESCRIPTION = 'dss-enq-Microsoft AI Skills Fest';
/** A registration's subject and description name its event's title (the spec's fixed pair for the AI fest). */
export const eventSubject = (title: string) => `Registered for ${title}`;
export const eventDescription = (title: string) => `dss-enq-${title}`;
/** The event's title a registration's subject names ('' when it names none). */
export function eventTitleOf(subject: string): string {
  return subject.startsWith('Registered for ') ? subject.slice('Registered for '.length) : '';
}
export const DEFAULT_COUNTRY_CODE = '+91';
/** The event form's phone input holds at most 15 characters (the number without its calling code). */
export const EVENT_NUMBER_MAX_LENGTH = 15;
export const EVENT_NAME_MIN_LENGTH = 2;
export const PHONE_DIGITS = 10;

/** Which website form sent an AddContactUs record. */
export const FORM_TYPES = ['enquiry', 'contact', 'event', 'it-support'] as const;
export type FormType = (typeof FORM_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Maximum lengths (not in the spec: chosen to fit any real value and refuse abuse)
// ---------------------------------------------------------------------------------------------

export const MAX_LENGTHS = {
  name: 100,
  personName: 50,
  /** RFC 5321's limit for a whole address. */
  email: 254,
  subject: 200,
  message: 2000,
  /** `+CC-` and 10 digits is 14; a calling code of 4 digits and 15 national digits is 20. */
  phone: 20,
  countryCode: 5,
  source: 50,
  city: 100,
  position: 100,
  applicationDetails: 200,
  filePathUrl: 500,
  decimal: 10,
  date: 40,
  formType: 20,
  /** A content document's slug. */
  eventSlug: 100,
} as const;

// ---------------------------------------------------------------------------------------------
// Rule shapes
// ---------------------------------------------------------------------------------------------

export interface PatternRule {
  regex: RegExp;
  message: string;
}

interface BaseRule {
  /** Human name of the field, used in the generic messages below. */
  label: string;
  /** Message when the field is missing, null, empty or blank; `false` when the field is optional. */
  required: string | false;
}

export interface TextRule extends BaseRule {
  kind: 'text';
  maxLength: number;
  minLength?: { value: number; message: string };
  pattern?: PatternRule;
  oneOf?: { values: readonly string[]; message: string };
  equals?: { value: string; message: string };
  /** Free text: refuse the characters of {@link UNSAFE_TEXT_PATTERN}, checked before `pattern`. */
  safeText?: { message: string };
}

export interface BooleanRule extends BaseRule {
  kind: 'boolean';
  required: string;
}

/** A JSON number, or a string of digits, with at most two decimals. */
export interface DecimalRule extends BaseRule {
  kind: 'decimal';
  required: string;
  pattern: PatternRule;
  max: { value: number; message: string };
}

export interface DateRule extends BaseRule {
  kind: 'date';
  required: string;
  pattern: PatternRule;
  /** Earliest accepted calendar date, `YYYY-MM-DD`. */
  min?: { value: string; message: string };
  /** Refuse dates after today (UTC). */
  notInFuture?: string;
  /** Age in whole years on today's date (UTC) for a date of birth, from `min` to `max` inclusive. */
  age?: { min: number; max: number; message: string };
}

export type FieldRule = TextRule | BooleanRule | DecimalRule | DateRule;

export function unsafeTextMessage(label: string): string {
  return `${label} must not contain control characters or text-direction overrides.`;
}

/** True when the text holds a character of {@link UNSAFE_TEXT_PATTERN}. */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT_PATTERN.test(value);
}

/** The number without its calling code, when the event form prepended it. */
export function nationalNumber(number: string, countryCode: string): string {
  return number.startsWith(countryCode) ? number.slice(countryCode.length) : number;
}

/**
 * The event form's phone check: `number` (with or without its calling code prepended) holds 1-15
 * digits and matches the country's anchored pattern; an empty pattern means only that much is known.
 */
export function phoneMatchesCountry(number: string, countryCode: string, pattern: string): boolean {
  const national = nationalNumber(number, countryCode);
  if (!new RegExp(`^\\d{1,${EVENT_NUMBER_MAX_LENGTH}}$`).test(national)) return false;
  return pattern === '' || new RegExp(pattern).test(national);
}

/**
 * The form an AddContactUs body comes from: its `formType` when given, otherwise inferred from which
 * fields it has (even empty): a calling code means the event form, a 'how did you find us' answer
 * the enquiry modal, neither the Contact page. The IT support form always names itself.
 */
export function inferFormType(body: {
  formType?: unknown;
  countryCode?: unknown;
  eventSlug?: unknown;
  howdidyoufindus?: unknown;
}): FormType {
  if (typeof body.formType === 'string' && (FORM_TYPES as readonly string[]).includes(body.formType)) {
    return body.formType as FormType;
  }
  if (body.countryCode !== undefined || body.eventSlug !== undefined) return 'event';
  if (body.howdidyoufindus !== undefined) return 'enquiry';
  return 'contact';
}

// ---------------------------------------------------------------------------------------------
// AddContactUs: one rule set per form
// ---------------------------------------------------------------------------------------------

export type ContactUsField =
  | 'userName'
  | 'email'
  | 'subject'
  | 'number'
  | 'description'
  | 'howdidyoufindus'
  | 'countryCode'
  | 'eventSlug'
  | 'isActive';

const isActiveRule: BooleanRule = {
  kind: 'boolean',
  label: 'isActive',
  required: 'isActive is required.',
};

const text = (rule: Omit<TextRule, 'kind'>): TextRule => ({ kind: 'text', ...rule });

/** The enquiry modal. The spec gives no messages for it, so these are ours. */
const ENQUIRY_RULES = {
  userName: text({
    label: 'Name',
    required: 'Name is required.',
    maxLength: MAX_LENGTHS.name,
    pattern: { regex: LETTERS_PATTERN, message: 'Name may contain only letters and spaces.' },
  }),
  email: text({
    label: 'Email',
    required: 'Email is required.',
    maxLength: MAX_LENGTHS.email,
    pattern: { regex: EMAIL_PATTERN, message: 'Please enter a valid email address.' },
  }),
  number: text({
    label: 'Phone number',
    required: 'Phone number is required.',
    maxLength: MAX_LENGTHS.phone,
    pattern: {
      regex: MOBILE_PATTERN,
      message: 'Please enter a 10-digit phone number, optionally preceded by +country code.',
    },
  }),
  subject: text({
    label: 'Subject',
    required: 'Subject is required.',
    maxLength: MAX_LENGTHS.subject,
    pattern: { regex: LETTERS_PATTERN, message: 'Subject may contain only letters and spaces.' },
  }),
  description: text({
    label: 'Message',
    required: 'Message is required.',
    maxLength: MAX_LENGTHS.message,
    pattern: { regex: LETTERS_PATTERN, message: 'Message may contain only letters and spaces.' },
  }),
  howdidyoufindus: text({
    label: 'How did you find us',
    required: 'Please tell us how you found us.',
    maxLength: MAX_LENGTHS.source,
    oneOf: { values: ENQUIRY_SOURCES, message: 'Please select one of the listed options.' },
  }),
  isActive: isActiveRule,
} satisfies Partial<Record<ContactUsField, FieldRule>>;

const FILL_ALL = FILL_ALL_FIELDS_MESSAGE;

/** The Contact page form, with the spec's toast messages. */
const CONTACT_RULES = {
  userName: text({
    label: 'Name',
    required: FILL_ALL,
    maxLength: MAX_LENGTHS.name,
    pattern: { regex: LETTERS_PATTERN, message: 'Please Enter Letters Only in the Name' },
  }),
  email: text({
    label: 'Email',
    required: FILL_ALL,
    maxLength: MAX_LENGTHS.email,
    pattern: { regex: EMAIL_PATTERN, message: 'Invalid Email' },
  }),
  number: text({
    label: 'Mobile number',
    required: FILL_ALL,
    maxLength: MAX_LENGTHS.phone,
    pattern: { regex: MOBILE_PATTERN, message: 'Please enter 10 digits mobile number' },
  }),
  subject: text({
    label: 'Subject',
    required: FILL_ALL,
    maxLength: MAX_LENGTHS.subject,
    pattern: { regex: LETTERS_PATTERN, message: 'Please Enter Letters only in the Subject' },
  }),
  description: text({
    label: 'Message',
    required: FILL_ALL,
    maxLength: MAX_LENGTHS.message,
    safeText: { message: unsafeTextMessage('Message') },
    pattern: { regex: ADDRESS_PATTERN, message: 'Please Enter Letters Only in Message' },
  }),
  isActive: isActiveRule,
} satisfies Partial<Record<ContactUsField, FieldRule>>;

const INVALID_PHONE = 'Invalid phone number';
export const EVENT_SLUG_MESSAGE =
  "Name the event by its address's last part (letters, digits and single hyphens).";

/** The event registration form, with the spec's messages. */
const EVENT_RULES = {
  userName: text({
    label: 'Name',
    required: 'Please enter a valid name',
    maxLength: MAX_LENGTHS.name,
    minLength: { value: EVENT_NAME_MIN_LENGTH, message: 'Please enter a valid name' },
    pattern: { regex: LETTERS_PATTERN, message: 'Please enter a valid name' },
  }),
  countryCode: text({
    label: 'Country code',
    required: 'Please select a country code',
    maxLength: MAX_LENGTHS.countryCode,
    pattern: { regex: COUNTRY_CODE_PATTERN, message: 'Please select a country code from the list' },
  }),
  number: text({
    label: 'Phone number',
    required: 'Phone number is required',
    maxLength: MAX_LENGTHS.phone,
    pattern: { regex: /^(?:\+\d{1,4})?\d{1,15}$/, message: INVALID_PHONE },
  }),
  email: text({
    label: 'Email',
    required: 'Please enter a valid email address',
    maxLength: MAX_LENGTHS.email,
    pattern: { regex: EMAIL_PATTERN, message: 'Please enter a valid email address' },
  }),
  howdidyoufindus: text({
    label: 'How did you find us',
    required: 'Please select an option',
    maxLength: MAX_LENGTHS.source,
    oneOf: { values: EVENT_SOURCES, message: 'Please select an option' },
  }),
  /** 'Registered for ' and the event's title (the API checks the title against the event's). */
  subject: text({
    label: 'Subject',
    required: false,
    maxLength: MAX_LENGTHS.subject,
    safeText: { message: unsafeTextMessage('Subject') },
    pattern: {
      regex: /^Registered for \S.*$/,
      message: `The subject of an event registration is 'Registered for ' and the event's title, e.g. '${EVENT_SUBJECT}'.`,
    },
  }),
  /** 'dss-enq-' and the event's title. */
  description: text({
    label: 'Description',
    required: false,
    maxLength: MAX_LENGTHS.message,
    safeText: { message: unsafeTextMessage('Description') },
    pattern: {
      regex: /^dss-enq-\S.*$/,
      message: `The description of an event registration is 'dss-enq-' and the event's title, e.g. '${EVENT_DESCRIPTION}'.`,
    },
  }),
  /** The event's slug (its id in URLs and in the API); left out, the subject's title names the event. */
  eventSlug: text({
    label: 'Event',
    required: false,
    maxLength: MAX_LENGTHS.eventSlug,
    pattern: { regex: SLUG_PATTERN, message: EVENT_SLUG_MESSAGE },
  }),
  isActive: isActiveRule,
} satisfies Partial<Record<ContactUsField, FieldRule>>;

/** The Get IT Support form: name, email, country and phone; the spec shows no messages for it. */
const IT_SUPPORT_RULES = {
  userName: ENQUIRY_RULES.userName,
  email: ENQUIRY_RULES.email,
  countryCode: text({ ...EVENT_RULES.countryCode, required: 'Please select a country.' }),
  number: text({ ...EVENT_RULES.number, required: 'Phone number is required.' }),
  subject: text({ ...ENQUIRY_RULES.subject, required: false }),
  description: text({
    label: 'Message',
    required: false,
    maxLength: MAX_LENGTHS.message,
    safeText: { message: unsafeTextMessage('Message') },
    pattern: { regex: ADDRESS_PATTERN, message: 'Message must not start with a space.' },
  }),
  isActive: isActiveRule,
} satisfies Partial<Record<ContactUsField, FieldRule>>;

/** The fields each form may send, with their rules; a field missing from a form's map is refused. */
export const CONTACT_US_RULES: Record<FormType, Partial<Record<ContactUsField, FieldRule>>> = {
  enquiry: ENQUIRY_RULES,
  contact: CONTACT_RULES,
  event: EVENT_RULES,
  'it-support': IT_SUPPORT_RULES,
};

/** Forms whose `number` is checked against the pattern of its `countryCode` from the country list. */
export const COUNTRY_PHONE_FORMS: readonly FormType[] = ['event', 'it-support'];
/** Message when the number does not match the pattern of its country. */
export const COUNTRY_PHONE_MESSAGE = INVALID_PHONE;
export const UNKNOWN_COUNTRY_CODE_MESSAGE = 'Please select a country code from the list';
export const FORM_TYPE_MESSAGE = `formType must be one of: ${FORM_TYPES.join(', ')}.`;

/** Message for a field the chosen form does not have. */
export function notInFormMessage(formType: FormType): string {
  return `This field is not part of the ${formType} form.`;
}

// ---------------------------------------------------------------------------------------------
// AddCareer (spec section 5, careers table)
// ---------------------------------------------------------------------------------------------

export type CareerField =
  | 'FristName'
  | 'LastName'
  | 'Email'
  | 'PhoneNumber'
  | 'City'
  | 'Position'
  | 'DateOfBirth'
  | 'ApplicationDetails'
  | 'Experience'
  | 'FilePathUrl'
  | 'ExpectedSalary'
  | 'IsActive';

export const EXPERIENCE_MAX_YEARS = 60;
export const EXPECTED_SALARY_MAX_LPA = 9999.99;

/**
 * The seed's openings, in its order ('Role Applying For', sent as `ApplicationDetails`): the six of
 * spec section 3, then two engineering roles. The open jobs are content: the API accepts the title of a
 * published, open job, whatever this list says.
 */
export const CAREER_ROLES = [
  'Sales Intern',
  'Business Development Executive',
  'Marketing Intern',
  'Marketing Executive',
  'Graphic Intern',
  'Graphic Designer',
  '.NET Developer',
  'Node.js Engineer',
] as const;
export type CareerRole = (typeof CAREER_ROLES)[number];

/**
 * Applicants' age range. The spec only requires a date of birth; every opening is a job (interns
 * included: 0-1 year of experience), so an applicant is an adult, 18 years old or more; 100 is the
 * oldest plausible applicant (anything older is a typo such as 1925 for 1995).
 */
export const APPLICANT_MIN_AGE = 18;
export const APPLICANT_MAX_AGE = 100;
export const DATE_OF_BIRTH_AGE_MESSAGE = `Please enter your date of birth: applicants must be ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE} years old.`;

/** Today's calendar date in UTC, `YYYY-MM-DD` (the day the API judges dates by). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years from the date of birth `birth` to `today` (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5, 10) < birth.slice(5, 10) ? years - 1 : years;
}

/**
 * The earliest and latest dates of birth accepted on `today` (for a date input's `min` and `max`):
 * the first day of birth whose age is still `max` and the `min`th birthday, both real calendar days.
 */
export function dateOfBirthBounds(
  today: string,
  { min, max }: { min: number; max: number } = { min: APPLICANT_MIN_AGE, max: APPLICANT_MAX_AGE },
): { earliest: string; latest: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a common year over to 1 March: the day a leap-day baby turns a year older.
  const iso = (y: number, d: number) => new Date(Date.UTC(y, month - 1, d)).toISOString().slice(0, 10);
  const latest = ageOn(iso(year - min, day), today) >= min ? iso(year - min, day) : iso(year - min, day - 1);
  const oldest = iso(year - max - 1, day);
  const earliest = ageOn(oldest, today) <= max ? oldest : iso(year - max - 1, day + 1);
  return { earliest, latest };
}

export const CAREER_RULES = {
  FristName: text({
    label: 'First Name',
    required: 'First Name is required.',
    maxLength: MAX_LENGTHS.personName,
    pattern: { regex: LETTERS_PATTERN, message: 'Only characters are allowed.' },
  }),
  LastName: text({
    label: 'Last Name',
    required: 'Last Name is required.',
    maxLength: MAX_LENGTHS.personName,
    pattern: { regex: LETTERS_PATTERN, message: 'Only characters are allowed.' },
  }),
  Email: text({
    label: 'Email',
    required: 'Email is required.',
    maxLength: MAX_LENGTHS.email,
    pattern: { regex: EMAIL_PATTERN, message: 'Please enter a valid email address.' },
  }),
  PhoneNumber: text({
    label: 'Phone number',
    required: 'Phone number is required.',
    maxLength: PHONE_DIGITS,
    pattern: { regex: TEN_DIGITS_PATTERN, message: 'Phone number must be a 10-digit number.' },
  }),
  City: text({
    label: 'City',
    required: 'City is required.',
    maxLength: MAX_LENGTHS.city,
    pattern: { regex: LETTERS_PATTERN, message: 'Only letters are allowed.' },
  }),
  Position: text({
    label: 'Role',
    required: 'Role is required.',
    maxLength: MAX_LENGTHS.position,
    pattern: { regex: JOB_TITLE_PATTERN, message: JOB_TITLE_MESSAGE },
  }),
  DateOfBirth: {
    kind: 'date',
    label: 'DOB',
    required: 'DOB is required.',
    pattern: { regex: DATE_ONLY_PATTERN, message: 'Please enter the date of birth as YYYY-MM-DD.' },
    notInFuture: 'Please enter a valid date of birth.',
    age: { min: APPLICANT_MIN_AGE, max: APPLICANT_MAX_AGE, message: DATE_OF_BIRTH_AGE_MESSAGE },
  },
  ApplicationDetails: text({
    label: 'Application Details',
    required: 'Application Details is required.',
    maxLength: MAX_LENGTHS.applicationDetails,
    pattern: { regex: JOB_TITLE_PATTERN, message: JOB_TITLE_MESSAGE },
    // Which roles are open is the site's content: the API checks the published open jobs.
  }),
  Experience: {
    kind: 'decimal',
    label: 'Experience',
    required: 'Experience is required.',
    pattern: { regex: DECIMAL_PATTERN, message: 'Experience must be a positive number.' },
    max: {
      value: EXPERIENCE_MAX_YEARS,
      message: `Experience must be at most ${EXPERIENCE_MAX_YEARS} years.`,
    },
  },
  FilePathUrl: text({
    label: 'FilePathUrl',
    required: false,
    maxLength: MAX_LENGTHS.filePathUrl,
    safeText: { message: unsafeTextMessage('FilePathUrl') },
  }),
  ExpectedSalary: {
    kind: 'decimal',
    label: 'Expected Salary',
    required: 'Expected Salary is required.',
    pattern: { regex: DECIMAL_PATTERN, message: 'Expected Salary must be a valid decimal number.' },
    max: {
      value: EXPECTED_SALARY_MAX_LPA,
      message: `Expected Salary must be at most ${EXPECTED_SALARY_MAX_LPA} LPA.`,
    },
  },
  IsActive: { kind: 'boolean', label: 'IsActive', required: 'IsActive is required.' },
} satisfies Record<CareerField, FieldRule>;

/** The resume part. */
export const RESUME_FIELD = 'file';
/** The application part, JSON text. */
export const CAREER_DATA_FIELD = 'data';
export const RESUME_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;
export const RESUME_TYPES = [
  { mimeType: 'application/pdf', extension: 'pdf', name: 'PDF' },
  { mimeType: 'application/msword', extension: 'doc', name: 'DOC' },
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    name: 'DOCX',
  },
] as const;
export type ResumeExtension = (typeof RESUME_TYPES)[number]['extension'];
/** For a file input's `accept` attribute. */
export const RESUME_ACCEPT = RESUME_TYPES.map((t) => `.${t.extension},${t.mimeType}`).join(',');

export const RESUME_MESSAGES = {
  required: 'File is required.',
  wrongType: 'The resume must be a PDF, DOC or DOCX file.',
  tooLarge: (maxBytes: number) => `The resume must be at most ${formatMegabytes(maxBytes)}.`,
  dataRequired: 'The application data is required.',
  dataNotJson: 'The application data must be a JSON object.',
  badName: 'The resume file name must be a plain file name, without folders or control characters.',
} as const;

/** The longest resume file name accepted (most file systems' limit). */
export const RESUME_NAME_MAX_LENGTH = 255;

/**
 * A file name as a browser sends it: a base name of at most 255 characters, not `.` or `..`, with
 * no slash or backslash and no control, text-direction or unpaired surrogate characters (tab, CR and LF
 * included). Anything else is a crafted request.
 */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= RESUME_NAME_MAX_LENGTH &&
    name !== '.' &&
    name !== '..' &&
    !/[\\/\t\r\n]/.test(name) &&
    !hasUnsafeText(name)
  );
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------------------------
// AddUserSubscription
// ---------------------------------------------------------------------------------------------

export type UserSubscriptionField = 'email' | 'userActivationDate' | 'isActive';

export const USER_SUBSCRIPTION_RULES = {
  email: text({
    label: 'Email',
    required: 'Email is required.',
    maxLength: MAX_LENGTHS.email,
    pattern: { regex: EMAIL_PATTERN, message: 'Please enter a valid email address.' },
  }),
  userActivationDate: {
    kind: 'date',
    label: 'User activation date',
    required: 'User activation date is required.',
    pattern: {
      regex: DATE_OR_DATE_TIME_PATTERN,
      message: 'User activation date must be an ISO 8601 date or date and time.',
    },
  },
  isActive: isActiveRule,
} satisfies Record<UserSubscriptionField, FieldRule>;

// ---------------------------------------------------------------------------------------------
// Abuse protection messages
// ---------------------------------------------------------------------------------------------

/** Key of the captcha message in a 400's `errors` map. */
export const CAPTCHA_ERROR_FIELD = 'captcha';

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha.',
  invalid: 'The captcha answer is not valid. Please solve the captcha again.',
  expired: 'The captcha has expired. Please solve it again.',
  replayed: 'This captcha has already been used. Please solve it again.',
} as const;

export const CSRF_MESSAGE = 'The anti-forgery token is missing or invalid. Reload the page and try again.';
export const RATE_LIMIT_MESSAGE = 'Too many submissions from your address. Please try again later.';
