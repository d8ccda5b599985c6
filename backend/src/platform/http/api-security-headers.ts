import type { NextFunction, Request, Response } from 'express';
import { SECURITY_HEADERS } from '../site/security-headers';

// The headers nginx adds to every /api answer (nginx/site.conf.template, the $content_security_policy
// map), sent by the API itself so that `npm start` protects the API docs, the console's answers and
// every JSON answer as nginx does. nginx hides these copies and adds its own (one of each).
// backend/test/site/nginx-parity.spec.ts compares them with nginx's own.

/** Console answers (a visitor's file opened in a tab among them): sandboxed, no scripts. */
export const ADMIN_POLICY =
  "sandbox; default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Swagger UI (the API docs) starts itself with an inline script and inline styles. */
export const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
/** Any other API answer is data (JSON, problem details): nothing to run, load or frame. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The CSP nginx gives an /api path, in the order of its map. */
export function apiContentSecurityPolicy(path: string): string {
  if (path.startsWith('/api/admin/')) return ADMIN_POLICY;
  if (path.startsWith('/api/docs')) return DOCS_POLICY;
  return DATA_POLICY;
}

/** Every /api answer starts with nginx's headers; a handler may still narrow its own CSP (a download's sandbox). */
export function apiSecurityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (!isUnder(req.path, '/api')) return next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', apiContentSecurityPolicy(req.path));
  next();
}
