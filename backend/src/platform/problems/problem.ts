import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';

export interface ProblemOptions {
  /** A problem type of its own (a URI the client recognises) instead of the status's RFC 9110 section. */
  type?: string;
  /** Overrides the HTTP reason phrase, e.g. "Server Error" for GetCountryCodes. */
  title?: string;
  /** Per-field messages, keyed by the request's own field names. */
  errors?: Record<string, string[]>;
  /** Extra response headers such as Retry-After. */
  headers?: Record<string, string>;
}

/** An error that the global filter renders as RFC 7807 problem details, as given. */
export class ProblemException extends HttpException {
  constructor(
    status: HttpStatus,
    detail: string,
    public readonly problem: ProblemOptions = {},
  ) {
    super(detail, status);
  }
}

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function problemType(status: number): string {
  return `https://datatracker.ietf.org/doc/html/rfc9110#status.${status}`;
}
