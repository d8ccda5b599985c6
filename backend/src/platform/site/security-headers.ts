import type { NextFunction, Request, Response } from 'express';

// The headers nginx adds to every answer (nginx/site.conf.template), sent by the one-port server
// with every page, file and not-found answer of the site, so that `npm start` protects the site and
// the console as nginx does. backend/test/site/nginx-parity.spec.ts compares them with nginx's own.

/** The page's Content-Security-Policy: nginx's default, with the page's own `script-src`. */
export function contentSecurityPolicy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    'frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com https://www.youtube.com',
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The same on every answer, whatever it is. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A script-src for answers with no inline script of their own (files, plain 404s): nginx's default. */
export const SELF_ONLY = "'self'";

/** Sets the page's CSP for its own inline scripts (replacing the default the router set first). */
export function setPageScripts(res: Response, scriptSrc: string): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(scriptSrc));
}

/** Every answer of the site (not /api) starts with nginx's headers and a CSP that allows no inline script. */
export function siteSecurityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (req.path === '/api' || req.path.startsWith('/api/')) return next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  setPageScripts(res, SELF_ONLY);
  next();
}
