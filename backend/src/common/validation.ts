import { HttpStatus, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';
import { ProblemException } from './problem';

export const INVALID_REQUEST_DETAIL = 'One or more fields are invalid.';

/** Flattens class-validator errors into `{ "field": ["message", ...] }`, nested paths dotted. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const error of errors) {
    const key = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) map[key] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(map, fieldErrors(error.children, key));
  }
  return map;
}

/** The one ValidationPipe configuration: strip nothing silently, reject unknown fields. */
export const validationOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) =>
    new ProblemException(HttpStatus.BAD_REQUEST, INVALID_REQUEST_DETAIL, { errors: fieldErrors(errors) }),
};
