import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JobQueue } from '../jobs/job-queue';
import { CsrfController } from './csrf.controller';
import { CsrfGuard } from './csrf.guard';
import { CsrfService } from './csrf.service';
import { RateLimitCounters } from './rate-limit-counters';
import { SubmissionLimitGuard } from './submission-limit';

/** Anti-forgery on every non-GET call, and the per-client submission limit (shared by every replica). */
@Global()
@Module({
  controllers: [CsrfController],
  providers: [
    CsrfService,
    RateLimitCounters,
    SubmissionLimitGuard,
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
  exports: [RateLimitCounters, SubmissionLimitGuard],
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
