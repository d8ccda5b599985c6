import type { LoggerService } from '@nestjs/common';
import { Logger as PinoNestLogger, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../../config/env';

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

/**
 * nestjs-pino's settings. It builds its root logger from them (a child of ours) but mounts no
 * middleware: requests are logged by request-log.ts. Plain objects only, so no serializer but
 * the error's.
 */
function nestjsPinoParams(logger: Logger): Params {
  return { pinoHttp: { logger, wrapSerializers: false, serializers: { err: pino.stdSerializers.err } } };
}

/** Nest's LoggerService over the same pino logger: every Nest Logger call becomes a JSON line. */
export function nestLogger(logger: Logger): LoggerService {
  const params = nestjsPinoParams(logger);
  return new PinoNestLogger(new PinoLogger(params), params);
}

/** Runs a request in nestjs-pino's context, so that Nest logs made while handling it carry its id. */
export function requestScope(logger: Logger): PinoLogger {
  return new PinoLogger(nestjsPinoParams(logger));
}

const rootLoggers = new WeakMap<object, Logger>();

/** One pino logger per configuration, shared by Nest's logger and the request logging. */
export function rootLoggerFor(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger {
  let logger = rootLoggers.get(config);
  if (!logger) rootLoggers.set(config, (logger = createRootLogger(config)));
  return logger;
}
