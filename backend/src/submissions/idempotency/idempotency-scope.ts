import type { Request } from 'express';
import { createHash, createHmac } from 'node:crypto';
import { integrationCallerOf } from '../../platform/http/integration-caller';
import { clientNetwork } from '../../security/client-network';
import { sessionIdOf } from '../../security/csrf.service';

export const keyCaller = (lineageId: string) => `key:${lineageId}`;
/**
 * A publishable key's visitor: the key's line of rolls and the visitor's address (an IPv4 address, an
 * IPv6 /64), the address as a keyed hash (HMAC-SHA-256 under `secret`), never as it is.
 */
export const visitorOfKeyCaller = (lineageId: string, ip: string | null, secret: string) =>
  `${keyCaller(lineageId)} client:${createHmac('sha256', secret)
    .update(`idempotency client ${clientNetwork(ip)}`)
    .digest('hex')
    .slice(0, 32)}`;
export const sessionCaller = (sessionId: string) =>
  `session:${createHash('sha256').update(sessionId).digest('hex')}`;

/**
 * Who sent a request, as its `Idempotency-Key` is scoped (each caller has its own keys, as in the
 * IETF draft and at Stripe): a call with an integration key, by the first key of that key's line of
 * rolls, so that a retry sent with the rolled secret still finds its first answer; a browser's form,
 * by the visitor's anonymous session (its SHA-256 only: the table never holds the cookie). A
 * publishable key is shared by every visitor of the partner's page: by that line and the visitor's
 * address, so that one visitor never gets another's answer nor blocks another's key.
 */
function callerOf(request: Request, secret: string): string {
  const caller = integrationCallerOf(request);
  if (caller?.kind === 'publishable') return visitorOfKeyCaller(caller.lineageId, request.ip ?? null, secret);
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

/**
 * The space a request's key lives in: its caller and the call, e.g. `key:<uuid> /api/ContactUs/AddContactUs`.
 * `secret` keys the hash of a publishable key's visitor address.
 */
export function idempotencyScopeOf(request: Request, secret: string): string {
  return `${callerOf(request, secret)} ${routeOf(request)}`;
}
