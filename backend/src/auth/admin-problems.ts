import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { ProblemDetailsDto } from '../platform/problems/problem-details.dto';

/**
 * Documents problem-details answers with their own descriptions, for the statuses ApiProblems has
 * no default for (401, 404, 409, 410) or whose default speaks of the public forms (403, 429).
 */
export function ApiAdminProblems(descriptions: Record<number, string>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ProblemDetailsDto),
    ...Object.entries(descriptions).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description,
        headers:
          Number(status) === 429
            ? { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } }
            : undefined,
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDetailsDto) } } },
      }),
    ),
  );
}
