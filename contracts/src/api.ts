/** Paths and payload shapes of the ContactUs API, exactly as the spec spells them. */

export const API_PREFIX = '/api';

export const API_PATHS = {
  health: '/api/health',
  getCountryCodes: '/api/ContactUs/GetCountryCodes',
  addContactUs: '/api/ContactUs/AddContactUs',
  addCareer: '/api/ContactUs/AddCareer',
  addUserSubscription: '/api/ContactUs/AddUserSubscription',
} as const;

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

/** The body of every successful submission. */
export interface ResultResponse {
  errorMessage: string | null;
  isSuccess: boolean;
}

/** RFC 7807 problem details, with an optional per-field map of messages. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: Record<string, string[]>;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
