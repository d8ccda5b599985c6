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
import {
  INTEGRATION_KEY_PREFIX,
  INTEGRATION_KEY_PREFIXES,
  INTEGRATION_SECURITY_SCHEME,
} from '@orbitwise/contracts/integrations';
import { ADMIN_SESSION_SCHEME } from './auth/admin-access.metadata';
import { toOpenApi31 } from './openapi-3-1';
import { closeSubmissionSchemas, describeContactForms } from './openapi-forms';
import {
  describeMalformedBodies,
  describePublicCalls,
  KEYED_POSTS,
  SUBMISSION_PATHS,
} from './openapi-public-calls';
import { describeWebhooks, WEBHOOK_MODELS } from './openapi-webhooks';
import { INSTANCE_PLACEHOLDER } from './platform/problems/api-problems.decorator';

/* The document is rewritten as plain JSON where @nestjs/swagger's 3.0 types fall short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';
/** The console's menu entry for the keys, as the console names it. */
export const INTEGRATION_KEYS_MENU = 'Integration keys';

export function buildOpenApiDocument(app: INestApplication, siteOrigin: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Orbitwise Technologies website API')
    .setDescription(
      'Receives the enquiry, contact, event registration, careers and subscription forms of the public website. ' +
        'Every error is an RFC 7807 problem details body (`application/problem+json`).',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', `${siteOrigin}/terms-condition`)
    // Relative: Try it out calls the host the document was read from (localhost, 127.0.0.1 or the
    // real domain alike), never one baked in at build time, which would be a CORS error elsewhere.
    .addServer('/', 'The host this document was read from')
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
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: `${INTEGRATION_KEY_PREFIX}…`,
        description:
          `An integration key (\`${INTEGRATION_KEY_PREFIXES.live}…\`; \`${INTEGRATION_KEY_PREFIXES.test}…\` posts ` +
          `into the sandbox; \`${INTEGRATION_KEY_PREFIXES.publishable}…\` from an allowed page's origin, with the ` +
          `captcha), made by an admin under Console → ${INTEGRATION_KEYS_MENU} ` +
          'and shown once: `Authorization: Bearer <key>`. On the submission calls it replaces the anti-forgery ' +
          "token and the captcha (scope `submit:<kind>`); a submission without a key is a browser's call and " +
          'needs the anti-forgery token (403 without it). The read API under /api/v1 needs `read:leads` or ' +
          '`read:applications` (401 without a key). Never in a query string or cookie (400); HTTPS only in ' +
          'production. Invalid, revoked or rolled: 401; without the scope: 403; too many calls with the key: ' +
          '429 with Retry-After (the limit is per key; RateLimit and RateLimit-Policy tell what is left).',
      },
      INTEGRATION_SECURITY_SCHEME,
    )
    .addTag('Admin', 'The operator console: sign-in, account, operators, audit, inbox.')
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: WEBHOOK_MODELS });
  describeCareerParts(document);
  describeContactForms(document);
  closeSubmissionSchemas(document);
  requireCsrfWithAdminSession(document);
  acceptIntegrationKeyOnSubmissions(document);
  describePublicCalls(document);
  describeMalformedBodies(document);
  problemInstances(document);
  describeWebhooks(document);
  return toOpenApi31(document);
}

/**
 * A submission takes either the browser's pair (anti-forgery token and captcha) or a key; the
 * country list (which a form asks first) the anti-forgery token or a key.
 */
function acceptIntegrationKeyOnSubmissions(document: OpenAPIObject): void {
  for (const path of KEYED_POSTS) {
    const operation = document.paths[path]?.post;
    if (!operation) continue;
    const submission = (SUBMISSION_PATHS as readonly string[]).includes(path);
    operation.security = [
      submission ? { csrf: [], altcha: [] } : { csrf: [] },
      { [INTEGRATION_SECURITY_SCHEME]: [] },
    ];
    operation.description = submission
      ? `${operation.description ?? ''}\n\nFrom a partner's server: an integration key with the kind's ` +
        '`submit:` scope (`Authorization: Bearer ow_live_…`) replaces the anti-forgery token and the captcha; ' +
        'its calls are then limited per key, not per address (`RateLimit-Policy` on each answer).'
      : `${operation.description ?? ''} Or an integration key with any \`submit:\` scope instead.`;
  }
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
        const media =
          response && 'content' in response ? response.content?.[PROBLEM_CONTENT_TYPE] : undefined;
        const examples = [
          media?.example,
          ...Object.values(media?.examples ?? {}).map((e) => 'value' in e && e.value),
        ];
        for (const example of examples) {
          if (example && (example as { instance?: unknown }).instance === INSTANCE_PLACEHOLDER) {
            (example as { instance: string }).instance = instance;
          }
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

/**
 * The AddCareer multipart parts: `file` raw bytes, one of the resume types. `data` (an object schema) has
 * OpenAPI's default encoding for objects, application/json, left implicit: a declared encoding
 * makes Swagger UI send the part as a file, which the API refuses as a second file.
 */
function describeCareerParts(document: OpenAPIObject): void {
  const body = document.paths[API_PATHS.addCareer]?.post?.requestBody;
  const multipart = body && 'content' in body ? body.content['multipart/form-data'] : undefined;
  if (!multipart) return;
  multipart.encoding = {
    file: { contentType: RESUME_TYPES.map((t) => t.mimeType).join(', ') },
  };
  // OpenAPI 3.1 ("Working with Binary Data"): a raw binary part has no `type` (its bytes are no JSON
  // string), only a media type; the encoding above lists the resume types. Stock openapi-typescript
  // then types it `unknown`, which takes a File or a Blob, where `type: string` made it a string.
  const file = (document.components?.schemas?.CareerFormDto as Json)?.properties?.file;
  if (file) {
    delete file.type;
    delete file.format;
    file.contentMediaType = 'application/octet-stream';
  }
  // The `data` part is JSON text: a JSON part (the object) or a plain text field holding it. The
  // string form is what a multipart reader without JSON parts (Prism, a plain HTML form) sees.
  const data = (document.components?.schemas?.CareerFormDto as Json)?.properties?.data;
  const application = data?.allOf?.[0] ?? data;
  if (!application?.$ref) return;
  delete data.allOf;
  delete data.$ref;
  data.oneOf = [
    application,
    { type: 'string', contentMediaType: 'application/json', contentSchema: application },
  ];
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication, siteOrigin: string): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app, siteOrigin), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
