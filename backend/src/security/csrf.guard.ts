import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { CSRF_MESSAGE } from '@orbitwise/contracts';
import type { Request } from 'express';
import { integrationCallerOf } from '../platform/http/integration-caller';
import { ProblemException } from '../platform/problems/problem';
import { CsrfService } from './csrf.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global: every non-GET call needs the X-CSRF-Token header matching the XSRF-TOKEN cookie, except a
 * call an integration key authenticated.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly csrf: CsrfService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    // A key in the Authorization header cannot be forged cross-site (a page may only send it after a
    // CORS preflight this API answers for a publishable key's own origins), and no cookie is involved.
    // A publishable key's page cannot hold this site's anti-forgery cookie: the captcha stands instead.
    if (integrationCallerOf(request)) return true;
    if (!this.csrf.isValid(request)) throw new ProblemException(HttpStatus.FORBIDDEN, CSRF_MESSAGE);
    return true;
  }
}
