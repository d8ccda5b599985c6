import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { ResumeUpload, type StoredResume } from './resume-upload';

export interface ResumeRequest extends Request {
  storedResume?: StoredResume;
}

/**
 * Receives the AddCareer multipart body before the handler runs (after the guards: CSRF, rate limit
 * and captcha are checked before a byte of the file is read). If anything later fails, validation
 * of `data` or the database write, the committed resume is removed: no orphan files.
 */
@Injectable()
export class ResumeUploadInterceptor implements NestInterceptor {
  constructor(private readonly resumes: ResumeUpload) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<ResumeRequest>();
    const stored = await this.resumes.receive(request, http.getResponse<Response>());
    request.storedResume = stored;
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          from(stored ? this.resumes.remove(stored.key) : Promise.resolve()).pipe(
            mergeMap(() => throwError(() => error)),
          ),
        ),
      );
  }
}
