import type { Attribution } from './attribution.js';
import type { FormType } from './rules.js';

/** Paths and payload shapes of the ContactUs API, exactly as the spec spells them. */

export const API_PREFIX = '/api';

export const API_PATHS = {
  health: '/api/health',
  getCountryCodes: '/api/ContactUs/GetCountryCodes',
  addContactUs: '/api/ContactUs/AddContactUs',
  addCareer: '/api/ContactUs/AddCareer',
  addUserSubscription: '/api/ContactUs/AddUserSubscription',
  csrfToken: '/api/csrf-token',
  captchaChallenge: '/api/captcha/challenge',
  formsConfig: '/api/forms/config',
} as const;

/**
 * Anti-forgery (double-submit cookie): GET {@link API_PATHS.csrfToken} sets the readable cookie
 * {@link CSRF_COOKIE} (and an HttpOnly session cookie) and returns the same token; every non-GET call
 * sends that value in the header {@link CSRF_HEADER}.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Captcha: the ALTCHA widget fetches its challenge from {@link API_PATHS.captchaChallenge}; each
 * submission sends the widget's payload (base64 text) in the header {@link CAPTCHA_HEADER}.
 * A solution is accepted once.
 */
export const CAPTCHA_HEADER = 'X-Altcha';

/**
 * Idempotency (IETF draft-ietf-httpapi-idempotency-key-header), optional on the three submissions:
 * a key per submission attempt, the same for its retries. A retry with the same key and the same
 * body within 24 hours gets the first answer again (marked with {@link IDEMPOTENT_REPLAYED_HEADER})
 * and stores nothing; the same key with another body is refused with 422, and with 409 while the
 * first request is still being processed. The value is a structured-field string
 * (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`); a bare token such as an unquoted UUID is accepted too.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** The longest key accepted, in characters (without the quotes). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface CsrfTokenResponse {
  /** The value to send in the X-CSRF-Token header; also the value of the XSRF-TOKEN cookie. */
  token: string;
}

export interface CountryCode {
  /** Country name shown in the dropdown, e.g. "India". */
  name: string;
  /** Calling code with its plus sign, e.g. "+91". */
  code: string;
  /** Anchored regular expression for the national number, or "" when none is known. */
  pattern: string;
}

export interface CountryListResponse {
  countries: CountryCode[];
}

/** AddContactUs body: the three website forms that send it use different subsets (see rules.ts). */
export interface ContactUsRequest {
  userName: string;
  email: string;
  subject?: string;
  /** The phone number as text; the event form prepends the calling code. */
  number: string;
  description?: string;
  howdidyoufindus?: string;
  /** Calling code such as "+91" (event and IT support forms). */
  countryCode?: string;
  /**
   * Event form: the slug of the published event registered for (its id in `/events/<slug>`). Left out,
   * the subject's title names the event (of editions sharing a title, the one ending last).
   */
  eventSlug?: string;
  isActive: boolean;
  /** Which form sent it; inferred from the other fields when left out (see inferFormType). */
  formType?: FormType;
  /** Optional: where the lead came from (see attribution.ts). */
  attribution?: Attribution;
}

/** AddCareer `data` part (JSON text), field names exactly as the spec spells them. */
export interface CareerApplication {
  FristName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  City: string;
  /** Current designation. */
  Position: string;
  /** `YYYY-MM-DD`. */
  DateOfBirth: string;
  /** The role applied for. */
  ApplicationDetails: string;
  /** Years, at most two decimals. */
  Experience: number | string;
  /** Informational only; the server keeps the uploaded file itself. */
  FilePathUrl?: string | null;
  /** In LPA, at most two decimals. */
  ExpectedSalary: number | string;
  IsActive: boolean;
  /** Optional: where the lead came from (see attribution.ts). */
  attribution?: Attribution;
}

export interface UserSubscriptionRequest {
  email: string;
  /** ISO 8601 date or date and time. */
  userActivationDate: string;
  isActive: boolean;
  /** Optional: where the subscriber came from (see attribution.ts). */
  attribution?: Attribution;
}

/** The body of every successful submission. */
export interface ResultResponse {
  errorMessage: string | null;
  isSuccess: boolean;
  /**
   * The submission's id: the one `GET /api/v1/submissions/{id}` and the webhooks' `data.id` use.
   * Null only when the submission was stored but the server lost track of which it is: a retry's
   * answer recovered after the server stopped between storing and answering, or a failed read of the
   * id right after storing.
   */
  id: string | null;
  /** The reference people read, as the console and the staff e-mails show it: `#` and the id. */
  ref: string | null;
  /**
   * Event registrations only: true when the event was full and the registration joined its waitlist
   * (stored, not given a place); false when it took a place.
   */
  waitlisted?: boolean;
}

/** RFC 7807 problem details, with an optional per-field map of messages. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: Record<string, string[]>;
  /** The request's id (X-Request-Id), as in the API's and nginx's log lines. */
  requestId?: string;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A resume type the API accepts (decided from the file's bytes). */
export interface ResumeTypeInfo {
  extension: string;
  mimeType: string;
  /** Shown to visitors, e.g. "PDF". */
  name: string;
}

/**
 * GET {@link API_PATHS.formsConfig}: the limits the API is configured with, read by the forms so that
 * their hints and checks say what the server enforces (RESUME_MAX_BYTES reaches the API, nginx and
 * the careers form from this one value).
 */
export interface FormsConfigResponse {
  resume: {
    maxBytes: number;
    types: ResumeTypeInfo[];
  };
}
