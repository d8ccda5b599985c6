import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { ADMIN_API, ADMIN_LIMITS, SUBMISSION_KINDS } from '@orbitwise/contracts/admin';
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { csrfSession, type CsrfSession } from '../api-client';
import { signIn, type OperatorClient } from '../operator-session';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { sendRaw, type RawResponse } from './raw-http';

/**
 * the webhook endpoints refuse the unauthenticated, the wrong role, forged anti-forgery,
 * malformed and oversized bodies, wrong types, unknown fields, huge arrays, internal URLs, bad ids
 * and other methods, each with its exact 4xx as problem details; no endpoint, delivery or attempt
 * changes, and the server keeps answering. The app has the production settings (https only, no
 * private networks) and every URL below is refused before anything is resolved or sent.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Caller = 'nobody' | 'admin' | 'sales' | 'hr' | 'ended' | 'no-csrf' | 'wrong-csrf' | 'other-csrf';

interface Case {
  name: string;
  method: Method;
  /** `:id` is replaced by the stored endpoint's id. */
  path: string;
  /** Sent as JSON unless `raw` gives the bytes and the content type. */
  body?: unknown;
  raw?: { contentType?: string; bytes: Buffer | string };
  as?: Caller;
  status: number;
  /** The field `errors` must name. */
  field?: string;
}

const VALID = { url: 'https://93.184.216.34/hooks/orbitwise', kinds: ['enquiry'] };
const ONE = '/api/admin/webhooks/:id';
const ALL = ADMIN_API.webhooks;
/** Send test event: refused before anything is sent (the stored URL is a public address). */
const TEST = `${ONE}/test`;

const SNAPSHOT_SQL = [
  'SELECT id, url, secret, kinds, enabled, created_at, updated_at FROM webhook_endpoint ORDER BY id',
  'SELECT id, state, webhook_endpoint_id, target FROM notification_delivery ORDER BY id',
  'SELECT id FROM notification_attempt ORDER BY id',
];

function accessCases(): Case[] {
  const endpoints: { method: Method; path: string; body?: unknown }[] = [
    { method: 'GET', path: ALL },
    { method: 'POST', path: ALL, body: VALID },
    { method: 'PATCH', path: ONE, body: { rotateSecret: true } },
    { method: 'DELETE', path: ONE },
    { method: 'POST', path: TEST },
  ];
  const cases: Case[] = [];
  for (const { method, path, body } of endpoints) {
    const label = `${method} ${path}`;
    cases.push({ name: `${label}: not signed in`, method, path, body, as: 'nobody', status: 401 });
    cases.push({ name: `${label}: an ended session`, method, path, body, as: 'ended', status: 401 });
    cases.push({ name: `${label}: as sales`, method, path, body, as: 'sales', status: 403 });
    cases.push({ name: `${label}: as hr`, method, path, body, as: 'hr', status: 403 });
    if (method !== 'GET') {
      for (const as of ['no-csrf', 'wrong-csrf', 'other-csrf'] as const) {
        cases.push({ name: `${label}: anti-forgery ${as}`, method, path, body, as, status: 403 });
      }
    }
  }
  return cases;
}

const post = (name: string, body: unknown, field?: string, status = 400): Case => ({
  name: `POST ${name}`,
  method: 'POST',
  path: ALL,
  body,
  status,
  field,
});
const patch = (name: string, body: unknown, field?: string): Case => ({
  name: `PATCH ${name}`,
  method: 'PATCH',
  path: ONE,
  body,
  status: 400,
  field,
});
const raw = (
  name: string,
  contentType: string | undefined,
  bytes: Buffer | string,
  status: number,
): Case => ({
  name: `POST ${name}`,
  method: 'POST',
  path: ALL,
  raw: { contentType, bytes },
  status,
});
const url = (label: string, value: string) => post(`url ${label}`, { ...VALID, url: value }, 'url');

