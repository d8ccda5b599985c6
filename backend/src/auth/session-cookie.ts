import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE } from '@orbitwise/contracts/admin';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { TOKEN_PATTERN } from './tokens';

/**
 * The admin session cookie: HttpOnly, SameSite=Strict, Path=/. Over HTTPS it is Secure and named
 * with the `__Host-` prefix, which browsers only accept from a secure origin, for the whole host.
 */
@Injectable()
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.name = config.cookieSecure ? ADMIN_SESSION_COOKIE.secure : ADMIN_SESSION_COOKIE.plain;
    this.options = { httpOnly: true, sameSite: 'strict', path: '/', secure: config.cookieSecure };
  }

  read(request: Request): string | undefined {
    const value: unknown = request.cookies?.[this.name];
    return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : undefined;
  }

  set(response: Response, token: string): void {
    response.cookie(this.name, token, this.options);
  }

  clear(response: Response): void {
    response.clearCookie(this.name, this.options);
  }
}
