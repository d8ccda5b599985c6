import type { NextFunction, Request, Response } from 'express';
import { routeTemplate } from '../http/route-template';
import { httpRequestDuration } from './metrics';

/** Observes every request's duration once it is answered, by route template and status. */
export function httpMetrics(request: Request, response: Response, next: NextFunction): void {
  const stop = httpRequestDuration.startTimer();
  response.once('finish', () =>
    stop({ method: request.method, route: routeTemplate(request), status: String(response.statusCode) }),
  );
  next();
}
