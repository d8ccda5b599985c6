import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

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
