import { Injectable, type NestMiddleware } from '@nestjs/common';
import { API_PATHS, FORM_TYPES, inferFormType } from '@orbitwise/contracts';
import { submitScopeFor, type SubmitScope } from '@orbitwise/contracts/integrations';
import type { NextFunction, Request, Response } from 'express';
import { IntegrationKeyAuthenticator } from './key-authenticator';

/**
 * The scopes that may post this call: by its path, and for AddContactUs by the form its body is from
 * (any of the four forms' while the body cannot tell: its validation then answers).
 */
export function submitScopesFor(request: Request): SubmitScope[] {
  const path = request.originalUrl.split('?')[0]!.toLowerCase();
  if (path === API_PATHS.addCareer.toLowerCase()) return [submitScopeFor('application')];
  if (path === API_PATHS.addUserSubscription.toLowerCase()) return [submitScopeFor('newsletter')];
  const body: unknown = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    return [submitScopeFor(inferFormType(body as Parameters<typeof inferFormType>[0]))];
  }
  return FORM_TYPES.map(submitScopeFor);
}

/**
 * On the public submission calls, before any guard: a call with an integration key that has the
 * kind's submit scope is marked, and the anti-forgery and captcha guards let it through.
 * Everything else about the call is unchanged; a call without a key is not touched.
 */
@Injectable()
export class SubmissionKeyMiddleware implements NestMiddleware {
  constructor(private readonly authenticator: IntegrationKeyAuthenticator) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    const key = await this.authenticator.authenticate(request);
    if (key) {
      await this.authenticator.requireScope(request, key, submitScopesFor(request));
      await this.authenticator.admit(request, key);
    }
    next();
  }
}
