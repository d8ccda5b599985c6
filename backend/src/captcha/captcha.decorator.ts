import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { CaptchaRequest } from './captcha.guard';
import type { VerifiedCaptcha } from './captcha.service';

/** The solution checked by CaptchaGuard. */
export const Captcha = createParamDecorator((_data: unknown, context: ExecutionContext): VerifiedCaptcha => {
  const captcha = context.switchToHttp().getRequest<CaptchaRequest>().captcha;
  if (!captcha) throw new Error('@Captcha() used on a route without CaptchaGuard');
  return captcha;
});
