import { Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller';
import { CaptchaGuard } from './captcha.guard';
import { CaptchaService } from './captcha.service';

@Module({
  controllers: [CaptchaController],
  providers: [CaptchaService, CaptchaGuard],
  exports: [CaptchaService, CaptchaGuard],
})
export class CaptchaModule {}
