import { HttpStatus, type Type, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidatorOptions } from 'class-validator';
import { ProblemException } from '../problems/problem';

export const INVALID_REQUEST_DETAIL = 'One or more fields are invalid.';
export const UNKNOWN_FIELD_MESSAGE = 'This field is not accepted.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/** Flattens class-validator errors into `{ "field": ["message", ...] }`, nested paths dotted. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const error of errors) {
    const key = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints && Object.keys(error.constraints).length > 0) {
      map[key] = Object.entries(error.constraints).map(([name, message]) =>
        name === 'whitelistValidation' ? UNKNOWN_FIELD_MESSAGE : message,
      );
    }
    if (error.children?.length) Object.assign(map, fieldErrors(error.children, key));
  }
  return map;
}

export function invalidRequest(errors: Record<string, string[]>): ProblemException {
  return new ProblemException(HttpStatus.BAD_REQUEST, INVALID_REQUEST_DETAIL, { errors });
}

/**
 * Shared by the global pipe and by the bodies validated by hand (the careers `data` part, the
 * per-form AddContactUs rules): unknown fields are refused, and each field reports only its first
 * failing rule, in the order the forms check them.
 */
export const validatorOptions: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

/** The one ValidationPipe configuration. */
export const validationOptions: ValidationPipeOptions = {
  ...validatorOptions,
  transform: true,
  exceptionFactory: (errors) => invalidRequest(fieldErrors(errors)),
};

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a plain object against a DTO class; returns the instance or the per-field messages. */
export async function validateDto<T extends object>(
  dto: Type<T>,
  plain: Record<string, unknown>,
): Promise<{ value: T; errors: Record<string, string[]> }> {
  const value = plainToInstance(dto, plain);
  const errors = await validate(value, validatorOptions);
  return { value, errors: fieldErrors(errors) };
}
