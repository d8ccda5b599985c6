import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { careerFingerprint } from './idempotency-key';
import type { IdempotentRequest } from './idempotency.guard';
import { IdempotencyService } from './idempotency.service';

/**
 * The second half of `Idempotency-Key`, after every guard (and, for AddCareer, after
 * ResumeUploadInterceptor: list it second, so the resume is received and checked first). Claims the
 * key right before the handler validates and writes; records the answer after it; releases the
 * claim when the handler fails, so that the retry runs again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<IdempotentRequest>();
    const state = request.idempotency;
    if (!state) return next.handle();
    const fingerprint = state.fingerprint ?? careerFingerprint(request.body, request.storedResume);
    const claim = await this.idempotency.claim(state, fingerprint, request.captcha);
    if (!claim) return next.handle();
    const response = http.getResponse<Response>();
    return next.handle().pipe(
      catchError((error: unknown) =>
        from(this.idempotency.fail(claim, error)).pipe(mergeMap(() => throwError(() => error))),
      ),
      mergeMap(async (body: unknown) => {
        await this.idempotency.complete(claim, response.statusCode, body);
        return body;
      }),
    );
  }
}
