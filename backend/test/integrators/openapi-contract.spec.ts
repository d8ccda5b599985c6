import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  CSRF_MESSAGE,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import Ajv2020 from 'ajv/dist/2020';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freePort } from '../free-port';
import { createKey } from '../integration-keys';
import { signIn } from '../operator-session';
import { pdf } from '../resume-fixtures';
import { createTestApp } from '../test-app';
import { REPO } from './doc-examples';

// The document is walked as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const KEY_LIMIT = 25;
const PRISM = path.join(REPO, 'node_modules/@stoplight/prism-cli/dist/index.js');
const ALL_SUBMIT_SCOPES = [
  'submit:enquiry',
  'submit:contact',
  'submit:event',
  'submit:it-support',
  'submit:newsletter',
  'submit:application',
] as const;

interface Answer {
  call: string;
  status: number;
  headers: Headers;
  violations: string | null;
  body: Json;
}

/**
 * A partner's calls with a key, sent through Prism (`prism proxy --errors`) to the live API: Prism
 * checks each request against the document the API serves and each answer (status, headers, body)
 * against what the document says of it. No call may earn a violation (`sl-violations`), and each
 * error's detail is one the document shows for that status (where it shows any).
 */
describe('the API against its OpenAPI document, through Prism', () => {
  let app: NestExpressApplication;
  let prism: ChildProcess;
  let prismUrl: string;
  let document: Json;
  let submitKey: string;
  let readKey: string;
  const stamp = Date.now();
  const email = (label: string) => `contract.${label}.${stamp}@example.com`;

  beforeAll(async () => {
    // A key's limit low enough to reach in a few calls, above what the other keys here spend.
    app = await createTestApp({ integrationKeyRateLimit: { max: KEY_LIMIT, windowSeconds: 600 } });
    await app.listen(0, '127.0.0.1');
    const admin = await signIn(app, { role: 'admin' });
    submitKey = (await createKey(admin, [...ALL_SUBMIT_SCOPES], 'contract submit')).secret;
    readKey = (await createKey(admin, ['read:leads', 'read:applications'], 'contract read')).secret;
    document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    const file = path.join(
      mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'prism-')),
      'openapi.json',
    );
    writeFileSync(file, JSON.stringify(document));
    const port = await freePort();
    prismUrl = `http://127.0.0.1:${port}`;
    prism = spawn(
      process.execPath,
      [PRISM, 'proxy', file, await app.getUrl(), '--errors', '--port', String(port), '--host', '127.0.0.1'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Prism is listening/.test(output)) resolve();
      };
      prism.stdout!.on('data', listen);
      prism.stderr!.on('data', listen);
      prism.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${output}`)));
    });
  });
  afterAll(async () => {
    prism?.kill();
    await app?.close();
  });

  const send = async (
    method: string,
    url: string,
    init: RequestInit & { key?: string } = {},
  ): Promise<Answer> => {
    const headers = new Headers(init.headers);
    if (init.key) headers.set('Authorization', `Bearer ${init.key}`);
    const response = await fetch(`${prismUrl}${url}`, { ...init, method, headers });
    const text = await response.text();
    return {
      call: `${method} ${url}`,
      status: response.status,
      headers: response.headers,
      violations: response.headers.get('sl-violations'),
      body: text ? JSON.parse(text) : null,
    };
  };
  const postJson = (url: string, body: unknown, key = submitKey, headers: Record<string, string> = {}) =>
    send('POST', url, {
      key,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const postApplication = (application: Record<string, unknown>) => {
    const form = new FormData();
    form.append('data', JSON.stringify(application));
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'resume.pdf');
    return send('POST', API_PATHS.addCareer, { key: submitKey, body: form });
  };

  /** The answer has the status expected, no violation, and (an error) a detail the document shows. */
  const expectAnswer = (answer: Answer, status: number) => {
    // The body only when the status is not the one expected: Prism's 422 or 500 says what it found.
    expect({
      call: answer.call,
      status: answer.status,
      violations: answer.violations,
      unexpected: answer.status === status ? undefined : answer.body,
    }).toEqual({ call: answer.call, status, violations: null, unexpected: undefined });
    if (status < 400) return;
    const template = Object.keys(document.paths).find((p) =>
      new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(answer.call.split(' ')[1]!.split('?')[0]!),
    )!;
    const media =
      document.paths[template][answer.call.split(' ')[0]!.toLowerCase()].responses[status]?.content?.[
        'application/problem+json'
      ];
    const documented = [media?.example, ...Object.values<Json>(media?.examples ?? {}).map((e) => e.value)]
      .filter(Boolean)
      .map((example: Json) => example.detail);
    // Where the document shows examples of this status, the answer's detail is one of them.
    if (documented.length === 0) return;
    expect({ call: answer.call, documented }).toEqual({
      call: answer.call,
      documented: expect.arrayContaining([answer.body.detail]),
    });
  };

  it('posts every form, an application with its resume and a subscription with a key', async () => {
    for (const [form, body] of Object.entries(CONTACT_US_EXAMPLES)) {
      expectAnswer(await postJson(API_PATHS.addContactUs, { ...body, email: email(form) }), 200);
    }
    expectAnswer(await postApplication({ ...CAREER_APPLICATION_EXAMPLE, Email: email('application') }), 200);
    expectAnswer(
      await postJson(API_PATHS.addUserSubscription, {
        ...USER_SUBSCRIPTION_EXAMPLE,
        email: email('newsletter'),
      }),
      200,
    );
    expectAnswer(await send('POST', API_PATHS.getCountryCodes, { key: submitKey }), 200);
  });

  it('reads the submissions, one of them and its resume, the forms config and the open jobs with a key', async () => {
    const list = await send('GET', '/api/v1/submissions?limit=2', { key: readKey });
    expectAnswer(list, 200);
    const application = await send('GET', `/api/v1/submissions?kind=application&q=${email('application')}`, {
      key: readKey,
    });
    expectAnswer(application, 200);
    const id = application.body.items[0].id as string;
    expectAnswer(await send('GET', `/api/v1/submissions/${id}`, { key: readKey }), 200);
    const resume = await fetch(`${prismUrl}/api/v1/submissions/${id}/resume`, {
      headers: { Authorization: `Bearer ${readKey}` },
    });
    expect({ status: resume.status, violations: resume.headers.get('sl-violations') }).toEqual({
      status: 200,
      violations: null,
    });
    expectAnswer(await send('GET', API_PATHS.formsConfig, { key: submitKey }), 200);
    expectAnswer(await send('GET', '/api/content/job', { key: submitKey }), 200);
  });

  it('answers the main errors as documented', async () => {
    const contact = { ...CONTACT_US_EXAMPLES.contact, email: email('errors') };
    // A key that is not (or no longer) one: 401, on the submissions and the read API alike.
    const unknownKey = `${submitKey.slice(0, -4)}zzzz`;
    expectAnswer(await postJson(API_PATHS.addContactUs, contact, unknownKey), 401);
    expectAnswer(await send('GET', '/api/v1/submissions', { key: unknownKey }), 401);
    // A valid key without the scope the call needs: 403.
    expectAnswer(await postJson(API_PATHS.addContactUs, contact, readKey), 403);
    expectAnswer(await send('GET', '/api/v1/submissions', { key: submitKey }), 403);
    // What only the server can judge: a job that is not open, a phone its country does not have.
    expectAnswer(
      await postApplication({
        ...CAREER_APPLICATION_EXAMPLE,
        ApplicationDetails: 'Astronaut',
        Email: email('x'),
      }),
      400,
    );
    expectAnswer(
      await postJson(API_PATHS.addContactUs, {
        ...CONTACT_US_EXAMPLES.event,
        number: '1234',
        email: email('y'),
      }),
      400,
    );
    // The same Idempotency-Key with another body: 422.
    const key = { 'Idempotency-Key': `"contract-${stamp}"` };
    expectAnswer(await postJson(API_PATHS.addContactUs, contact, submitKey, key), 200);
    expectAnswer(
      await postJson(API_PATHS.addContactUs, { ...contact, subject: 'Another project' }, submitKey, key),
      422,
    );
    expectAnswer(await send('GET', '/api/v1/submissions/999999999', { key: readKey }), 404);
  });

  it('answers a key over its limit with 429, Retry-After and the RateLimit headers, as documented', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const busyKey = (await createKey(admin, ['read:leads'], 'contract busy')).secret;
    for (let call = 0; call < KEY_LIMIT; call += 1) {
      await request(app.getHttpServer())
        .get('/api/v1/submissions?limit=1')
        .set('Authorization', `Bearer ${busyKey}`)
        .expect(200);
    }
    const answer = await send('GET', '/api/v1/submissions?limit=1', { key: busyKey });
    expectAnswer(answer, 429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.headers.get('ratelimit')).toMatch(/^"key";r=0;t=\d+$/);
  });

  it('refuses, as the document does, a field a request schema does not have', async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...document, $id: 'doc' });
    const cases = [
      [API_PATHS.addContactUs, 'AddContactUsDto', { ...CONTACT_US_EXAMPLES.contact, email: email('extra') }],
      [
        API_PATHS.addUserSubscription,
        'UserSubscriptionDto',
        { ...USER_SUBSCRIPTION_EXAMPLE, email: email('extra') },
      ],
    ] as const;
    for (const [url, schema, body] of cases) {
      const extra = { ...body, favouriteColour: 'blue' };
      expect({ url, documented: ajv.validate({ $ref: `doc#/components/schemas/${schema}` }, extra) }).toEqual(
        {
          url,
          documented: false,
        },
      );
      const response = await request(app.getHttpServer())
        .post(url)
        .set('Authorization', `Bearer ${submitKey}`)
        .send(extra);
      expect({ url, status: response.status, errors: response.body.errors }).toEqual({
        url,
        status: 400,
        errors: { favouriteColour: [expect.any(String)] },
      });
    }
  });

  it("answers a submission without a key as a browser's call: 403 for the missing anti-forgery token, as documented", async () => {
    const response = await request(app.getHttpServer())
      .post(API_PATHS.addContactUs)
      .send(CONTACT_US_EXAMPLES.contact)
      .expect(403);
    expect(response.body.detail).toBe(CSRF_MESSAGE);
    const examples =
      document.paths[API_PATHS.addContactUs].post.responses['403'].content['application/problem+json']
        .examples;
    expect(Object.values<Json>(examples).map((e) => e.value.detail)).toContain(CSRF_MESSAGE);
  });
});
