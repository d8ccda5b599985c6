import type { OpenAPIObject } from '@nestjs/swagger';
import {
  API_PATHS,
  CAPTCHA_ERROR_FIELD,
  CAPTCHA_MESSAGES,
  CAREER_RULES,
  CONTACT_US_RULES,
  CSRF_MESSAGE,
  IDEMPOTENT_REPLAYED_HEADER,
  PROBLEM_CONTENT_TYPE,
  RATE_LIMIT_MESSAGE,
  RESUME_MAX_BYTES_DEFAULT,
  RESUME_MESSAGES,
  USER_SUBSCRIPTION_RULES,
  type TextRule,
} from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import { INTEGRATION_KEY_MESSAGES } from '@orbitwise/contracts/integrations';
import { EVENT_REGISTRATION_NOTE } from './openapi-forms';
import { JSON_ONLY_DETAIL, NO_BODY_DETAIL, NOT_JSON_DETAIL } from './platform/http/json-body';
import { INVALID_REQUEST_DETAIL } from './platform/http/validation';
import { INSTANCE_PLACEHOLDER, problemExample } from './platform/problems/api-problems.decorator';
import { MULTIPART_ONLY_DETAIL } from './submissions/careers/resume-upload';

/* The document is rewritten as plain JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const SUBMISSION_PATHS = [
  API_PATHS.addContactUs,
  API_PATHS.addCareer,
  API_PATHS.addUserSubscription,
] as const;
/** The POSTs that take an integration key instead of the browser's anti-forgery token. */
export const KEYED_POSTS: readonly string[] = [...SUBMISSION_PATHS, API_PATHS.getCountryCodes];
const READ_API_PREFIX = '/api/v1/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const fieldError = (field: string, message: string) =>
  problemExample(400, INVALID_REQUEST_DETAIL, { [field]: [message] });

/**
 * The errors each public call really answers, by status, with the server's own messages (the
 * contracts' and the API's constants): the examples a partner's tools show are ones they can meet.
 */
const PUBLIC_PROBLEMS: Record<string, Record<number, Record<string, Json>>> = {
  [API_PATHS.getCountryCodes]: {
    400: { body: problemExample(400, NO_BODY_DETAIL) },
  },
  [API_PATHS.addContactUs]: {
    400: {
      field: fieldError('email', (CONTACT_US_RULES.contact.email as TextRule).pattern!.message),
      captcha: fieldError(CAPTCHA_ERROR_FIELD, CAPTCHA_MESSAGES.missing),
      notJson: problemExample(400, NOT_JSON_DETAIL),
    },
    415: { notJson: problemExample(415, JSON_ONLY_DETAIL) },
  },
  [API_PATHS.addCareer]: {
    400: {
      field: fieldError('Email', CAREER_RULES.Email.pattern!.message),
      noResume: fieldError('file', RESUME_MESSAGES.required),
      captcha: fieldError(CAPTCHA_ERROR_FIELD, CAPTCHA_MESSAGES.missing),
    },
    413: {
      tooLarge: {
        ...problemExample(413, RESUME_MESSAGES.tooLarge(RESUME_MAX_BYTES_DEFAULT)),
        errors: { file: [RESUME_MESSAGES.tooLarge(RESUME_MAX_BYTES_DEFAULT)] },
      },
    },
    415: {
      wrongType: {
        ...problemExample(415, RESUME_MESSAGES.wrongType),
        errors: { file: [RESUME_MESSAGES.wrongType] },
      },
      notMultipart: problemExample(415, MULTIPART_ONLY_DETAIL),
    },
  },
  [API_PATHS.addUserSubscription]: {
    400: {
      field: fieldError('email', USER_SUBSCRIPTION_RULES.email.pattern!.message),
      captcha: fieldError(CAPTCHA_ERROR_FIELD, CAPTCHA_MESSAGES.missing),
    },
    415: { notJson: problemExample(415, JSON_ONLY_DETAIL) },
  },
};

