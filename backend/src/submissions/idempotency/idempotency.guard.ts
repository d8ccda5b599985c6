import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { CaptchaRequest } from '../../captcha/captcha.guard';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import type { ResumeRequest } from '../careers/resume-upload.interceptor';
import { ResumeUpload } from '../careers/resume-upload';
import { careerFingerprint, jsonFingerprint, readIdempotencyKey } from './idempotency-key';
import { idempotencyScopeOf } from './idempotency-scope';
import { IdempotencyService, type IdempotencyScope } from './idempotency.service';

/** How a call's body is fingerprinted: parsed JSON, or AddCareer's multipart parts and resume. */
export type IdempotentBody = 'json' | 'career';

export const IDEMPOTENT_BODY = 'idempotency:body';

/** The request's key, as IdempotencyGuard found it, for IdempotencyInterceptor. */
export interface IdempotentRequest extends Request, CaptchaRequest, ResumeRequest {
  idempotency?: IdempotencyScope & { body: IdempotentBody; fingerprint?: string };
}

/** Marks a call as taking an `Idempotency-Key` (see IdempotencyGuard). */
export const IdempotentBodyOf = (body: IdempotentBody) => SetMetadata(IDEMPOTENT_BODY, body);

/**
 * The first half of `Idempotency-Key`: checks the header (400 when malformed or repeated), scopes the
 * key to its caller and call (idempotency-scope.ts), and answers a retry before CaptchaGuard, whose
 * solution the first send has already spent: the first answer again, 422 for another body, 409 while
 * the first send is in progress. Without the header, nothing.
 *
 * A JSON body is parsed before the guards and fingerprinted here. A multipart body is not read yet:
 * only when the key already has an answer is it read here (the resume stored, hashed and removed) to
 * tell the replay from a 422; otherwise IdempotencyInterceptor fingerprints it after the upload.
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly reflector: Reflector,
    private readonly resumes: ResumeUpload,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<IdempotentRequest>();
    const key = readIdempotencyKey(request);
    if (key === undefined) return true;
    const body = this.reflector.get<IdempotentBody>(IDEMPOTENT_BODY, context.getHandler()) ?? 'json';
    const scope = { scope: idempotencyScopeOf(request, this.config.csrfSecret), key };
    const fingerprint = body === 'json' ? jsonFingerprint(request.body) : undefined;
    request.idempotency = { ...scope, body, fingerprint };
    const answered = await this.idempotency.check(scope, fingerprint);
    if (!answered) return true;
    // A multipart retry of an answered request: its body decides between the replay and 422.
    const resume = await this.resumes.receive(request, http.getResponse<Response>());
    if (resume) await this.resumes.remove(resume.key);
    return this.idempotency.answer(answered, careerFingerprint(request.body, resume));
  }
}
