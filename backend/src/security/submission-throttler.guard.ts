import { HttpStatus, Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { RATE_LIMIT_MESSAGE } from '@orbitwise/contracts';
import type { Request } from 'express';
import { rateLimitedRequests } from '../platform/metrics/metrics';
import { ProblemException } from '../platform/problems/problem';

/**
 * Per-client limit shared by the submission calls. The client is `req.ip`, which honours the
 * configured `trust proxy`: behind nginx it is the address nginx forwards, not nginx's own.
 */
@Injectable()
export class SubmissionThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return (req as unknown as Request).ip ?? 'unknown';
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `submissions:${throttlerName}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    rateLimitedRequests.inc();
    throw new ProblemException(HttpStatus.TOO_MANY_REQUESTS, RATE_LIMIT_MESSAGE, {
      headers: { 'Retry-After': String(Math.max(1, detail.timeToBlockExpire)) },
    });
  }
}