/** What the submissions answer about a key or its absence (the browser's pair). */
const KEY_PROBLEMS = {
  401: {
    description:
      'The integration key (`Authorization: Bearer …`) is malformed, unknown, revoked or rolled. A call ' +
      "without a key is not refused with 401: it is a browser's call, which needs the anti-forgery token (403).",
    headers: {
      'WWW-Authenticate': { description: '`Bearer error="invalid_token"`.', schema: { type: 'string' } },
    },
    examples: { invalidKey: problemExample(401, INTEGRATION_KEY_MESSAGES.invalid) },
  },
  403: {
    description:
      "Without a key (a browser's call): the anti-forgery token (X-CSRF-Token header with the XSRF-TOKEN " +
      'cookie from GET /api/csrf-token) is missing or invalid. With a key: the key lacks the `submit:<kind>` ' +
      'scope the call needs (any `submit:` scope for the country list), or (in production) the call came ' +
      "over plain HTTP, or (a publishable key) from a page whose origin is not on the key's list.",
    examples: {
      noKeyNoToken: problemExample(403, CSRF_MESSAGE),
      scope: problemExample(403, INTEGRATION_KEY_MESSAGES.scope),
      insecure: problemExample(403, INTEGRATION_KEY_MESSAGES.insecure),
      origin: problemExample(403, INTEGRATION_KEY_MESSAGES.origin),
    },
  },
  429: {
    description:
      'Without a key: too many submissions from this client address. With a key: too many calls with ' +
      'this key (see `RateLimit-Policy`; the limit is per key, not per address), or too many invalid keys ' +
      'from this address. Retry after the number of seconds in Retry-After.',
    examples: {
      address: problemExample(429, RATE_LIMIT_MESSAGE),
      key: problemExample(429, INTEGRATION_KEY_MESSAGES.rateLimited),
      invalidKeys: problemExample(429, INTEGRATION_KEY_MESSAGES.bruteForce),
    },
  },
} as const;

/** An event registration the published event no longer takes (enquiry-form.pipe.ts, enquiries.service.ts). */
const EVENT_REFUSALS = {
  description:
    'An event registration the event does not take: no published event of its `eventSlug` (unknown and ' +
    'unpublished alike) or of its title, or registrations closed by the editor; the event has ended; or ' +
    'all its places are taken and it keeps no waitlist (decided by ' +
    "the registration's own write, so two registrations never share the last place). Nothing is stored. " +
    "A test key's registration is refused alike (it takes no place). " +
    EVENT_REGISTRATION_NOTE,
  examples: {
    closed: problemExample(409, CONTENT_MESSAGES.eventClosed),
    ended: problemExample(409, CONTENT_MESSAGES.eventEnded),
    full: problemExample(409, CONTENT_MESSAGES.eventFull),
  },
};

const RETRY_AFTER = { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } };

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      "With an integration key: the key's quota as an IETF RateLimit-Policy structured field, e.g. " +
      '`"key";q=600;w=60` (600 calls per 60 seconds).',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'With an integration key: what is left of the quota, e.g. `"key";r=599;t=42` (599 calls left, the ' +
      'window resets in 42 seconds).',
    schema: { type: 'string' },
  },
};

const problemContent = (examples: Record<string, Json>): Json => ({
  [PROBLEM_CONTENT_TYPE]: {
    schema: { $ref: '#/components/schemas/ProblemDetailsDto' },
    examples: Object.fromEntries(
      Object.entries(examples).map(([name, value]) => [
        name,
        { value: { ...value, instance: INSTANCE_PLACEHOLDER } },
      ]),
    ),
  },
});

/** Replaces a response's single example with the named ones, keeping its description and headers. */
function setExamples(response: Json, examples: Record<string, Json>): void {
  response.content = problemContent(examples);
}

/**
 * The public calls as a partner meets them: the submissions' answers to a key (401, 403, 429),
 * `Idempotent-Replayed` on a replayed answer, the RateLimit headers of every keyed answer, and
 * error examples the calls really return.
 */
