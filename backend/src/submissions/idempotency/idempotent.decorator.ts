import { applyDecorators, UseFilters } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
  PROBLEM_CONTENT_TYPE,
} from '@orbitwise/contracts';
import { INSTANCE_PLACEHOLDER } from '../../platform/problems/api-problems.decorator';
import { ProblemDetailsDto } from '../../platform/problems/problem-details.dto';
import { IdempotentBodyOf, type IdempotentBody } from './idempotency.guard';
import { IdempotentReplayFilter } from './idempotent-replay.filter';
import { IN_PROGRESS_DETAIL, MISMATCH_DETAIL } from './idempotency.service';

const problemContent = (status: number, title: string, detail: string) => ({
  [PROBLEM_CONTENT_TYPE]: {
    schema: { $ref: getSchemaPath(ProblemDetailsDto) },
    example: {
      type: `https://datatracker.ietf.org/doc/html/rfc9110#status.${status}`,
      title,
      status,
      detail,
      // openapi.ts writes in each operation's own path.
      instance: INSTANCE_PLACEHOLDER,
    },
  },
});

/**
 * A submission that takes an optional `Idempotency-Key`: how its body is fingerprinted, the filter
 * that writes replays, and the OpenAPI description. The call also lists IdempotencyGuard before
 * CaptchaGuard and IdempotencyInterceptor (after ResumeUploadInterceptor) itself, where the order
 * of the others is visible.
 */
export function IdempotentSubmission(body: IdempotentBody = 'json'): MethodDecorator {
  return applyDecorators(
    IdempotentBodyOf(body),
    UseFilters(IdempotentReplayFilter),
    ApiExtraModels(ProblemDetailsDto),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'Optional (IETF draft-ietf-httpapi-idempotency-key-header): one unique key per submission, the same ' +
        'for its retries, as a structured-field string (a bare UUID or token is accepted too), at most ' +
        `${IDEMPOTENCY_KEY_MAX_LENGTH} characters. A retry with the same key and the same body within 24 hours ` +
        `gets the first successful answer again, with the header \`${IDEMPOTENT_REPLAYED_HEADER}: true\`, and ` +
        'stores nothing (its captcha is not checked: the first send spent it). ' +
        (body === 'career'
          ? "The body compared is the `data` part (as JSON) with the resume's SHA-256 and name. "
          : 'The body compared is the JSON value (key order and spacing do not matter). ') +
        'A refused or failed request keeps nothing: its retry runs again. A malformed or repeated header is ' +
        'refused with 400.',
      schema: {
        type: 'string',
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH + 2,
        example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
      },
    }),
    ApiResponse({
      status: 409,
      description:
        'A request with the same Idempotency-Key is still being processed; retry after the seconds in ' +
        'Retry-After. (Without Retry-After: its first send was interrupted and cannot be confirmed.)',
      headers: {
        'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } },
      },
      content: problemContent(409, 'Conflict', IN_PROGRESS_DETAIL),
    }),
    ApiResponse({
      status: 422,
      description: 'The Idempotency-Key was already used with a different body; nothing was stored.',
      content: problemContent(422, 'Unprocessable Entity', MISMATCH_DETAIL),
    }),
  );
}