const BODY_CASES: Case[] = [
  raw('as text/plain', 'text/plain', JSON.stringify(VALID), 415),
  raw('without a content type', undefined, JSON.stringify(VALID), 415),
  raw('as a form', 'application/x-www-form-urlencoded', 'url=https%3A%2F%2F93.184.216.34&kinds=enquiry', 415),
  raw('as latin-1 JSON', 'application/json; charset=latin1', JSON.stringify(VALID), 415),
  raw('cut-off JSON', 'application/json', '{"url": "https://93.184.216.34/", "kinds": [', 400),
  raw('a JSON string', 'application/json', '"https://93.184.216.34/"', 400),
  raw('JSON null', 'application/json', 'null', 400),
  raw('a JSON array', 'application/json', JSON.stringify([VALID]), 400),
  raw(
    'invalid UTF-8',
    'application/json',
    Buffer.from([0x7b, 0x22, 0x75, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    400,
  ),
  raw(
    'a repeated key',
    'application/json',
    '{"url":"https://93.184.216.34/","url":"https://10.0.0.1/","kinds":["event"]}',
    400,
  ),
  raw(
    '__proto__',
    'application/json',
    '{"__proto__":{"enabled":true},"url":"https://93.184.216.34/","kinds":["event"]}',
    400,
  ),
  raw(
    'constructor',
    'application/json',
    '{"constructor":{"prototype":{}},"url":"https://93.184.216.34/","kinds":["event"]}',
    400,
  ),
  raw(
    'nested too deep',
    'application/json',
    `{"url":"https://93.184.216.34/","kinds":${'['.repeat(20)}${']'.repeat(20)}}`,
    400,
  ),
  raw('larger than 100 kB', 'application/json', JSON.stringify({ ...VALID, pad: 'x'.repeat(120_000) }), 413),
  raw(
    'a 100 kB array of kinds',
    'application/json',
    JSON.stringify({ ...VALID, kinds: Array(12_000).fill('event') }),
    400,
  ),
];

const FIELD_CASES: Case[] = [
  post('an empty object', {}, 'url'),
  post('without kinds', { url: VALID.url }, 'kinds'),
  post('url as a number', { ...VALID, url: 42 }, 'url'),
  post('url as a list', { ...VALID, url: [VALID.url] }, 'url'),
  post('url as an object', { ...VALID, url: { href: VALID.url } }, 'url'),
  post('url null', { ...VALID, url: null }, 'url'),
  post('url empty', { ...VALID, url: '' }, 'url'),
  post(
    'url too long',
    { ...VALID, url: `https://93.184.216.34/${'a'.repeat(ADMIN_LIMITS.webhookUrlMax)}` },
    'url',
  ),
  post('kinds as a string', { ...VALID, kinds: 'enquiry' }, 'kinds'),
  post('kinds null', { ...VALID, kinds: null }, 'kinds'),
  post('kinds empty', { ...VALID, kinds: [] }, 'kinds'),
  post('kinds nested', { ...VALID, kinds: [['enquiry']] }, 'kinds'),
  post('kinds as an object', { ...VALID, kinds: { 0: 'enquiry' } }, 'kinds'),
  post('kinds with an unknown kind', { ...VALID, kinds: ['enquiry', 'admin'] }, 'kinds'),
  post('kinds in capitals', { ...VALID, kinds: ['ENQUIRY'] }, 'kinds'),
  post('kinds repeated', { ...VALID, kinds: ['event', 'event'] }, 'kinds'),
  post('every kind and one more', { ...VALID, kinds: [...SUBMISSION_KINDS, 'enquiry'] }, 'kinds'),
  post('5,000 kinds', { ...VALID, kinds: Array.from({ length: 5000 }, (_, i) => `kind-${i}`) }, 'kinds'),
  post('enabled as a string', { ...VALID, enabled: 'true' }, 'enabled'),
  post('enabled as a number', { ...VALID, enabled: 1 }, 'enabled'),
  post('enabled null', { ...VALID, enabled: null }, 'enabled'),
  post('a secret of its own', { ...VALID, secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'secret'),
  post('an id of its own', { ...VALID, id: '1' }, 'id'),
  post('rotateSecret on creation', { ...VALID, rotateSecret: true }, 'rotateSecret'),
  post('events empty', { ...VALID, events: [] }, 'events'),
  post('events as a string', { ...VALID, events: 'submission.created' }, 'events'),
  post('events null', { ...VALID, events: null }, 'events'),
  post('events with an unknown event', { ...VALID, events: ['submission.created', 'test'] }, 'events'),
  post('events repeated', { ...VALID, events: ['submission.erased', 'submission.erased'] }, 'events'),
  post('events in capitals', { ...VALID, events: ['SUBMISSION.CREATED'] }, 'events'),
  post('1,000 events', { ...VALID, events: Array(1000).fill('submission.created') }, 'events'),
  patch('events empty', { events: [] }, 'events'),
  patch('events nested', { events: [['submission.updated']] }, 'events'),
  patch('an empty object', {}),
  patch('rotateSecret false only', { rotateSecret: false }),
  patch('rotateSecret as a string', { rotateSecret: 'yes' }, 'rotateSecret'),
  patch('url null', { url: null }, 'url'),
  patch('kinds empty', { kinds: [] }, 'kinds'),
  patch('enabled as a string', { enabled: 'false' }, 'enabled'),
  patch('a secret of its own', { secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'secret'),
  patch('a private url', { url: 'https://10.0.0.1/x' }, 'url'),
];

const URL_CASES: Case[] = [
  url('javascript:', 'javascript:alert(document.cookie)'),
  url('data:', 'data:text/html,<script>alert(1)</script>'),
  url('file:', 'file:///etc/passwd'),
  url('gopher:', 'gopher://93.184.216.34:25/_HELO'),
  url('ftp:', 'ftp://93.184.216.34/'),
  url('ws:', 'wss://93.184.216.34/'),
  url('plain http', 'http://93.184.216.34/hook'),
  url('without a scheme', '93.184.216.34/hook'),
  url('loopback', 'https://127.0.0.1/hook'),
  url('loopback elsewhere in 127/8', 'https://127.8.9.10/hook'),
  url('loopback as a decimal number', 'https://2130706433/hook'),
  url('loopback in octal', 'https://0177.0.0.1/hook'),
  url('loopback in hex', 'https://0x7f000001/hook'),
  url('loopback shortened', 'https://127.1/hook'),
  url('loopback with backslashes', 'https:\\\\127.0.0.1\\hook'),
  url('localhost', 'https://localhost/hook'),
  url('localhost with a trailing dot', 'https://localhost./hook'),
  url('a localhost subdomain', 'https://api.localhost/hook'),
  url('IPv6 loopback', 'https://[::1]/hook'),
  url('IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook'),
  url('IPv4-mapped metadata', 'https://[::ffff:169.254.169.254]/latest'),
  url('unspecified', 'https://0.0.0.0/hook'),
  url('unspecified IPv6', 'https://[::]/hook'),
  url('10/8', 'https://10.0.0.1/hook'),
  url('172.16/12', 'https://172.31.255.254/hook'),
  url('192.168/16', 'https://192.168.1.1/hook'),
  url('cloud metadata', 'https://169.254.169.254/latest/meta-data/'),
  url('AWS IPv6 metadata', 'https://[fd00:ec2::254]/latest'),
  url('link-local IPv6', 'https://[fe80::1]/hook'),
  url('link-local IPv6 with a zone', 'https://[fe80::1%25eth0]/hook'),
  url('carrier-grade NAT', 'https://100.64.0.1/hook'),
  url('multicast', 'https://239.255.255.250/hook'),
  url('broadcast', 'https://255.255.255.255/hook'),
  url('NAT64 of a private address', 'https://[64:ff9b::a00:1]/hook'),
  url('6to4 of a private address', 'https://[2002:a00:1::]/hook'),
  url('with a user and password', 'https://user:pw@93.184.216.34/hook'),
  url('with a user', 'https://user@93.184.216.34/hook'),
  url('with a fragment', 'https://93.184.216.34/hook#x'),
  url('with a line break', 'https://93.184.216.34/hook\r\nX-Injected: 1'),
  url('with a NUL', 'https://93.184.216.34/hook\u0000'),
  url('of spaces', '   '),
];

const ID_CASES: Case[] = [
  ...[
    'abc',
    '0',
    '01',
    '-1',
    '1e3',
    '1.5',
    '99999999999999999999',
    '1%20OR%201%3D1',
    '..%2F..%2Foperators',
    '%00',
  ].flatMap((id): Case[] => [
    { name: `PATCH id ${id}`, method: 'PATCH', path: `${ALL}/${id}`, body: { enabled: true }, status: 400 },
    { name: `DELETE id ${id}`, method: 'DELETE', path: `${ALL}/${id}`, status: 400 },
    { name: `POST test to id ${id}`, method: 'POST', path: `${ALL}/${id}/test`, status: 400 },
  ]),
  { name: 'POST test to an unknown id', method: 'POST', path: `${ALL}/987654321/test`, status: 404 },
  {
    name: 'POST test with a body',
    method: 'POST',
    path: TEST,
    body: { type: 'submission.created' },
    status: 400,
  },
  {
    name: 'POST test with a form body',
    method: 'POST',
    path: TEST,
    raw: { contentType: 'application/x-www-form-urlencoded', bytes: 'type=test' },
    status: 400,
  },
  { name: 'GET test', method: 'GET', path: TEST, status: 404 },
  { name: 'PUT test', method: 'PUT', path: TEST, body: {}, status: 404 },
  {
    name: 'PATCH an unknown id',
    method: 'PATCH',
    path: `${ALL}/987654321`,
    body: { enabled: true },
    status: 404,
  },
  { name: 'DELETE an unknown id', method: 'DELETE', path: `${ALL}/987654321`, status: 404 },
  { name: 'DELETE with a body', method: 'DELETE', path: ONE, body: { force: true }, status: 400 },
  { name: 'PUT the list', method: 'PUT', path: ALL, body: VALID, status: 404 },
  { name: 'DELETE the list', method: 'DELETE', path: ALL, status: 404 },
  { name: 'PATCH the list', method: 'PATCH', path: ALL, body: { enabled: false }, status: 404 },
  { name: 'PUT an endpoint', method: 'PUT', path: ONE, body: VALID, status: 404 },
  { name: 'POST to an endpoint', method: 'POST', path: ONE, body: VALID, status: 404 },
  { name: 'GET an endpoint', method: 'GET', path: ONE, status: 404 },
];

describe('Hostile input to the webhook endpoints', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let port: number;
  let dropDatabase: () => Promise<void>;
  let callers: Record<'admin' | 'sales' | 'hr' | 'ended', OperatorClient>;
  let visitor: CsrfSession;
  let endpointId: string;

  beforeAll(async () => {
    const database = await privateDatabase('notifications_hostile');
    dropDatabase = database.drop;
    const config = testConfig();
    app = await createApp(
      {
        ...config,
        notifications: {
          ...config.notifications,
          webhookRequireHttps: true,
          webhookAllowPrivateNetworks: false,
        },
      },
      database.url,
    );
    await app.listen(0, '127.0.0.1');
    const server = app.getHttpServer() as Server;
    port = (server.address() as AddressInfo).port;
    db = app.get(DataSource);
    callers = {
      admin: await signIn(app, { role: 'admin' }),
      sales: await signIn(app, { role: 'sales' }),
      hr: await signIn(app, { role: 'hr' }),
      ended: await signIn(app, { role: 'admin' }),
    };
    await callers.ended.delete(ADMIN_API.session).expect(204);
    visitor = await csrfSession(server);
    const created = await callers.admin
      .post(ALL)
      .send({ ...VALID, enabled: false })
      .expect(201);
    endpointId = (created.body as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  async function snapshot(): Promise<string> {
    const hash = createHash('sha256');
    for (const sql of SNAPSHOT_SQL) hash.update(`${JSON.stringify(await db.query(sql))}\n`);
    return hash.digest('hex');
  }

  function send(c: Case): Promise<RawResponse> {
    const as = c.as ?? 'admin';
    const headers: Record<string, string> = {};
    if (as === 'nobody') {
      headers.Cookie = visitor.cookie;
      headers[CSRF_HEADER] = visitor.token;
    } else if (as === 'sales' || as === 'hr' || as === 'ended' || as === 'admin') {
      headers.Cookie = callers[as].cookie;
      headers[CSRF_HEADER] = callers[as].csrfToken;
    } else {
      headers.Cookie = callers.admin.cookie;
      if (as === 'wrong-csrf') headers[CSRF_HEADER] = `${callers.admin.csrfToken.slice(0, -2)}xx`;
      if (as === 'other-csrf') headers[CSRF_HEADER] = callers.sales.csrfToken;
    }
    let body: Buffer | undefined;
    if (c.raw) {
      body = Buffer.from(c.raw.bytes);
      if (c.raw.contentType) headers['Content-Type'] = c.raw.contentType;
    } else if (c.body !== undefined) {
      body = Buffer.from(JSON.stringify(c.body));
      headers['Content-Type'] = 'application/json';
    }
    return sendRaw(port, { method: c.method, path: c.path.replace(':id', endpointId), headers, body });
  }

  const cases = [...accessCases(), ...BODY_CASES, ...FIELD_CASES, ...URL_CASES, ...ID_CASES];

  it('has unique case names', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [`${c.status} ${c.name}`, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const response = await send(c);
    expect(`${response.status} ${response.text.slice(0, 400)}`).toMatch(new RegExp(`^${c.status} `));
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json).toEqual(
      expect.objectContaining({
        type: expect.any(String) as string,
        title: expect.any(String) as string,
        status: c.status,
        detail: expect.any(String) as string,
      }),
    );
    if (c.field) {
      const errors = (response.json as { errors?: Record<string, string[]> }).errors;
      expect(errors?.[c.field]).toEqual([expect.any(String)]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('still answers, with the one endpoint as it was', async () => {
    const list = await callers.admin.get(ALL).expect(200);
    expect(list.body).toEqual({
      endpoints: [
        expect.objectContaining({ id: endpointId, url: VALID.url, kinds: ['enquiry'], enabled: false }),
      ],
      urlPolicy: { requireHttps: true, allowPrivateNetworks: false },
    });
  });

  it('accepts what is not hostile: the same calls with a valid body succeed', async () => {
    const created = await callers.admin
      .post(ALL)
      .send({ ...VALID, kinds: ['event', 'contact'], enabled: false });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    await callers.admin
      .patch(`${ALL}/${id}`)
      .send({ rotateSecret: true, kinds: ['event'] })
      .expect(200);
    await callers.admin.delete(`${ALL}/${id}`).expect(204);
    expect(await db.query('SELECT count(*)::int AS n FROM webhook_endpoint')).toEqual([{ n: 1 }]);
  });
});
