import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import {
  CSRF_MESSAGE,
  PROBLEM_CONTENT_TYPE,
  RATE_LIMIT_MESSAGE,
  UNEXPECTED_SERVER_ERROR_MESSAGE,
} from '@orbitwise/contracts';
import { INTEGRATION_KEY_MESSAGES } from '@orbitwise/contracts/integrations';
import { JSON_CHARSET_DETAIL, NOT_JSON_DETAIL } from '../http/json-body';
import { problemType, reasonPhrase } from './problem';
import { ProblemDetailsDto } from './problem-details.dto';
import { SERVICE_UNAVAILABLE_DETAIL } from './problem-details.filter';

type ProblemStatus = 400 | 401 | 403 | 409 | 413 | 415 | 429 | 500 | 503 | 507;

const DEFAULT_DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'Titled "Bad Request"; `errors` maps each invalid field (the request\'s own field names) to its messages.',
  401: 'The integration key is missing, malformed, unknown, revoked or rolled.',
  403: 'The anti-forgery token (X-CSRF-Token header and XSRF-TOKEN cookie) is missing or invalid.',
  409: 'The call conflicts with the current state of what it names.',
  413: 'The upload is larger than allowed.',
  415: 'The body or file is of a type the call does not take.',
  429: 'Too many submissions from this client address; retry after the number of seconds in Retry-After.',
  500: `Any unexpected failure, with detail "${UNEXPECTED_SERVER_ERROR_MESSAGE}".`,
  503: 'The database is unreachable (or, for AddCareer, the resume storage is not writable); nothing was stored. Retry after the number of seconds in Retry-After.',
  507: 'The resume storage is full; nothing was stored.',
};

/** A problem details body as the API writes it for `status` (without its `instance`). */
export function problemExample(
  status: ProblemStatus,
  detail: string,
  errors?: Record<string, string[]>,
): Partial<ProblemDetailsDto> {
  return {
    type: problemType(status),
    title: reasonPhrase(status),
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
}

/**
 * Messages any call can answer with (the server's own constants): a call's own, more telling ones
 * replace them where it documents them (openapi-public-calls.ts for the public calls). A conflict
 * (409) is always a call's own.
 */
const EXAMPLES: Partial<Record<ProblemStatus, Partial<ProblemDetailsDto>>> = {
  // Every call parses a JSON body it is sent.
  400: problemExample(400, NOT_JSON_DETAIL),
  401: problemExample(401, INTEGRATION_KEY_MESSAGES.invalid),
  403: problemExample(403, CSRF_MESSAGE),
  429: problemExample(429, RATE_LIMIT_MESSAGE),
  // body-parser's own message for a JSON body over the limit.
  413: problemExample(413, 'request entity too large'),
  415: problemExample(415, JSON_CHARSET_DETAIL),
  500: problemExample(500, UNEXPECTED_SERVER_ERROR_MESSAGE),
  503: problemExample(503, SERVICE_UNAVAILABLE_DETAIL),
  507: problemExample(
    507,
    'Your resume could not be stored because the server has run out of storage space. Please try again later.',
  ),
};

/**
 * Stands for the operation's own path in the examples above until buildOpenApiDocument
 * (openapi.ts, problemInstances) writes that path in: the decorator does not know it.
 */
export const INSTANCE_PLACEHOLDER = '{operation path}';

/** Documents error responses as `application/problem+json` bodies of ProblemDetailsDto. */
export function ApiProblems(
  statuses: ProblemStatus[],
  overrides: Partial<Record<ProblemStatus, string>> = {},
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ProblemDetailsDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: overrides[status] ?? DEFAULT_DESCRIPTIONS[status],
        headers:
          status === 429 || status === 503
            ? { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } }
            : undefined,
        content: {
          [PROBLEM_CONTENT_TYPE]: {
            schema: { $ref: getSchemaPath(ProblemDetailsDto) },
            ...(EXAMPLES[status] ? { example: { ...EXAMPLES[status], instance: INSTANCE_PLACEHOLDER } } : {}),
          },
        },
      }),
    ),
  );
}
