import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE, UNEXPECTED_SERVER_ERROR_MESSAGE } from '@orbitwise/contracts';
import { ProblemDetailsDto } from './problem-details.dto';

type ProblemStatus = 400 | 403 | 413 | 415 | 429 | 500 | 503 | 507;

const DEFAULT_DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'Titled "Bad Request"; `errors` maps each invalid field (the request\'s own field names) to its messages.',
  403: 'The anti-forgery token (X-CSRF-Token header and XSRF-TOKEN cookie) is missing or invalid.',
  413: 'The upload is larger than allowed.',
  415: 'The body or file is of a type the call does not take.',
  429: 'Too many submissions from this client address; retry after the number of seconds in Retry-After.',
  500: `Any unexpected failure, with detail "${UNEXPECTED_SERVER_ERROR_MESSAGE}".`,
  503: 'The database is unreachable (or, for AddCareer, the resume storage is not writable); nothing was stored. Retry after the number of seconds in Retry-After.',
  507: 'The resume storage is full; nothing was stored.',
};

const EXAMPLES: Partial<Record<ProblemStatus, Partial<ProblemDetailsDto>>> = {
  400: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.400',
    title: 'Bad Request',
    status: 400,
    detail: 'One or more fields are invalid.',
    errors: { email: ['Please enter a valid email address.'] },
  },
  403: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.403',
    title: 'Forbidden',
    status: 403,
    detail: 'The anti-forgery token is missing or invalid. Reload the page and try again.',
  },
  429: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.429',
    title: 'Too Many Requests',
    status: 429,
    detail: 'Too many submissions from your address. Please try again later.',
  },
  413: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.413',
    title: 'Payload Too Large',
    status: 413,
    detail: 'request entity too large',
  },
  415: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.415',
    title: 'Unsupported Media Type',
    status: 415,
    detail: 'The request body is not of a type or encoding this call takes.',
  },
  500: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.500',
    title: 'Internal Server Error',
    status: 500,
    detail: UNEXPECTED_SERVER_ERROR_MESSAGE,
  },
  503: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.503',
    title: 'Service Unavailable',
    status: 503,
    detail: 'The service is temporarily unavailable. Please try again shortly.',
  },
  507: {
    type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.507',
    title: 'Insufficient Storage',
    status: 507,
    detail:
      'Your resume could not be stored because the server has run out of storage space. Please try again later.',
  },
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
