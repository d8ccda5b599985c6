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
    // A server with an integration key sends no cookies: the key in the header cannot be forged cross-site.
    if (integrationCallerOf(request)) return true;
    if (!this.csrf.isValid(request)) throw new ProblemException(HttpStatus.FORBIDDEN, CSRF_MESSAGE);
    return true;
  }
}
