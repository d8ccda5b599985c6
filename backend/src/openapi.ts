import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_PATHS, CAPTCHA_HEADER, CSRF_HEADER, RESUME_TYPES } from '@orbitwise/contracts';

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
  const document = SwaggerModule.createDocument(app, config);
  describeCareerParts(document);
  return document;
}

/** The AddCareer multipart parts: `data` carries JSON text, `file` one of the resume types. */
function describeCareerParts(document: OpenAPIObject): void {
  const body = document.paths[API_PATHS.addCareer]?.post?.requestBody;
  const multipart = body && 'content' in body ? body.content['multipart/form-data'] : undefined;
  if (!multipart) return;
  multipart.encoding = {
    data: { contentType: 'application/json, text/plain' },
    file: { contentType: RESUME_TYPES.map((t) => t.mimeType).join(', ') },
  };
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication, siteOrigin: string): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app, siteOrigin), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
