import type { Request } from 'express';

/** What logs and metrics name a request by when no route matched it (404s, the website's files). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route's template (`/api/admin/submissions/:id`), never the path a client typed nor its query
 * string: neither may carry personal data into a log line or a metric label.
 */
export function routeTemplate(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  if (typeof route?.path !== 'string') return UNMATCHED_ROUTE;
  return `${request.baseUrl ?? ''}${route.path}`;
}
