import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OperatorRole } from '@orbitwise/contracts/admin';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { ProblemException } from '../platform/problems/problem';
import {
  ADMIN_ROLES,
  ALLOWED_DURING_ENROLMENT,
  RECENT_SIGN_IN,
  twoFactorEnrolmentRequired,
} from './admin-access.metadata';
import { signInIsRecent, stepUpRequired } from './recent-sign-in.decorator';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';
import { attachSignedInOperator, clientIp, signedInOperatorOf } from './signed-in-operator';

export const NOT_SIGNED_IN_DETAIL = 'You are not signed in, or your session has ended. Please sign in.';
export const WRONG_ROLE_DETAIL = 'Your role does not allow this.';
export const ENROLMENT_REQUIRED_DETAIL =
  'Set up two-factor sign-in (Account, Two-factor sign-in) before using the console.';

/**
 * Used through AdminAccess: finds the session of the cookie and checks the operator's role and, for a
 * RecentSignIn call, that the session's sign-in or last step-up is recent.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    const targets = [context.getHandler(), context.getClass()];
    // AdminAccess on both the controller and the handler runs this guard twice: look up once.
    let operator = signedInOperatorOf(request);
    if (!operator) {
      const token = this.cookie.read(request);
      const session = token ? await this.sessions.resolve(token) : undefined;
      if (!session || session.stage !== 'signed-in') {
        throw new ProblemException(HttpStatus.UNAUTHORIZED, NOT_SIGNED_IN_DETAIL);
      }
      if (
        twoFactorEnrolmentRequired(this.config, session) &&
        !this.reflector.getAllAndOverride<boolean>(ALLOWED_DURING_ENROLMENT, targets)
      ) {
        throw new ProblemException(HttpStatus.FORBIDDEN, ENROLMENT_REQUIRED_DETAIL);
      }
      operator = {
        id: session.operatorId,
        email: session.email,
        displayName: session.displayName,
        role: session.role,
        sessionTokenHash: session.tokenHash,
        authenticatedSecondsAgo: session.authenticatedSecondsAgo,
        ip: clientIp(request),
      };
      attachSignedInOperator(request, operator);
    }
    const roles = this.reflector.getAllAndOverride<OperatorRole[] | undefined>(ADMIN_ROLES, targets) ?? [];
    if (roles.length > 0 && !roles.includes(operator.role)) {
      throw new ProblemException(HttpStatus.FORBIDDEN, WRONG_ROLE_DETAIL);
    }
    if (
      this.reflector.getAllAndOverride<boolean>(RECENT_SIGN_IN, targets) &&
      !signInIsRecent(operator.authenticatedSecondsAgo)
    ) {
      throw stepUpRequired();
    }
    return true;
  }
}
