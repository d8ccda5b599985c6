import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CAPTCHA_HEADER } from '@orbitwise/contracts';
import type { Request } from 'express';
import { integrationCallerOf } from '../platform/http/integration-caller';
import { CaptchaService, KEY_INSTEAD_OF_CAPTCHA, type VerifiedCaptcha } from './captcha.service';

const CHECK_REPLAY_EARLY = 'captcha:checkReplayEarly';

/** For calls with a large body: refuse a known replay before the body is read. */
export const CheckCaptchaReplayEarly = () => SetMetadata(CHECK_REPLAY_EARLY, true);

export interface CaptchaRequest extends Request {
  captcha?: VerifiedCaptcha;
}

/**
 * Requires a solved ALTCHA challenge in the X-Altcha header. Runs before the body is parsed
 * (multipart) or validated; the solution is spent in the same statement that writes the row (CaptchaSpend).
 */
@Injectable()
export class CaptchaGuard implements CanActivate {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CaptchaRequest>();
    // A server's key (live or test) replaces the captcha: a partner's server cannot solve one. A
    // publishable key is public (it is in the page), so its visitors solve the captcha like the site's.
    const caller = integrationCallerOf(request);
    if (caller && caller.kind !== 'publishable') {
      request.captcha = KEY_INSTEAD_OF_CAPTCHA;
      return true;
    }
    const verified = await this.captcha.verify(request.header(CAPTCHA_HEADER));
    if (this.reflector.get<boolean>(CHECK_REPLAY_EARLY, context.getHandler())) {
      await this.captcha.assertUnused(verified);
    }
    request.captcha = verified;
    return true;
  }
}
