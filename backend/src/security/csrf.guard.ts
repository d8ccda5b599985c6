import { type CanActivate, type ExecutionContext, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_MESSAGE } from '@orbitwise/contracts';
import type { Request } from 'express';
import { integrationCallerOf } from '../platform/http/integration-caller';
import { ProblemException } from '../platform/problems/problem';
import { CsrfService } from './csrf.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_ANTI_FORGERY = 'noAntiForgery';

/**
 * For a POST that a signed token in its URL authorizes and no cookie does (the newsletter's RFC 8058
 * one-click unsubscribe, posted by mail providers, and its confirmation page's button): a forged request
 * cannot know the token.
 */
export const TokenAuthorizedPost = () => SetMetadata(NO_ANTI_FORGERY, true);

/**
 * For a POST the browser sends with `navigator.sendBeacon` (no custom header possible) that writes no
 * one's data and checks for itself that it came from the site's own pages (the page analytics' event).
 */
export const SameOriginBeacon = () => SetMetadata(NO_ANTI_FORGERY, true);

/**
 * Global: every non-GET call needs the X-CSRF-Token header matching the XSRF-TOKEN cookie, except a
 * call an integration key authenticated.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly csrf: CsrfService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.get<boolean>(NO_ANTI_FORGERY, context.getHandler())) return true;
    // A key in the Authorization header cannot be forged cross-site (a page may only send it after a
    // CORS preflight this API answers for a publishable key's own origins), and no cookie is involved.
    // A publishable key's page cannot hold this site's anti-forgery cookie: the captcha stands instead.
    if (integrationCallerOf(request)) return true;
    if (!this.csrf.isValid(request)) throw new ProblemException(HttpStatus.FORBIDDEN, CSRF_MESSAGE);
    return true;
  }
}
