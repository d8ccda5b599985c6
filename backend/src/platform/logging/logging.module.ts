import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { loggingParams } from './logger';

/** One JSON line per request (pino-http through nestjs-pino) and request-scoped Nest logs. */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return { module: LoggingModule, imports: [LoggerModule.forRoot(loggingParams(logger))] };
  }
}
