import type { LoggerService } from '@nestjs/common';
import type { Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger as PinoNestLogger, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../../config/env';
import { routeTemplate } from '../http/route-template';
import { assignRequestId } from './request-id';

/**
 * JSON lines on stdout; pino-pretty only for a person at a terminal in development. Nothing about a
 * request but its id, method, route template, status and duration is logged: no headers, cookies,
 * bodies, query strings or addresses (see docs/operations.md, Logs).
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger {
  const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
  return pino({
    level: config.logLevel,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  });
}

type Raw<T> = { raw?: T } & T;

/** nestjs-pino's settings: pino-http with our request id and the few fields above. */
export function loggingParams(logger: Logger): Params {
  return {
    pinoHttp: {
      logger,
      genReqId: (request: IncomingMessage, response: ServerResponse) => assignRequestId(request, response),
      wrapSerializers: true,
      serializers: {
        req: (request: Raw<IncomingMessage & { id?: string }>) => ({
          id: request.id,
          method: request.method,
        }),
        res: (response: Raw<ServerResponse>) => ({ statusCode: response.statusCode }),
        err: pino.stdSerializers.err,
      },
      customSuccessObject: (request, _response, value: object) => ({
        ...value,
        route: routeTemplate(request as Request),
      }),
      // The failure itself is logged where it happened (ProblemDetailsFilter): no second stack here.
      customErrorObject: (request, _response, _error, { err: _err, ...value }: { err?: unknown }) => ({
        ...value,
        route: routeTemplate(request as Request),
      }),
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    },
  };
}

/** Nest's LoggerService over the same pino logger: every Nest Logger call becomes a JSON line. */
export function nestLogger(logger: Logger): LoggerService {
  const params = loggingParams(logger);
  return new PinoNestLogger(new PinoLogger(params), params);
}

const rootLoggers = new WeakMap<object, Logger>();

/** One pino logger per configuration, shared by Nest's logger and the request logging. */
export function rootLoggerFor(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger {
  let logger = rootLoggers.get(config);
  if (!logger) rootLoggers.set(config, (logger = createRootLogger(config)));
  return logger;
}
