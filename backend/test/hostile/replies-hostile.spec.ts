import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { ADMIN_API, REPLY_API, REPLY_LIMITS } from '@orbitwise/contracts/admin';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { csrfSession, type CsrfSession } from '../api-client';
import { insertEnquiry } from '../inbox-fixtures';
import { signIn, type OperatorClient } from '../operator-session';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { sendRaw } from './raw-http';
import { stateSnapshot } from './state-snapshot';

/**
 * The replies' endpoints (templates, a reply to a submission) refuse the unauthenticated, the roles
 * that may not, forged anti-forgery, malformed bodies, header injection in the subject, unknown
 * placeholders, a recipient of the caller's choosing and bad ids, each with its exact 4xx as problem
 * details; nothing is stored or queued.
 */
type Caller = 'nobody' | 'admin' | 'sales' | 'hr' | 'editor' | 'no-csrf';
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:sub` and `:tpl` are replaced by the stored submission's and template's ids. */
  path: string;
  body?: unknown;
  raw?: { contentType: string; bytes: string };
  as?: Caller;
  status: number;
  field?: string;
}

const REPLY = { subject: 'Hello {firstName}', body: 'Thank you, {firstName}.' };
const TEMPLATE = { name: 'Welcome', ...REPLY };
const REPLIES = REPLY_API.replies(':sub');
const TEMPLATES = REPLY_API.templates;
const ONE_TEMPLATE = `${TEMPLATES}/:tpl`;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const STATE = {
  reply_template: 'SELECT id, name, subject, body, updated_at FROM reply_template ORDER BY id',
  submission_reply: 'SELECT id FROM submission_reply ORDER BY id',
  submission: 'SELECT id, status FROM submission ORDER BY id',
  jobs: "SELECT count(*) FROM pgboss.job WHERE name = 'replies.send'",
};

const reply = (name: string, body: unknown, field?: string): Case => ({
  name: `POST reply ${name}`,
  method: 'POST',
  path: REPLIES,
  body,
  status: 400,
  field,
});
const template = (name: string, body: unknown, field?: string): Case => ({
  name: `POST template ${name}`,
  method: 'POST',
  path: TEMPLATES,
  body,
  status: 400,
  field,
});

const CASES: Case[] = [
  ...(['sales', 'hr', 'editor'] as const).flatMap((as): Case[] => [
    { name: `POST template as ${as}`, method: 'POST', path: TEMPLATES, body: TEMPLATE, as, status: 403 },
    { name: `PUT template as ${as}`, method: 'PUT', path: ONE_TEMPLATE, body: TEMPLATE, as, status: 403 },
    { name: `DELETE template as ${as}`, method: 'DELETE', path: ONE_TEMPLATE, as, status: 403 },
  ]),
  { name: 'GET templates as editor', method: 'GET', path: TEMPLATES, as: 'editor', status: 403 },
  { name: 'GET templates not signed in', method: 'GET', path: TEMPLATES, as: 'nobody', status: 401 },
  { name: 'POST reply not signed in', method: 'POST', path: REPLIES, body: REPLY, as: 'nobody', status: 401 },
  {
    name: 'POST reply without anti-forgery',
    method: 'POST',
    path: REPLIES,
    body: REPLY,
    as: 'no-csrf',
    status: 403,
  },
  {
    name: 'POST reply to an enquiry as hr',
    method: 'POST',
    path: REPLIES,
    body: REPLY,
    as: 'hr',
    status: 404,
  },
  { name: 'POST reply as editor', method: 'POST', path: REPLIES, body: REPLY, as: 'editor', status: 404 },
  { name: 'GET replies of an enquiry as hr', method: 'GET', path: REPLIES, as: 'hr', status: 404 },
  {
    name: 'POST reply as text/plain',
    method: 'POST',
    path: REPLIES,
    raw: { contentType: 'text/plain', bytes: JSON.stringify(REPLY) },
    status: 415,
  },
  {
    name: 'POST reply cut-off JSON',
    method: 'POST',
    path: REPLIES,
    raw: { contentType: 'application/json', bytes: '{"subject": "Hi", "body": ' },
    status: 400,
  },
  {
    name: 'POST reply __proto__',
    method: 'POST',
    path: REPLIES,
    raw: {
      contentType: 'application/json',
      bytes: '{"__proto__":{"to":"x@example.com"},"subject":"Hi","body":"Hi"}',
    },
    status: 400,
  },
  {
    name: 'POST reply larger than 100 kB',
    method: 'POST',
    path: REPLIES,
    raw: { contentType: 'application/json', bytes: JSON.stringify({ ...REPLY, body: 'x'.repeat(120_000) }) },
    status: 413,
  },
  reply('a JSON array', [REPLY]),
  reply('subject with CR LF and a header', { ...REPLY, subject: 'Hi\r\nBcc: victim@example.com' }, 'subject'),
  reply('subject with a LF', { ...REPLY, subject: 'Hi\nX-Injected: 1' }, 'subject'),
  reply('subject with a CR', { ...REPLY, subject: 'Hi\rX-Injected: 1' }, 'subject'),
  reply('subject ending in CR LF', { ...REPLY, subject: 'Hi\r\n' }, 'subject'),
  reply('subject as a number', { ...REPLY, subject: 42 }, 'subject'),
  reply('subject null', { ...REPLY, subject: null }, 'subject'),
  reply('subject of spaces', { ...REPLY, subject: '   ' }, 'subject'),
  reply('subject too long', { ...REPLY, subject: 'x'.repeat(REPLY_LIMITS.subjectMax + 1) }, 'subject'),
  reply('subject with an unknown placeholder', { ...REPLY, subject: 'Hi {password}' }, 'subject'),
  reply('body empty', { ...REPLY, body: '' }, 'body'),
  reply('body as an object', { ...REPLY, body: { html: '<b>x</b>' } }, 'body'),
  reply('body too long', { ...REPLY, body: 'x'.repeat(REPLY_LIMITS.bodyMax + 1) }, 'body'),
  reply('body with an unknown placeholder', { ...REPLY, body: 'Hi {email}' }, 'body'),
  reply('a recipient of its own', { ...REPLY, to: 'attacker@example.com' }, 'to'),
  reply('a Reply-To of its own', { ...REPLY, replyTo: 'attacker@example.com' }, 'replyTo'),
  reply('headers of its own', { ...REPLY, headers: { Bcc: 'attacker@example.com' } }, 'headers'),
  reply('an html body', { ...REPLY, html: '<script>alert(1)</script>' }, 'html'),
  reply('templateId not an id', { ...REPLY, templateId: "1' OR '1'='1" }, 'templateId'),
  reply('templateId unknown', { ...REPLY, templateId: UNKNOWN_UUID }, 'templateId'),
  reply('markContacted as a string', { ...REPLY, markContacted: 'false' }, 'markContacted'),
  template('name empty', { ...TEMPLATE, name: '' }, 'name'),
  template('name too long', { ...TEMPLATE, name: 'n'.repeat(REPLY_LIMITS.templateNameMax + 1) }, 'name'),
  template('subject with CR LF', { ...TEMPLATE, subject: 'Hi\r\nBcc: x@example.com' }, 'subject'),
  template('body with an unknown placeholder', { ...TEMPLATE, body: 'Dear {salutation}' }, 'body'),
  template('an id of its own', { ...TEMPLATE, id: UNKNOWN_UUID }, 'id'),
  // U+0000: PostgreSQL cannot store it; refused by the JSON body parser for every endpoint.
  template('name with a NUL', { ...TEMPLATE, name: 'a\u0000b' }, 'name'),
  template('subject with a NUL', { ...TEMPLATE, subject: 'Hi\u0000' }, 'subject'),
  reply(
    'subject with a vertical tab, form feed and an escape',
    { ...REPLY, subject: 'a\u000b\u000cb\u001b[31m' },
    'subject',
  ),
  reply('subject with a line separator', { ...REPLY, subject: 'a\u2028b' }, 'subject'),
  reply('subject with a right-to-left override', { ...REPLY, subject: 'a\u202eb' }, 'subject'),
  reply('body with an escape sequence', { ...REPLY, body: 'Hi\u001b[2J' }, 'body'),
  template('name with an escape', { ...TEMPLATE, name: 'vt\u001b[31m' }, 'name'),
  template('name with CR LF', { ...TEMPLATE, name: 'A\r\nB' }, 'name'),
  template('name with a LF (a forged audit line)', { ...TEMPLATE, name: 'Line1\nFake: audit line' }, 'name'),
  template(
    'subject with a vertical tab and form feed',
    { ...TEMPLATE, subject: 'a\u000b\u000cb' },
    'subject',
  ),
  reply('subject with a NUL', { ...REPLY, subject: 'Hi\u0000' }, 'subject'),
  reply('body with a NUL', { ...REPLY, body: 'Thanks\u0000' }, 'body'),
  {
    name: 'GET submissions utmCampaign NUL',
    method: 'GET',
    path: `${ADMIN_API.submissions}?utmCampaign=%00`,
    status: 400,
  },
  { name: 'GET submissions q NUL', method: 'GET', path: `${ADMIN_API.submissions}?q=a%00b`, status: 400 },
  {
    name: 'POST template with a taken name',
    method: 'POST',
    path: TEMPLATES,
    body: { ...TEMPLATE, name: 'WELCOME' },
    status: 409,
  },
  ...['abc', '0', '-1', '1.5', '99999999999999999999', '%00'].map((id): Case => ({
    name: `POST reply to submission ${id}`,
    method: 'POST',
    path: REPLY_API.replies(id),
    body: REPLY,
    status: 400,
  })),
  {
    name: 'POST reply to an unknown submission',
    method: 'POST',
    path: REPLY_API.replies('987654321'),
    body: REPLY,
    status: 404,
  },
  ...['abc', '1', "1' OR '1'='1"].flatMap((id): Case[] => [
    {
      name: `PUT template id ${id}`,
      method: 'PUT',
      path: REPLY_API.template(id),
      body: TEMPLATE,
      status: 400,
    },
    { name: `DELETE template id ${id}`, method: 'DELETE', path: REPLY_API.template(id), status: 400 },
  ]),
  {
    name: 'PUT an unknown template',
    method: 'PUT',
    path: REPLY_API.template(UNKNOWN_UUID),
    body: TEMPLATE,
    status: 404,
  },
  {
    name: 'DELETE an unknown template',
    method: 'DELETE',
    path: REPLY_API.template(UNKNOWN_UUID),
    status: 404,
  },
  {
    name: 'DELETE a template with a body',
    method: 'DELETE',
    path: ONE_TEMPLATE,
    body: { force: true },
    status: 400,
  },
];

describe('Hostile input to the replies and their templates', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let port: number;
  let dropDatabase: () => Promise<void>;
  let callers: Record<Exclude<Caller, 'nobody' | 'no-csrf'>, OperatorClient>;
  let visitor: CsrfSession;
  let submissionId: string;
  let templateId: string;

  beforeAll(async () => {
    const database = await privateDatabase('replies_hostile');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    db = app.get(DataSource);
    callers = {
      admin: await signIn(app, { role: 'admin' }),
      sales: await signIn(app, { role: 'sales' }),
      hr: await signIn(app, { role: 'hr' }),
      editor: await signIn(app, { role: 'editor' }),
    };
    visitor = await csrfSession(app.getHttpServer());
    submissionId = await insertEnquiry(db, { at: new Date().toISOString() });
    templateId = ((await callers.admin.post(TEMPLATES).send(TEMPLATE).expect(201)).body as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  function send(c: Case) {
    const as = c.as ?? 'admin';
    const headers: Record<string, string> = {};
    if (as === 'nobody') {
      headers.Cookie = visitor.cookie;
      headers[CSRF_HEADER] = visitor.token;
    } else if (as === 'no-csrf') {
      headers.Cookie = callers.admin.cookie;
    } else {
      headers.Cookie = callers[as].cookie;
      headers[CSRF_HEADER] = callers[as].csrfToken;
    }
    let body: Buffer | undefined;
    if (c.raw) {
      body = Buffer.from(c.raw.bytes);
      headers['Content-Type'] = c.raw.contentType;
    } else if (c.body !== undefined) {
      body = Buffer.from(JSON.stringify(c.body));
      headers['Content-Type'] = 'application/json';
    }
    const path = c.path.replace(encodeURIComponent(':sub'), submissionId).replace(':tpl', templateId);
    return sendRaw(port, { method: c.method, path, headers, body });
  }

  it('has unique case names', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it('refuses each hostile call with its problem details, and stores or queues nothing', async () => {
    const before = await stateSnapshot(db, STATE);
    for (const c of CASES) {
      const response = await send(c);
      expect({ name: c.name, status: response.status }).toEqual({ name: c.name, status: c.status });
      expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      if (c.field) {
        const errors = (response.json as { errors?: Record<string, string[]> }).errors;
        expect({ name: c.name, errors: errors?.[c.field] }).toEqual({
          name: c.name,
          errors: [expect.any(String)],
        });
      }
    }
    expect(await stateSnapshot(db, STATE)).toBe(before);
  });

  it('accepts what is not hostile: the same calls with valid bodies succeed', async () => {
    const sent = await callers.sales.post(REPLY_API.replies(submissionId)).send({ ...REPLY, templateId });
    expect(sent.status).toBe(201);
    expect(
      (await callers.admin.put(REPLY_API.template(templateId)).send({ ...TEMPLATE, name: 'Hello' })).status,
    ).toBe(200);
    expect((await callers.admin.delete(REPLY_API.template(templateId))).status).toBe(204);
    expect((await callers.sales.get(ADMIN_API.submission(submissionId))).body.status).toBe('contacted');
  });
});
