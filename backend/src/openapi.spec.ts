import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createTestApp } from '../test/test-app';
import { buildOpenApiDocument } from './openapi';

// The generated document is walked as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const run = promisify(execFile);

describe('OpenAPI document', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await createTestApp();
    document = buildOpenApiDocument(app, 'https://www.example.com');
  });
  afterAll(() => app.close());

  it('passes the Redocly "recommended" lint with no errors', async () => {
    const file = path.join(
      mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'openapi-')),
      'openapi.json',
    );
    writeFileSync(file, JSON.stringify(document));
    const script = path.join(__dirname, '..', 'scripts', 'lint-openapi.mjs');
    const { stdout } = await run(process.execPath, [script, file]).catch((error: { stdout: string }) => {
      throw new Error(`OpenAPI lint failed:\n${error.stdout}`);
    });
    const summary = JSON.parse(stdout.trim().split('\n').pop()!) as { errors: number; warnings: number };
    expect(summary.errors).toBe(0);
  });

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
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['file', 'data']));

    const contact = post('/api/ContactUs/AddContactUs').requestBody.content['application/json'];
    expect(Object.keys(contact.examples)).toEqual(['enquiry', 'contact', 'event', 'itSupport']);
    const schema = document.components!.schemas!.AddContactUsDto as Record<string, Json>;
    expect(schema.properties.formType.enum).toEqual(['enquiry', 'contact', 'event', 'it-support']);
    expect(document.components!.schemas!.CareerApplicationDto).toBeDefined();

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
          const example = response.content?.['application/problem+json']?.example;
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
    expect(examples).toBeGreaterThan(30);
    // The shared schema names no operation's path as its example.
    const problem = document.components!.schemas!.ProblemDetailsDto as Record<string, Json>;
    expect(problem.properties.instance.example).toBeUndefined();
    // The ContactUs calls show every documented error with an example.
    for (const p of Object.keys(document.paths).filter((key) => key.startsWith('/api/ContactUs/'))) {
      for (const [status, response] of Object.entries(
        document.paths[p]!.post!.responses as Record<string, Json>,
      )) {
        if (Number(status) >= 400) expect(response.content['application/problem+json'].example).toBeDefined();
      }
    }
  });
});
