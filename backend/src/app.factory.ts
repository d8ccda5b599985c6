import 'reflect-metadata';
import { ValidationPipe, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ProblemDetailsFilter } from './common/problem-details.filter';
import { validationOptions } from './common/validation';
import type { AppConfig } from './config/env';
import { setupOpenApi } from './openapi';
import { siteRouter } from './site/site.router';

const LOG_LEVELS: Record<AppConfig['nodeEnv'], LogLevel[]> = {
  development: ['log', 'warn', 'error'],
  production: ['log', 'warn', 'error'],
  test: ['error'],
};

/** Builds the whole application (API, docs and website) without listening; tests use it too. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    logger: LOG_LEVELS[config.nodeEnv],
  });
  app.disable('x-powered-by');
  // Behind nginx, req.ip (and so the rate limit) is the client address nginx forwards.
  app.set('trust proxy', config.trustProxy);
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  setupOpenApi(app, config.siteOrigin);
  if (config.siteDir) app.use(siteRouter(config.siteDir));
  await app.init();
  return app;
}
