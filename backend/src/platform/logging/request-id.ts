import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** nginx's $request_id is 32 hex digits; anything else plain and short is kept, the rest replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The id nginx set (or a client sent) when it is plain, otherwise a new one; echoed in the response. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id pino-http gave the request (undefined outside the HTTP pipeline). */
export function requestIdOf(request: IncomingMessage): string | undefined {
  const id = (request as IncomingMessage & { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
