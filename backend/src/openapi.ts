import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import {
  API_PATHS,
  CAPTCHA_HEADER,
  CSRF_HEADER,
  PROBLEM_CONTENT_TYPE,
  RESUME_TYPES,
} from '@orbitwise/contracts';
import { ADMIN_SESSION_COOKIE } from '@orbitwise/contracts/admin';
import { INTEGRATION_SECURITY_SCHEME } from '@orbitwise/contracts/integrations';
import { ADMIN_SESSION_SCHEME } from './auth/admin-access.metadata';
import { INSTANCE_PLACEHOLDER } from './platform/problems/api-problems.decorator';

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
    // Issue 24 (wt-keys24): the scheme the read API names; wt-client24 puts it on every call that takes it.
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'An integration key (`ow_live_…`) made by an admin in the console, in the Authorization header only ' +
          '(a key in the query string or a cookie: 400). Missing, unknown, revoked or rolled: 401.',
      },
      INTEGRATION_SECURITY_SCHEME,
    )
    .addCookieAuth(
      ADMIN_SESSION_COOKIE.secure,
      {
        type: 'apiKey',
        in: 'cookie',
        name: ADMIN_SESSION_COOKIE.secure,
        description:
          `The operator console's session, set by POST /api/admin/session: \`${ADMIN_SESSION_COOKIE.secure}\` over ` +
          `HTTPS, \`${ADMIN_SESSION_COOKIE.plain}\` without (development). HttpOnly, SameSite=Strict; ends after ` +
          '30 idle minutes or 12 hours (ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_ABSOLUTE_HOURS). Missing or ended: 401.',
      },
      ADMIN_SESSION_SCHEME,
    )
    .addTag('Admin', 'The operator console: sign-in, account, operators, audit, inbox.')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  describeCareerParts(document);
  requireCsrfWithAdminSession(document);
  problemInstances(document);
  return document;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const SAMPLE_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/**
 * Every error example names its own operation's path as `instance` (ApiProblems leaves a
 * placeholder, not knowing the path): path parameters are filled in from their example, or a sample.
 */
function problemInstances(document: OpenAPIObject): void {
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const instance = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const parameter = operation.parameters?.find(
          (p) => 'name' in p && p.name === name && p.in === 'path',
        ) as { example?: unknown; schema?: { type?: string; format?: string } } | undefined;
        if (parameter?.example !== undefined) return String(parameter.example);
        if (parameter?.schema?.format === 'uuid') return SAMPLE_UUID;
        return parameter?.schema?.type === 'integer' || parameter?.schema?.type === 'number' ? '42' : name;
      });
      for (const response of Object.values(operation.responses ?? {})) {
        const example =
          response && 'content' in response ? response.content?.[PROBLEM_CONTENT_TYPE]?.example : undefined;
        if (example && (example as { instance?: unknown }).instance === INSTANCE_PLACEHOLDER) {
          (example as { instance: string }).instance = instance;
        }
      }
    }
  }
}

/**
 * AdminAccess declares the session cookie; a call that changes something also needs the
 * anti-forgery header, both at once (one security requirement, not two alternatives).
 */
function requireCsrfWithAdminSession(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation?.security?.some((requirement) => ADMIN_SESSION_SCHEME in requirement)) continue;
      operation.security = [{ [ADMIN_SESSION_SCHEME]: [], csrf: [] }];
    }
  }
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
