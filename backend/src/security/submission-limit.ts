import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { integrationCallerOf } from '../platform/http/integration-caller';

/**
 * The per-client submission limit of one request. `counted` turns true once the request's count is
 * committed: by the submission's own statement, or by SubmissionFailureFilter for a request refused
 * before it. A call with an integration key is counted before it gets here, once, under its key's
 * uses counter (IntegrationKeyAuthenticator, every keyed call): it arrives counted.
 */
export interface ClientLimit {
  key: string;
  counted: boolean;
}

export interface LimitedRequest extends Request {
  clientLimit?: ClientLimit;
}

/**
 * Marks a submission as counted against its client's limit, without a statement of its own: the
 * count and the check are part of the statement that stores the submission (or of the failure's
 * path). The client is `req.ip`, which honours the configured `trust proxy`: behind nginx it is the
 * address nginx forwards, not nginx's own. List it first, so that every later refusal is counted.
 */
@Injectable()
export class SubmissionLimitGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<LimitedRequest>();
    // A partner's server posts for many people from one address: its key, not its address, is the
    // client, and the key's limit has counted this call already (integration-key:<id>). A publishable
    // key's visitors post from their own addresses: each is limited as on the site, and has its own
    // share of the key's limit (counted at the door, per key and address).
    const caller = integrationCallerOf(request);
    request.clientLimit =
      caller && caller.kind !== 'publishable'
        ? { key: `integration-key:${caller.keyId}`, counted: true }
        : { key: `submissions:${request.ip ?? 'unknown'}`, counted: false };
    return true;
  }
}

/** The request's limit, as SubmissionLimitGuard marked it. */
export const ClientLimitOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ClientLimit => {
    const limit = context.switchToHttp().getRequest<LimitedRequest>().clientLimit;
    if (!limit) throw new Error('@ClientLimitOf() used on a route without SubmissionLimitGuard');
    return limit;
  },
);
