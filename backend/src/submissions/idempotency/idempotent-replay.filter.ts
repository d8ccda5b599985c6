import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { IDEMPOTENT_REPLAYED_HEADER } from '@orbitwise/contracts';
import type { Response } from 'express';
import { IdempotentReplay } from './idempotency.service';

/** Writes a replayed first answer: its status and body, marked `Idempotent-Replayed: true`. */
@Catch(IdempotentReplay)
export class IdempotentReplayFilter implements ExceptionFilter {
  catch(replay: IdempotentReplay, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    response.status(replay.status).set(IDEMPOTENT_REPLAYED_HEADER, 'true').json(replay.body);
  }
}
