import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CsrfController } from './csrf.controller';
import { CsrfGuard } from './csrf.guard';
import { CsrfService } from './csrf.service';
import { FixedWindowStorage } from './fixed-window-storage';
import { SubmissionThrottlerGuard } from './submission-throttler.guard';

/** Anti-forgery on every non-GET call, and the per-client submission limit. */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ ttl: config.rateLimit.windowSeconds * 1000, limit: config.rateLimit.max }],
        storage: new FixedWindowStorage(),
      }),
    }),
  ],
  controllers: [CsrfController],
  providers: [CsrfService, SubmissionThrottlerGuard, { provide: APP_GUARD, useClass: CsrfGuard }],
  exports: [SubmissionThrottlerGuard],
})
export class SecurityModule {}
