import { Module } from '@nestjs/common';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';

/**
 * `Idempotency-Key` on the submissions: the kept answers and their purge. IdempotencyGuard and
 * IdempotencyInterceptor are provided by the module whose calls use them (they read its uploads).
 */
@Module({
  providers: [IdempotencyRepository, IdempotencyService],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