export function describePublicCalls(document: OpenAPIObject): void {
  const keyed = (path: string) => path.startsWith(READ_API_PREFIX) || KEYED_POSTS.includes(path);
  // A class's decorators share one response object among its operations: each gets its own copy
  // here, so that its examples name its own path (openapi.ts, problemInstances).
  for (const [path, item] of Object.entries(document.paths)) {
    if (!keyed(path) && !PUBLIC_PROBLEMS[path]) continue;
    for (const method of METHODS) {
      const operation = item[method] as Json;
      if (!operation?.responses) continue;
      operation.responses = Object.fromEntries(
        Object.entries<Json>(operation.responses).map(([status, response]) => [status, { ...response }]),
      );
    }
  }
  for (const path of KEYED_POSTS) {
    const operation = document.paths[path]?.post as Json;
    if (!operation) continue;
    for (const [status, problem] of Object.entries(KEY_PROBLEMS)) {
      const response = (operation.responses[status] ??= {});
      response.description = problem.description;
      response.headers = {
        ...response.headers,
        ...('headers' in problem ? problem.headers : {}),
        ...(status === '429' ? { 'Retry-After': RETRY_AFTER } : {}),
      };
      setExamples(response, problem.examples);
    }
    if (!(SUBMISSION_PATHS as readonly string[]).includes(path)) continue;
    const ok = operation.responses['200'];
    ok.headers = {
      ...ok.headers,
      [IDEMPOTENT_REPLAYED_HEADER]: {
        description:
          '`true` on the first answer replayed for a retry with the same Idempotency-Key (nothing new was stored).',
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
  // AddContactUs's 409s: the Idempotency-Key's (when documented), and the event's refusals.
  const addContactUs = document.paths[API_PATHS.addContactUs]?.post as Json;
  if (addContactUs) {
    const conflict = addContactUs.responses['409'];
    const idempotency = conflict?.content?.[PROBLEM_CONTENT_TYPE]?.example;
    addContactUs.responses['409'] = {
      ...conflict,
      description: conflict
        ? `${conflict.description} Or: ${EVENT_REFUSALS.description}`
        : EVENT_REFUSALS.description,
      content: problemContent({
        ...(idempotency ? { inProgress: idempotency } : {}),
        ...EVENT_REFUSALS.examples,
      }),
    };
    addContactUs.responses = Object.fromEntries(
      Object.entries(addContactUs.responses).sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json;
      if (!operation) continue;
      for (const [status, examples] of Object.entries(PUBLIC_PROBLEMS[path] ?? {})) {
        if (operation.responses[status]) setExamples(operation.responses[status], examples);
      }
      if (!keyed(path)) continue;
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        response.headers = { ...response.headers, ...RATE_LIMIT_HEADERS };
        // The read API's key errors: the messages the key check answers with (no browser's call there).
        const key = KEY_PROBLEMS[status as unknown as keyof typeof KEY_PROBLEMS];
        const media = response.content?.[PROBLEM_CONTENT_TYPE];
        if (key && media && !media.example && !media.examples) {
          setExamples(
            response,
            Object.fromEntries(
              Object.entries<Json>(key.examples).filter(
                ([, example]) => example.detail !== CSRF_MESSAGE && example.detail !== RATE_LIMIT_MESSAGE,
              ),
            ),
          );
        }
      }
    }
  }
}

/**
 * Every call parses a JSON body it is sent, whatever it takes: one that is not valid JSON is refused
 * with 400 before the call runs. A call with no other client error (a bare GET) documents that one.
 */
export function describeMalformedBodies(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json;
      if (!operation?.responses) continue;
      if (Object.keys(operation.responses).some((status) => /^4/.test(status))) continue;
      operation.responses['400'] = {
        description: 'A body was sent that is not valid JSON (this call takes none).',
        content: problemContent({ notJson: problemExample(400, NOT_JSON_DETAIL) }),
      };
    }
  }
}
