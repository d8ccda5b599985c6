import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  PROBLEM_CONTENT_TYPE,
  UNEXPECTED_SERVER_ERROR_MESSAGE,
  type ProblemDetails,
} from '@orbitwise/contracts';
import { isDatabaseUnavailable } from '../database/database-errors';
import { routeTemplate } from '../http/route-template';
import { requestIdOf } from '../logging/request-id';
import { ProblemException, problemType, reasonPhrase } from './problem';

export const UNEXPECTED_ERROR_DETAIL = UNEXPECTED_SERVER_ERROR_MESSAGE;
export const SERVICE_UNAVAILABLE_DETAIL = 'The service is temporarily unavailable. Please try again shortly.';
/** Seconds a client is asked to wait when the database is unreachable. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER = 5;

/** The answer to any call that needed PostgreSQL while it was down: 503, never a hang or a 500. */
export function serviceUnavailable(): ProblemException {
  return new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_DETAIL, {
    headers: { 'Retry-After': String(SERVICE_UNAVAILABLE_RETRY_AFTER) },
  });
}

/**
 * Errors of Express middleware (body-parser's "request entity too large", a bad charset...) carry
 * a 4xx `status` and `expose: true` (http-errors); their message is meant for the client.
 */
function exposedClientError(exception: unknown): { status: number; message: string } | undefined {
  if (exception instanceof HttpException || !(exception instanceof Error)) return undefined;
  const { status, expose } = exception as Error & { status?: unknown; expose?: unknown };
  if (expose !== true || typeof status !== 'number' || status < 400 || status > 499) return undefined;
  return { status, message: exception.message };
}

/** Turns every error into RFC 7807 problem details; internals are logged, never sent. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  catch(thrown: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    // Wherever a database call failed because PostgreSQL is unreachable, the answer is one 503.
    const unavailable = !(thrown instanceof HttpException) && isDatabaseUnavailable(thrown);
    const exception = unavailable ? serviceUnavailable() : thrown;
    // The path only: a query string may hold a key refused for being there, or a visitor's search.
    const path = (request.originalUrl ?? request.url).split('?')[0]!;
    const problem = this.toProblem(exception, path);
    // The id of the request's log line: what a visitor or operator quotes to find it.
    const requestId = requestIdOf(request);
    if (requestId) problem.requestId = requestId;

    if (unavailable) {
      // One line per call: during an outage every call fails the same way.
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      this.logger.warn(
        `${request.method} ${routeTemplate(request)} -> 503: database unavailable (${reason})`,
      );
    } else if (problem.status >= 500) {
      // A ProblemException was raised on purpose and its cause logged where it was caught.
      const trace =
        exception instanceof ProblemException
          ? exception.message
          : exception instanceof Error
            ? exception.stack
            : String(exception);
      this.logger.error(`${request.method} ${routeTemplate(request)} -> ${problem.status}`, trace);
    }
    if (response.headersSent) return;
    if (exception instanceof ProblemException && exception.problem.headers) {
      response.set(exception.problem.headers);
    }
    response.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  }

  private toProblem(exception: unknown, instance: string): ProblemDetails {
    const clientError = exposedClientError(exception);
    if (clientError) return this.build(clientError.status, clientError.message, instance);
    if (!(exception instanceof HttpException)) {
      return this.build(500, UNEXPECTED_ERROR_DETAIL, instance);
    }
    const status = exception.getStatus();
    if (exception instanceof ProblemException) {
      return this.build(status, exception.message, instance, exception.problem);
    }
    if (status >= 500) return this.build(status, UNEXPECTED_ERROR_DETAIL, instance);
    return this.build(status, this.detailOf(exception), instance);
  }

  private detailOf(exception: HttpException): string {
    const body = exception.getResponse();
    if (typeof body === 'string') return body;
    const message = (body as { message?: unknown }).message;
    if (Array.isArray(message)) return message.join(' ');
    return typeof message === 'string' ? message : exception.message;
  }

  private build(
    status: number,
    detail: string,
    instance: string,
    options: { type?: string; title?: string; errors?: Record<string, string[]> } = {},
  ): ProblemDetails {
    return {
      type: options.type ?? problemType(status),
      title: options.title ?? reasonPhrase(status),
      status,
      detail,
      instance,
      ...(options.errors ? { errors: options.errors } : {}),
    };
  }
}
