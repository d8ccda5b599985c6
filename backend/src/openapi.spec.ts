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
      expect(operation.security).toEqual([{ csrf: [], altcha: [] }]);
    }
    const career = post('/api/ContactUs/AddCareer');
    expect(Object.keys(career.responses)).toEqual(expect.arrayContaining(['413', '415']));
    const multipart = career.requestBody.content['multipart/form-data'].schema;
    expect(multipart.$ref).toBe('#/components/schemas/CareerFormDto');
    expect(career.requestBody.content['multipart/form-data'].encoding.data.contentType).toMatch(
      /application\/json/,
    );
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
});
