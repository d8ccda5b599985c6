import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import request, { type Response } from 'supertest';
import { ApiClient } from '../api-client';
import { createKey } from '../integration-keys';
import { signIn, type OperatorClient } from '../operator-session';
import { pdf } from '../resume-fixtures';
import { createTestApp } from '../test-app';
import { INTEGRATORS_DOC } from './doc-examples';

// The document is walked as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const DOCUMENT_ID = 'https://orbitwise.example/openapi.json';
const PUBLIC_GETS = ['/api/csrf-token', '/api/captcha/challenge', '/api/forms/config', '/api/health'];

/**
 * Every documented example runs through a JSON Schema 2020-12 validator (Ajv, as OpenAPI 3.1
 * specifies its schemas) against the document the live API serves: each request example against
 * its request schema, then sent to the API (real PostgreSQL), whose answer must match the schema
 * documented for its status and content type. The contracts' examples (the website's bodies) too.
 */
describe('the documented examples against the live API', () => {
  let app: NestExpressApplication;
  let document: Json;
  let visitor: ApiClient;
  let admin: OperatorClient;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);

  beforeAll(async () => {
    app = await createTestApp();
    document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    visitor = await ApiClient.create(app);
    admin = await signIn(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  const validate = (schema: Json, value: unknown): string[] => {
    const check = ajv.compile({ $id: `${DOCUMENT_ID}/check/${Math.random()}`, ...resolveRoot(schema) });
    return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
  /** A schema's local `#/…` references point into the document. */
  const resolveRoot = (schema: Json): Json =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/', `"${DOCUMENT_ID}#/`));

  const operation = (method: string, path: string): Json => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not documented`);
    return found;
  };

  /** The answer matches what the document says of that status and content type. */
  const expectDocumentedAnswer = (method: string, path: string, response: Response): void => {
    const responses = operation(method, path).responses;
    const documented = responses[String(response.status)] ?? responses.default;
    expect({ call: `${method} ${path}`, status: response.status, documented: Boolean(documented) }).toEqual({
      call: `${method} ${path}`,
      status: response.status,
      documented: true,
    });
    const type = String(response.headers['content-type'] ?? '').split(';')[0]!;
    const schema = documented.content?.[type]?.schema;
    expect({ call: `${method} ${path}`, type, schema: Boolean(schema) }).toEqual({
      call: `${method} ${path}`,
      type,
      schema: true,
    });
    expect({ call: `${method} ${path}`, errors: validate(schema, response.body) }).toEqual({
      call: `${method} ${path}`,
      errors: [],
    });
  };

  it('validates and sends every request example of the document, and validates each answer', async () => {
    let sent = 0;
    for (const [path, item] of Object.entries<Json>(document.paths)) {
      for (const [method, op] of Object.entries<Json>(item)) {
        const media = op.requestBody?.content?.['application/json'];
        if (!media) continue;
        const examples: [string, unknown][] = media.examples
          ? Object.entries<Json>(media.examples).map(([name, e]) => [name, e.value])
          : media.example !== undefined
            ? [['example', media.example]]
            : [];
        for (const [name, value] of examples) {
          expect({ example: `${method} ${path} ${name}`, errors: validate(media.schema, value) }).toEqual({
            example: `${method} ${path} ${name}`,
            errors: [],
          });
          const response = path.startsWith('/api/admin/')
            ? await admin[method as 'put' | 'post' | 'patch'](path).send(value as object)
            : await visitor.submit(path, value);
          expect({ example: `${method} ${path} ${name}`, status: response.status }).toEqual({
            example: `${method} ${path} ${name}`,
            status: 200,
          });
          expectDocumentedAnswer(method, path, response);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(7);
  });

  it("runs the contracts' examples (the website's own bodies) and the public reads", async () => {
    const body = (path: string) => operation('post', path).requestBody.content['application/json'].schema;
    for (const example of Object.values(CONTACT_US_EXAMPLES)) {
      expect(validate(body(API_PATHS.addContactUs), example)).toEqual([]);
      expectDocumentedAnswer(
        'post',
        API_PATHS.addContactUs,
        await visitor.submit(API_PATHS.addContactUs, example),
      );
    }
    expect(validate(body(API_PATHS.addUserSubscription), USER_SUBSCRIPTION_EXAMPLE)).toEqual([]);
    expectDocumentedAnswer(
      'post',
      API_PATHS.addUserSubscription,
      await visitor.submit(API_PATHS.addUserSubscription, USER_SUBSCRIPTION_EXAMPLE),
    );

    const careerPart = document.components.schemas.CareerApplicationDto;
    expect(validate(careerPart, CAREER_APPLICATION_EXAMPLE)).toEqual([]);
    const career = await visitor
      .post(API_PATHS.addCareer, await visitor.solveCaptcha())
      .field('data', JSON.stringify(CAREER_APPLICATION_EXAMPLE))
      .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(career.status).toBe(200);
    expectDocumentedAnswer('post', API_PATHS.addCareer, career);

    for (const path of PUBLIC_GETS) {
      expectDocumentedAnswer('get', path, await request(app.getHttpServer()).get(path));
    }
    expectDocumentedAnswer(
      'post',
      API_PATHS.getCountryCodes,
      await visitor.post(API_PATHS.getCountryCodes).send({}),
    );
  });

  it("validates the read API's sync answers (changes, an erasure, a detail, a bad updatedSince) against the document", async () => {
    const { secret } = await createKey(admin, ['read:leads', 'read:applications'], 'sync schema');
    const list = '/api/v1/submissions';
    const get = (path: string, query: Record<string, string> = {}) =>
      request(app.getHttpServer()).get(path).set('Authorization', `Bearer ${secret}`).query(query);
    const since = { updatedSince: '2000-01-01T00:00:00Z', limit: '2' };
    const changes = await get(list, since);
    expect(changes.body.items).toHaveLength(2);
    expectDocumentedAnswer('get', list, changes);
    const [erased, kept] = changes.body.items as { id: string; updatedAt: string }[];
    expect((await admin.delete(`/api/admin/submissions/${erased!.id}`)).status).toBe(204);
    // Other specs erase on the same database: read the tombstones from this one's last change on.
    const tombstones = await get(`${list}/erased`, { updatedSince: erased!.updatedAt });
    expect(tombstones.body.items).toContainEqual(expect.objectContaining({ id: erased!.id, erased: true }));
    expectDocumentedAnswer('get', `${list}/erased`, tombstones);
    expectDocumentedAnswer('get', `${list}/{id}`, await get(`${list}/${kept!.id}`));
    const bad = await get(list, { updatedSince: 'yesterday' });
    expect(bad.status).toBe(400);
    expectDocumentedAnswer('get', list, bad);
  });

  it('validates every documented answer example against its own schema', () => {
    let checked = 0;
    for (const [path, item] of Object.entries<Json>(document.paths)) {
      for (const [method, op] of Object.entries<Json>(item)) {
        for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
          for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
            const examples = media.examples
              ? Object.values<Json>(media.examples).map((e) => e.value)
              : media.example !== undefined
                ? [media.example]
                : [];
            for (const example of examples) {
              const where = `${method} ${path} ${status} ${type}`;
              expect({ where, errors: validate(media.schema, example) }).toEqual({ where, errors: [] });
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("validates each webhook event's example, in the document and in docs/integrators.md, against its schema", () => {
    const schemaOf = (type: string): Json =>
      document.webhooks[type]?.post.requestBody.content['application/json'].schema;
    expect(Object.keys(document.webhooks)).toEqual([
      'submission.created',
      'submission.updated',
      'submission.erased',
      'test',
    ]);
    const documented = Object.entries<Json>(document.webhooks).map(([type, hook]) => ({
      where: `webhooks.${type}`,
      type,
      event: hook.post.requestBody.content['application/json'].example,
    }));
    const fence = /^```json event=([\w.]+)\n([\s\S]*?)^```$/gm;
    const inDocs = [...readFileSync(INTEGRATORS_DOC, 'utf8').matchAll(fence)].map(([, type, body]) => ({
      where: `docs/integrators.md ${type}`,
      type: type!,
      event: JSON.parse(body!) as Json,
    }));
    expect(inDocs.map((example) => example.type)).toEqual(Object.keys(document.webhooks));
    for (const { where, type, event } of [...documented, ...inDocs]) {
      expect({ where, type: event.type, errors: validate(schemaOf(type), event) }).toEqual({
        where,
        type,
        errors: [],
      });
    }
    // Not blind: an erased event carrying personal data, or a created one without stable names.
    expect(validate(schemaOf('submission.erased'), { ...inDocs[2]!.event, data: { id: '1' } })).not.toEqual(
      [],
    );
    const created = inDocs[0]!.event;
    const unnamed = { ...created, data: { ...created.data, fields: [{ label: 'Name', value: 'A' }] } };
    expect(validate(schemaOf('submission.created'), unnamed)).not.toEqual([]);
  });

  it('refuses what breaks the schema (the validator is not blind)', () => {
    const body = operation('post', API_PATHS.addContactUs).requestBody.content['application/json'].schema;
    expect(validate(body, { ...CONTACT_US_EXAMPLES.contact, isActive: 'yes' })).not.toEqual([]);
    const result = operation('post', API_PATHS.addContactUs).responses['200'].content['application/json']
      .schema;
    expect(validate(result, { isSuccess: true, errorMessage: 5 })).not.toEqual([]);
    expect(validate(result, { isSuccess: true, errorMessage: null, id: '42', ref: '#42' })).toEqual([]);
    expect(validate(result, { isSuccess: true, errorMessage: null })).not.toEqual([]);
  });
});
