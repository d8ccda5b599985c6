import {
  createParamDecorator,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { integrationCallerOf } from '../platform/http/integration-caller';

/**
 * The per-client submission limit of one request. `counted` turns true once the request's count is
 * committed: by the submission's own statement, or by SubmissionFailureFilter for a request refused
 * before it.
 */
export interface ClientLimit {
  key: string;
  counted: boolean;
  /** Another limit than the visitors' (an integration key's own); absent: RATE_LIMIT_MAX per window. */
  window?: LimitWindow;
}

export interface LimitWindow {
  max: number;
  ms: number;
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
  private readonly keyWindow: LimitWindow;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { max, windowSeconds } = config.integrationKeyRateLimit;
    this.keyWindow = { max, ms: windowSeconds * 1000 };
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<LimitedRequest>();
    // A partner's server posts for many people from one address: its key, not its address, is the client.
    const caller = integrationCallerOf(request);
    request.clientLimit = caller
      ? { key: `submissions:key:${caller.keyId}`, counted: false, window: this.keyWindow }
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
