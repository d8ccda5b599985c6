import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { CAPTCHA_HEADER, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@orbitwise/contracts';
import { INTEGRATION_KEY_HEADER } from '@orbitwise/contracts/integrations';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { IntegrationKeysRepository } from './integration-keys.repository';

const ALLOWED_HEADERS = [INTEGRATION_KEY_HEADER, 'Content-Type', CAPTCHA_HEADER, IDEMPOTENCY_KEY_HEADER];
const EXPOSED_HEADERS = [IDEMPOTENT_REPLAYED_HEADER, 'Retry-After', 'RateLimit', 'RateLimit-Policy'];

/**
 * CORS for the pages of publishable keys, on the few calls such a page makes (the submissions and
 * what a form needs first); every other origin and every other call stays same-origin only. A
 * preflight carries no key, so it asks whether any active publishable key lists the origin; the call
 * itself must then come with a key that lists it (IntegrationKeyAuthenticator). No credentials: the
 * key travels in a header, never a cookie.
 */
@Injectable()
export class PublishableCorsMiddleware implements NestMiddleware {
  constructor(
    private readonly keys: IntegrationKeysRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const origin = request.headers.origin;
    if (origin === undefined || origin === this.config.siteOrigin) return next();
    response.vary('Origin');
    if (!(await this.keys.isPublishableOrigin(origin))) return next();
    response.setHeader('Access-Control-Allow-Origin', origin);
    if (request.method !== 'OPTIONS') {
      response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
      return next();
    }
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    response.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
    response.setHeader('Access-Control-Max-Age', '600');
    response.status(204).end();
  }
}
