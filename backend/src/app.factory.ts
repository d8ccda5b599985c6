import 'reflect-metadata';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { JSON_BODY_LIMIT, parseJsonBody, refuseNulInQuery } from './platform/http/json-body';
import { deferBodyErrorsOf } from './platform/http/deferred-body-error';
import { KEYED_SUBMISSION_PATHS } from './platform/http/integration-caller';
import { ProblemDetailsFilter } from './platform/problems/problem-details.filter';
import { validationOptions } from './platform/http/validation';
import type { AppConfig } from './config/env';
import { setupOpenApi } from './openapi';
import { apiSecurityHeaders } from './platform/http/api-security-headers';
import { siteRouter } from './platform/site/site.router';
import { SitePagePublisher } from './platform/site/site-page-publisher';
import { nestLogger, rootLoggerFor } from './platform/logging/logger';
import { observeRequests } from './platform/logging/request-log';

/** Builds the whole application (API, docs and website) without listening; tests use it too. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    // Every Nest Logger call is a pino JSON line (platform/logging), with the request's id inside one.
    logger: nestLogger(rootLoggerFor(config)),
    // JSON only (no urlencoded parser), read as bytes and parsed strictly: see json-body.ts.
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // Request id, duration histogram and the request's log line (platform/logging/request-log.ts).
  app.use(observeRequests(rootLoggerFor(config)));
  // Every answer is exactly its declared type (JSON, problem details, the site's files): no browser
  // may sniff one into HTML. nginx sends the same header; this covers the API reached without it.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(apiSecurityHeaders);
  // Behind nginx, req.ip (and so the rate limit) is the client address nginx forwards.
  app.set('trust proxy', config.trustProxy);
  app.use(cookieParser());
  app.use(refuseNulInQuery);
  app.useBodyParser('raw', { type: 'application/json', limit: JSON_BODY_LIMIT });
  app.use(parseJsonBody);
  app.use(deferBodyErrorsOf(KEYED_SUBMISSION_PATHS));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  setupOpenApi(app, config.siteOrigin);
  // The pages re-rendered after a publish (published_page) first, then the build's files.
  if (config.siteDir) app.use(siteRouter(config.siteDir, app.get(SitePagePublisher)));
  await app.init();
  return app;
}
