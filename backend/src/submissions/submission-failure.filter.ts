import {
  Catch,
  HttpException,
  Injectable,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { isDatabaseUnavailable } from '../platform/database/database-errors';
import { ProblemDetailsFilter } from '../platform/problems/problem-details.filter';
import { RateLimitCounters } from '../security/rate-limit-counters';
import type { LimitedRequest } from '../security/submission-limit';
import { IdempotentReplayFilter } from './idempotency/idempotent-replay.filter';
import { IdempotentReplay } from './idempotency/idempotency.service';

/**
 * The failure path of the submission limit. A submission that reaches its insert is counted by that
 * statement; one refused before (a validation error, a bad or replayed captcha, an idempotent replay,
 * a 409 or 422 of its key) is counted here, by a statement of its own that no stored submission waits
 * for, and answered 429 instead when its client is over the limit (as when it was counted first).
 * Requests refused before SubmissionLimitGuard (anti-forgery, an unreadable body) are not counted, as
 * before. Then the answer is written by the filter that would have written it.
 */
@Catch()
@Injectable()
export class SubmissionFailureFilter implements ExceptionFilter {
  private readonly logger = new Logger('SubmissionLimit');
  private readonly problems = new ProblemDetailsFilter();
  private readonly replays = new IdempotentReplayFilter();

  constructor(private readonly counters: RateLimitCounters) {}

  catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    // Nest does not await a filter: every error is answered here.
    return this.answer(exception, host).catch((error: unknown) => {
      this.logger.error(`Could not answer a refused submission: ${String(error)}`);
    });
  }

  private async answer(exception: unknown, host: ArgumentsHost): Promise<void> {
    let answer = exception;
    const limit = host.switchToHttp().getRequest<LimitedRequest>().clientLimit;
    // A request that failed because PostgreSQL is unreachable is not counted: the count would wait
    // for the same timeout again before the same 503.
    const unavailable = !(exception instanceof HttpException) && isDatabaseUnavailable(exception);
    if (limit && !limit.counted && !unavailable) {
      try {
        answer = (await this.counters.count(limit.key)) ?? exception;
        limit.counted = true;
      } catch (countError) {
        // As when the count came first: a database that cannot count answers 503.
        answer = countError;
      }
    }
    if (answer instanceof IdempotentReplay) this.replays.catch(answer, host);
    else this.problems.catch(answer, host);
  }
}
