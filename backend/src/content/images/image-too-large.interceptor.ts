import {
  HttpStatus,
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { CONTENT_MESSAGES, IMAGE_UPLOAD_FIELDS } from '@orbitwise/contracts/content';
import { catchError, throwError, type Observable } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { ProblemException } from '../../platform/problems/problem';

/**
 * Placed before the upload's file interceptor: multer's refusal of a file over MEDIA_MAX_BYTES
 * (Nest's bare "File too large") becomes a 413 that names the limit, "The image is larger than
 * 5 MB.", which the console shows as it is.
 */
@Injectable()
export class ImageTooLargeInterceptor implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof PayloadTooLargeException)) return throwError(() => error);
        const message = CONTENT_MESSAGES.imageTooLarge(this.config.media.maxBytes);
        return throwError(
          () =>
            new ProblemException(HttpStatus.PAYLOAD_TOO_LARGE, message, {
              errors: { [IMAGE_UPLOAD_FIELDS.file]: [message] },
            }),
        );
      }),
    );
  }
}
