import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobQueue } from '../jobs/job-queue';
import { CsrfController } from './csrf.controller';
import { CsrfGuard } from './csrf.guard';
import { CsrfService } from './csrf.service';
import { RateLimitCounters } from './rate-limit-counters';
import { SubmissionThrottlerGuard } from './submission-throttler.guard';

@Module({ providers: [RateLimitCounters], exports: [RateLimitCounters] })
class RateLimitCountersModule {}

/** Anti-forgery on every non-GET call, and the per-client submission limit (shared by every replica). */
@Global()
@Module({
  imports: [
    RateLimitCountersModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitCountersModule],
      inject: [APP_CONFIG, RateLimitCounters],
      useFactory: (config: AppConfig, counters: RateLimitCounters) => ({
        throttlers: [{ ttl: config.rateLimit.windowSeconds * 1000, limit: config.rateLimit.max }],
        // In PostgreSQL: every replica counts against the same limit.
        storage: counters,
      }),
    }),
  ],
  controllers: [CsrfController],
  providers: [CsrfService, SubmissionThrottlerGuard, { provide: APP_GUARD, useClass: CsrfGuard }],
  // Integrations count their keys' calls and failures with the same counters.
  exports: [SubmissionThrottlerGuard, RateLimitCountersModule],
})
export class SecurityModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly counters: RateLimitCounters,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.schedule({
      name: 'rate-limit.purge',
      every: '10 minutes',
      handler: () => this.counters.purgeExpired(),
    });
  }
}
