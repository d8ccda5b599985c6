import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import {
  CONTACT_US_EXAMPLES,
  CONTACT_US_RULES,
  CSRF_MESSAGE,
  FORM_TYPES,
  RATE_LIMIT_MESSAGE,
} from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import { INTEGRATION_KEY_MESSAGES } from '@orbitwise/contracts/integrations';
import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createTestApp } from '../test/test-app';
import { buildOpenApiDocument, INTEGRATION_KEYS_MENU } from './openapi';
import { formSchemaName } from './openapi-forms';

// The generated document is walked as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('OpenAPI document', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await createTestApp();
    document = buildOpenApiDocument(app, 'https://www.example.com');
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1: JSON Schema 2020-12 keywords, no 3.0-only ones', () => {
    expect(document.openapi).toBe('3.1.0');
    const text = JSON.stringify(document.components);
    expect(text).not.toMatch(/"nullable":/);
    expect(text).not.toMatch(/"exclusive(Minimum|Maximum)":(true|false)/);
    const result = document.components!.schemas!.ResultDto as Record<string, Json>;
    expect(result.properties.errorMessage).toMatchObject({ type: ['string', 'null'], examples: [null] });
  });

  it('describes the integration key scheme', () => {
    expect(document.components!.securitySchemes!.integrationKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'ow_live_…',
    });
  });

  it('describes the submission.created webhook: its payload, the Standard Webhooks headers, how to verify', () => {
    const hook = (document as Json).webhooks['submission.created'].post;
    expect(hook.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/SubmissionWebhookEventDto',
    );
    expect(hook.parameters.filter((p: Json) => p.required).map((p: Json) => [p.in, p.name])).toEqual([
      ['header', 'webhook-id'],
      ['header', 'webhook-timestamp'],
      ['header', 'webhook-signature'],
    ]);
    expect(hook.description).toMatch(/HMAC-SHA256 over `<webhook-id>\.<webhook-timestamp>\.<body>`/);
    const event = document.components!.schemas!.SubmissionWebhookEventDto as Record<string, Json>;
    expect(event.required).toEqual(['type', 'timestamp', 'data']);
    const data = document.components!.schemas!.SubmissionWebhookDataDto as Record<string, Json>;
    expect(data.required).toEqual([
      'id',
      'kind',
      'receivedAt',
      'source',
      'name',
      'email',
      'fields',
      'attribution',
      'consoleUrl',
    ]);
    expect(data.properties.kind.enum).toEqual([
      'enquiry',
      'contact',
      'event',
      'it-support',
      'newsletter',
      'application',
    ]);
  });

  it('is served at /api/docs-json', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(response.body.paths['/api/ContactUs/AddContactUs']).toBeDefined();
  });

  it('describes every call with its request body, security and every response', () => {
    const post = (p: string) => document.paths[p]?.post as Record<string, Json>;
    for (const p of [
      '/api/ContactUs/AddContactUs',
      '/api/ContactUs/AddCareer',
      '/api/ContactUs/AddUserSubscription',
    ]) {
      const operation = post(p);
      expect(operation).toBeDefined();
      expect(Object.keys(operation.responses).sort()).toEqual(
        expect.arrayContaining(['200', '400', '403', '429', '500']),
      );
      expect(operation.responses['400'].content['application/problem+json'].schema.$ref).toBe(
        '#/components/schemas/ProblemDetailsDto',
      );
      expect(operation.responses['429'].headers['Retry-After']).toBeDefined();
      // The browser's pair (anti-forgery token and captcha) or an integration key.
      expect(operation.security).toEqual([{ csrf: [], altcha: [] }, { integrationKey: [] }]);
    }
    const career = post('/api/ContactUs/AddCareer');
    expect(Object.keys(career.responses)).toEqual(expect.arrayContaining(['413', '415']));
    const multipart = career.requestBody.content['multipart/form-data'].schema;
    expect(multipart.$ref).toBe('#/components/schemas/CareerFormDto');
    // `data` is an object: application/json by OpenAPI's default. Declared, Swagger UI would send it
    // as a file part (refused: one file only), so "Try it out" could not work.
    const encoding = career.requestBody.content['multipart/form-data'].encoding;
    expect(encoding.data).toBeUndefined();
    expect(encoding.file.contentType).toMatch(/application\/pdf/);
    const form = document.components!.schemas!.CareerFormDto as Record<string, Json>;
    expect(form.properties.file).toMatchObject({ contentMediaType: 'application/octet-stream' });
    expect(form.properties.file).not.toHaveProperty('type');
    expect(form.required).toEqual(expect.arrayContaining(['file', 'data']));

    const contact = post('/api/ContactUs/AddContactUs').requestBody.content['application/json'];
    expect(Object.keys(contact.examples)).toEqual(['enquiry', 'contact', 'event', 'itSupport']);
    const schema = document.components!.schemas!.AddContactUsDto as Record<string, Json>;
    expect(schema.oneOf.map((branch: Json) => branch.$ref)).toEqual([
      '#/components/schemas/EnquiryFormDto',
      '#/components/schemas/ContactFormDto',
      '#/components/schemas/EventFormDto',
      '#/components/schemas/ItSupportFormDto',
    ]);
    expect(document.components!.schemas!.CareerApplicationDto).toBeDefined();
  });

  it('documents attribution on each AddContactUs form, as on the other submissions', () => {
    const schemas = document.components!.schemas! as Record<string, Json>;
    const attribution = schemas.UserSubscriptionDto.properties.attribution;
    expect(JSON.stringify(attribution)).toContain('#/components/schemas/AttributionDto');
    expect(schemas.CareerApplicationDto.properties.attribution).toEqual(attribution);
    for (const form of ['EnquiryFormDto', 'ContactFormDto', 'EventFormDto', 'ItSupportFormDto']) {
      expect({ form, attribution: schemas[form].properties.attribution }).toEqual({ form, attribution });
      expect(schemas[form].required).not.toContain('attribution');
    }
  });

  it('describes the security schemes and the helper calls', () => {
    const post = (p: string) => document.paths[p]?.post as Record<string, Json>;

    expect(document.components!.securitySchemes).toMatchObject({
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      altcha: { type: 'apiKey', in: 'header', name: 'X-Altcha' },
    });
    expect(post('/api/ContactUs/GetCountryCodes').responses['500']).toBeDefined();
    expect(document.paths['/api/csrf-token']?.get).toBeDefined();
    expect(document.paths['/api/captcha/challenge']?.get).toBeDefined();
  });

  it('documents GetCountryCodes as it answers: an optional empty body, and 413 and 415', () => {
    const operation = document.paths['/api/ContactUs/GetCountryCodes']?.post as Record<string, Json>;
    // country-codes.spec.ts shows the API answering each of these.
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '413', '415', '500', '503']),
    );
    // The description tolerates an empty `{}` body: the operation defines it, optional.
    expect(operation.description).toMatch(/empty JSON object/);
    expect(operation.requestBody).toBeDefined();
    expect(operation.requestBody.required).toBe(false);
    const body = operation.requestBody.content['application/json'];
    expect(body.schema).toMatchObject({ type: 'object', maxProperties: 0 });
    expect(Object.values(body.examples as Record<string, { value: unknown }>).map((e) => e.value)).toEqual([
      {},
    ]);
  });

  it("shows each operation's own path as the instance of its error examples", () => {
    let examples = 0;
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
        if (!operation?.responses) continue;
        for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
          const media = response.content?.['application/problem+json'];
          for (const example of [
            media?.example,
            ...Object.values<Json>(media?.examples ?? {}).map((e) => e.value),
          ]) {
            if (!example) continue;
            examples += 1;
            const own = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
            expect({ operation: `${method} ${template}`, status, instance: example.instance }).toEqual({
              operation: `${method} ${template}`,
              status,
              instance: expect.stringMatching(own),
            });
            expect(example.status).toBe(Number(status));
          }
        }
      }
    }
    expect(examples).toBeGreaterThan(30);
    // The shared schema names no operation's path as its example.
    const problem = document.components!.schemas!.ProblemDetailsDto as Record<string, Json>;
    expect(problem.properties.instance.example).toBeUndefined();
    // The ContactUs calls show every documented error with an example.
    for (const p of Object.keys(document.paths).filter((key) => key.startsWith('/api/ContactUs/'))) {
      for (const [status, response] of Object.entries(
        document.paths[p]!.post!.responses as Record<string, Json>,
      )) {
        const media = response.content?.['application/problem+json'];
        if (Number(status) >= 400) expect(media.example ?? media.examples).toBeDefined();
      }
    }
  });

  it('names a relative server, so that Try it out calls whichever host the document was read from', async () => {
    const read = async (host: string) =>
      (await request(app.getHttpServer()).get('/api/docs-json').set('Host', host).expect(200)).body as Json;
    const [local, domain] = await Promise.all([read('127.0.0.1:8080'), read('www.orbitwise.example')]);
    expect(local.servers.map((s: Json) => s.url)).toEqual(['/']);
    expect(domain).toEqual(local);
  });

  const problemDetails = (operation: Json, status: string): string[] => {
    const media = operation.responses[status]?.content?.['application/problem+json'];
    return [media?.example, ...Object.values<Json>(media?.examples ?? {}).map((e) => e.value)]
      .filter(Boolean)
      .map((example: Json) => example.detail);
  };

  it('documents what the submissions answer with, without and about a key', () => {
    for (const p of [
      '/api/ContactUs/AddContactUs',
      '/api/ContactUs/AddCareer',
      '/api/ContactUs/AddUserSubscription',
    ]) {
      const operation = document.paths[p]!.post as Json;
      expect({ p, details: problemDetails(operation, '401') }).toEqual({
        p,
        details: [INTEGRATION_KEY_MESSAGES.invalid],
      });
      // Without a key the call is a browser's: the anti-forgery token is what it lacks (403, not 401).
      expect(problemDetails(operation, '403')).toEqual(
        expect.arrayContaining([CSRF_MESSAGE, INTEGRATION_KEY_MESSAGES.scope]),
      );
      expect(operation.responses['403'].description).toMatch(/Without a key.*With a key/s);
      expect(problemDetails(operation, '429')).toEqual(
        expect.arrayContaining([RATE_LIMIT_MESSAGE, INTEGRATION_KEY_MESSAGES.rateLimited]),
      );
      expect(operation.responses['429'].description).toMatch(/per key/);
      expect(operation.description).toMatch(/limited per key, not per address/);
      expect(Object.keys(operation.responses['200'].headers)).toEqual(
        expect.arrayContaining(['Idempotent-Replayed', 'RateLimit', 'RateLimit-Policy']),
      );
    }
    for (const [p, item] of Object.entries(document.paths).filter(([p]) => p.startsWith('/api/v1/'))) {
      for (const [status, response] of Object.entries<Json>((item as Json).get.responses)) {
        expect({ p, status, headers: Object.keys(response.headers ?? {}) }).toEqual({
          p,
          status,
          headers: expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
        });
      }
    }
  });

  it('documents the event registration refusals (409) and which published event a registration is for', () => {
    const operation = document.paths['/api/ContactUs/AddContactUs']!.post as Json;
    const career = document.paths['/api/ContactUs/AddCareer']!.post as Json;
    // The Idempotency-Key's conflict stays, beside the event's three refusals.
    expect(problemDetails(operation, '409').sort()).toEqual(
      [
        ...problemDetails(career, '409'),
        CONTENT_MESSAGES.eventClosed,
        CONTENT_MESSAGES.eventEnded,
        CONTENT_MESSAGES.eventFull,
      ].sort(),
    );
    expect(operation.responses['409'].headers).toHaveProperty('Retry-After');
    const examples = Object.values<Json>(
      operation.responses['409'].content['application/problem+json'].examples,
    );
    for (const { value } of examples) {
      expect(value).toMatchObject({
        status: 409,
        title: 'Conflict',
        instance: '/api/ContactUs/AddContactUs',
      });
    }
    expect(operation.responses['409'].description).toMatch(/event registration/i);
    expect(operation.responses['409'].description).toMatch(/test key/);
    // How the event is named: its title in the subject; of editions sharing it, the one ending last.
    const event = (document.components!.schemas as Record<string, Json>)[formSchemaName('event')];
    for (const text of [event.description, operation.responses['409'].description]) {
      expect(text).toContain('`GET /api/content/event`');
      expect(text).toMatch(/ends last/);
    }
    expect(event.description).toContain("'Registered for Microsoft AI Skills Fest'");
    // The guide says the same, with the server's own messages.
    const guide = readFileSync(path.join(__dirname, '../../docs/integrators.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    for (const message of [
      CONTENT_MESSAGES.eventClosed,
      CONTENT_MESSAGES.eventEnded,
      CONTENT_MESSAGES.eventFull,
    ]) {
      expect(guide).toContain(`"${message}"`);
    }
    expect(guide).toContain('a closed, ended or full event still refuses it, with the same 409');
    expect(guide).toMatch(/editions share that title, the one that ends last takes it/);
    expect(problemDetails(career, '409')).toHaveLength(1);
    expect(problemDetails(career, '409')).not.toContain(CONTENT_MESSAGES.eventFull);
  });

  it("describes each AddContactUs form by its own schema, from the contracts' rules, refusing other fields", () => {
    const schemas = document.components!.schemas as Record<string, Json>;
    for (const formType of FORM_TYPES) {
      const schema = schemas[formSchemaName(formType)];
      const rules = CONTACT_US_RULES[formType];
      expect({ formType, additionalProperties: schema.additionalProperties }).toEqual({
        formType,
        additionalProperties: false,
      });
      expect(Object.keys(schema.properties).sort()).toEqual(
        ['formType', 'attribution', ...Object.keys(rules)].sort(),
      );
      const required = Object.keys(rules).filter((field) => rules[field as keyof typeof rules]!.required);
      expect(schema.required.filter((f: string) => f !== 'formType').sort()).toEqual(required.sort());
    }
    for (const name of ['CareerApplicationDto', 'CareerFormDto', 'UserSubscriptionDto']) {
      expect({ name, additionalProperties: schemas[name].additionalProperties }).toEqual({
        name,
        additionalProperties: false,
      });
    }
    // Each website body is one form and only one; a field from another form matches none.
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...document, $id: 'doc' });
    const body = ajv.compile({ $ref: 'doc#/components/schemas/AddContactUsDto' });
    for (const example of Object.values(CONTACT_US_EXAMPLES)) expect(body(example)).toBe(true);
    expect(body({ ...CONTACT_US_EXAMPLES.contact, howdidyoufindus: 'LinkedIn', formType: 'contact' })).toBe(
      false,
    );
    expect(body({ ...CONTACT_US_EXAMPLES.enquiry, favouriteColour: 'blue' })).toBe(false);
    expect(body({ ...CONTACT_US_EXAMPLES.itSupport, formType: undefined })).toBe(false);
  });

  it("names the console's menu entry for keys, and sends an application's job title to GET /api/content/job", () => {
    const menu = readFileSync(
      path.join(__dirname, '../../frontend/app/features/console/console-routes.ts'),
      'utf8',
    );
    expect(menu).toContain(`title: '${INTEGRATION_KEYS_MENU}'`);
    const scheme = document.components!.securitySchemes!.integrationKey as Json;
    expect(scheme.description).toContain(`Console → ${INTEGRATION_KEYS_MENU}`);
    const guide = readFileSync(path.join(__dirname, '../../docs/integrators.md'), 'utf8');
    expect(guide).toContain(`Console → ${INTEGRATION_KEYS_MENU}`);
    expect(guide).not.toMatch(/Console → Integrations\b/);
    expect(guide).toContain('`GET /api/content/job`');
    const application = document.components!.schemas!.CareerApplicationDto as Json;
    expect(application.properties.ApplicationDetails.description).toContain('`GET /api/content/job`');
    expect(document.paths['/api/content/{kind}']?.get).toBeDefined();
  });
});
