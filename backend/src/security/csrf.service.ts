import { Inject, Injectable } from '@nestjs/common';
import { CSRF_COOKIE, CSRF_HEADER } from '@orbitwise/contracts';
import { doubleCsrf, type DoubleCsrfUtilities } from 'csrf-csrf';
import type { CookieOptions, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/** HttpOnly cookie naming the anonymous visitor; the CSRF token's HMAC is bound to it. */
export const SESSION_COOKIE = 'orbitwise.sid';
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * csrf-csrf's double-submit cookie: the token is an HMAC of a random value and the visitor's
 * anonymous session id. The API sets it in the readable XSRF-TOKEN cookie (and returns it); the SPA
 * copies it into the X-CSRF-Token header. A page on another site can neither read the cookie nor
 * set the header, and a token minted for another session does not validate.
 */
@Injectable()
export class CsrfService {
  private readonly csrf: DoubleCsrfUtilities;
  private readonly cookieOptions: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cookieOptions = { sameSite: 'strict', path: '/', secure: config.cookieSecure };
    this.csrf = doubleCsrf({
      getSecret: () => config.csrfSecret,
      getSessionIdentifier: (req) => sessionIdOf(req) ?? '',
      cookieName: CSRF_COOKIE,
      // Readable by the SPA on purpose (spec: the header value is read from a cookie).
      cookieOptions: { ...this.cookieOptions, httpOnly: false },
      getCsrfTokenFromRequest: (req) => req.get(CSRF_HEADER),
    });
  }

  /** Sets (or keeps) the session and token cookies and returns the token. */
  issue(req: Request, res: Response): string {
    if (!sessionIdOf(req)) {
      const id = randomBytes(32).toString('base64url');
      res.cookie(SESSION_COOKIE, id, { ...this.cookieOptions, httpOnly: true });
      req.cookies = { ...req.cookies, [SESSION_COOKIE]: id };
    }
    return this.csrf.generateCsrfToken(req, res);
  }

  isValid(req: Request): boolean {
    return sessionIdOf(req) !== undefined && this.csrf.validateRequest(req);
  }
}

/** The visitor's anonymous session id; undefined without a well-formed session cookie. */
export function sessionIdOf(req: Request): string | undefined {
  const id: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof id === 'string' && SESSION_ID_PATTERN.test(id) ? id : undefined;
}
