import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { integrationCallerOf } from '../../platform/http/integration-caller';
import { sessionIdOf } from '../../security/csrf.service';

export const keyCaller = (lineageId: string) => `key:${lineageId}`;
export const sessionCaller = (sessionId: string) =>
  `session:${createHash('sha256').update(sessionId).digest('hex')}`;

/**
 * Who sent a request, as its `Idempotency-Key` is scoped (each caller has its own keys, as in the
 * IETF draft and at Stripe): a call with an integration key, by the first key of that key's line of
 * rolls, so that a retry sent with the rolled secret still finds its first answer; a browser's form,
 * by the visitor's anonymous session (its SHA-256 only: the table never holds the cookie).
 */
function callerOf(request: Request): string {
  const caller = integrationCallerOf(request);
  if (caller) return keyCaller(caller.lineageId);
  const session = sessionIdOf(request);
  if (session) return sessionCaller(session);
  // The anti-forgery guard, before this one, lets nothing else through.
  throw new Error('An idempotent submission has neither an integration key nor a visitor session');
}

/** The route as declared (Express matches paths case-insensitively). */
function routeOf(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? route.path : request.path;
}

/** The space a request's key lives in: its caller and the call, e.g. `key:<uuid> /api/ContactUs/AddContactUs`. */
export function idempotencyScopeOf(request: Request): string {
  return `${callerOf(request)} ${routeOf(request)}`;
}
