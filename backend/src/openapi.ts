import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CAPTCHA_HEADER, CSRF_HEADER } from '@orbitwise/contracts';

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

export function buildOpenApiDocument(app: INestApplication, siteOrigin: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Orbitwise Technologies website API')
    .setDescription(
      'Receives the enquiry, contact, event registration, careers and subscription forms of the public website. ' +
        'Every error is an RFC 7807 problem details body (`application/problem+json`).',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', `${siteOrigin}/terms-condition`)
    .addServer(siteOrigin)
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description:
          'Anti-forgery token from GET /api/csrf-token (double-submit cookie): send it in this header on every ' +
          'non-GET call, together with the XSRF-TOKEN and orbitwise.sid cookies that call set. Missing or wrong: 403.',
      },
      'csrf',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: CAPTCHA_HEADER,
        description:
          'The ALTCHA widget payload (base64 text) for a challenge from GET /api/captcha/challenge. Each solution ' +
          'is accepted once, before its challenge expires. Missing, wrong, expired or replayed: 400 with errors.captcha.',
      },
      'altcha',
    )
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication, siteOrigin: string): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app, siteOrigin), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
