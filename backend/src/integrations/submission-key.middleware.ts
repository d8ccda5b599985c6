import { Injectable, type NestMiddleware } from '@nestjs/common';
import { API_PATHS, FORM_TYPES, inferFormType } from '@orbitwise/contracts';
import { SUBMIT_SCOPES, submitScopeFor, type SubmitScope } from '@orbitwise/contracts/integrations';
import type { NextFunction, Request, Response } from 'express';
import { deferredBodyError } from '../platform/http/deferred-body-error';
import { IntegrationKeyAuthenticator } from './key-authenticator';

/**
 * The scopes that may post this call: by its path, and for AddContactUs by the form its body is from
 * (any of the four forms' while the body cannot tell: its validation then answers). The country
 * codes a form needs first: any submit scope.
 */
export function submitScopesFor(request: Request): SubmitScope[] {
  const path = request.originalUrl.split('?')[0]!.toLowerCase();
  if (path === API_PATHS.getCountryCodes.toLowerCase()) return [...SUBMIT_SCOPES];
  if (path === API_PATHS.addCareer.toLowerCase()) return [submitScopeFor('application')];
  if (path === API_PATHS.addUserSubscription.toLowerCase()) return [submitScopeFor('newsletter')];
  const body: unknown = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    return [submitScopeFor(inferFormType(body as Parameters<typeof inferFormType>[0]))];
  }
  return FORM_TYPES.map(submitScopeFor);
}

/**
 * On the public submission calls (and the country codes), before any guard: a call with an integration
 * key that has the kind's submit scope is marked, and the anti-forgery guard lets it through, and the
 * captcha guard too unless the key is publishable.
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
    // A body the parser refused is answered now, after the key (see deferred-body-error.ts).
    next(deferredBodyError(request));
  }
}
