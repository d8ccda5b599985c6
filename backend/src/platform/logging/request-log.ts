import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { routeTemplate } from '../http/route-template';
import { httpRequestDuration } from '../metrics/metrics';
import { requestScope } from './logger';
import { assignRequestId } from './request-id';

const STARTED_AT = Symbol('requestStartedAt');
type Observed = ServerResponse & { [STARTED_AT]: number; req: Request };

/**
 * Per request, the id (kept from X-Request-Id or new, echoed in the header), then, once answered,
 * the duration histogram and one log line: `{req: {id, method}, res: {statusCode}, responseTime,
 * route}`. Nest logs made while handling the request carry `req.id` too (nestjs-pino's context).
 *
 * Written for the request path's cost (docs/performance.md, "Logs and metrics cost"): pino-http
 * through nestjs-pino's LoggerModule cost about 7 % of the API's CPU per submission (Nest's route
 * matching for its two middlewares, full request and response serializers, three listeners and a
 * closure per request, a second `finish` listener for the histogram). Here: one plain object per
 * line and one shared `close` listener (a response emits `close` after `finish`, or alone when
 * the client went away).
 */
export function observeRequests(logger: Logger) {
  const scope = requestScope(logger);

  function answered(this: Observed): void {
    const request = this.req;
    const route = routeTemplate(request);
    const status = this.statusCode;
    const elapsed = performance.now() - this[STARTED_AT];
    if (this.writableFinished) {
      httpRequestDuration.observe({ method: request.method, route, status: String(status) }, elapsed / 1000);
    }
    const line = {
      req: { id: (request as Request & { id: string }).id, method: request.method },
      res: { statusCode: status },
      responseTime: Math.round(elapsed),
      route,
    };
    if (status >= 500) logger.error(line, 'request errored');
    else if (status >= 400) logger.warn(line, 'request completed');
    else logger.info(line, 'request completed');
  }

  return function observeRequest(request: Request, response: Response, next: NextFunction): void {
    const id = assignRequestId(request, response);
    (request as Request & { id: string }).id = id;
    (response as unknown as Observed)[STARTED_AT] = performance.now();
    response.on('close', answered);
    scope.runInContext(next, { bindings: { req: { id, method: request.method } } });
  };
}
