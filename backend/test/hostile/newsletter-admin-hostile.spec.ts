import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { DIGEST_DEFAULTS, NEWSLETTER_ADMIN_API } from '@orbitwise/contracts/admin';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { csrfSession, type CsrfSession } from '../api-client';
import { signIn, type OperatorClient } from '../operator-session';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { sendRaw } from './raw-http';
import { stateSnapshot } from './state-snapshot';

/**
 * The newsletter's console (the digest's settings and issues, the subscribers' export) refuses the
 * unauthenticated, every role but admin, forged anti-forgery and malformed settings, each with its
 * exact 4xx as problem details; nothing is stored, nothing audited.
 */
type Caller = 'nobody' | 'admin' | 'sales' | 'hr' | 'editor' | 'no-csrf';
interface Case {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
  raw?: { contentType: string; bytes: string };
  as?: Caller;
  status: number;
  field?: string;
}

const SETTINGS = NEWSLETTER_ADMIN_API.digestSettings;
const VALID = { ...DIGEST_DEFAULTS, schedule: 'weekly' };
const STATE = {
  digest_settings: 'SELECT * FROM digest_settings',
  audit: "SELECT count(*) FROM audit_log WHERE action IN ('digest-settings-changed', 'exported')",
};

const settings = (name: string, body: unknown, field?: string): Case => ({
  name: `PUT settings ${name}`,
  method: 'PUT',
  path: SETTINGS,
  body,
  status: 400,
  field,
});

const CASES: Case[] = [
  ...(['sales', 'hr', 'editor'] as const).flatMap((as): Case[] => [
    { name: `GET settings as ${as}`, method: 'GET', path: SETTINGS, as, status: 403 },
    { name: `PUT settings as ${as}`, method: 'PUT', path: SETTINGS, body: VALID, as, status: 403 },
    { name: `GET issues as ${as}`, method: 'GET', path: NEWSLETTER_ADMIN_API.digestIssues, as, status: 403 },
    {
      name: `GET export as ${as}`,
      method: 'GET',
      path: NEWSLETTER_ADMIN_API.subscribersExport,
      as,
      status: 403,
    },
  ]),
  ...[SETTINGS, NEWSLETTER_ADMIN_API.digestIssues, NEWSLETTER_ADMIN_API.subscribersExport].map(
    (path): Case => ({ name: `GET ${path} not signed in`, method: 'GET', path, as: 'nobody', status: 401 }),
  ),
  {
    name: 'PUT settings without anti-forgery',
    method: 'PUT',
    path: SETTINGS,
    body: VALID,
    as: 'no-csrf',
    status: 403,
  },
  {
    name: 'PUT settings as text/plain',
    method: 'PUT',
    path: SETTINGS,
    raw: { contentType: 'text/plain', bytes: JSON.stringify(VALID) },
    status: 415,
  },
  {
    name: 'PUT settings cut-off JSON',
    method: 'PUT',
    path: SETTINGS,
    raw: { contentType: 'application/json', bytes: '{"schedule": "weekly", ' },
    status: 400,
  },
  {
    name: 'PUT settings __proto__',
    method: 'PUT',
    path: SETTINGS,
    raw: {
      contentType: 'application/json',
      bytes: `{"__proto__":{"perMinute":1},${JSON.stringify(VALID).slice(1)}`,
    },
    status: 400,
  },
  {
    name: 'PUT settings larger than 100 kB',
    method: 'PUT',
    path: SETTINGS,
    raw: { contentType: 'application/json', bytes: JSON.stringify({ ...VALID, pad: 'x'.repeat(120_000) }) },
    status: 413,
  },
  settings('a JSON array', [VALID]),
  settings('schedule unknown', { ...VALID, schedule: 'daily' }, 'schedule'),
  settings('schedule missing', { ...VALID, schedule: undefined }, 'schedule'),
  settings('schedule as SQL', { ...VALID, schedule: "off'; DROP TABLE digest_issue; --" }, 'schedule'),
  settings('weekday 7', { ...VALID, weekday: 7 }, 'weekday'),
  settings('weekday -1', { ...VALID, weekday: -1 }, 'weekday'),
  settings('weekday as a string', { ...VALID, weekday: '1' }, 'weekday'),
  settings('hour 24', { ...VALID, hour: 24 }, 'hour'),
  settings('hour 1.5', { ...VALID, hour: 1.5 }, 'hour'),
  settings('hour null', { ...VALID, hour: null }, 'hour'),
  settings('perMinute 0', { ...VALID, perMinute: 0 }, 'perMinute'),
  settings('perMinute past the limit', { ...VALID, perMinute: 1001 }, 'perMinute'),
  settings('perMinute huge', { ...VALID, perMinute: 1e300 }, 'perMinute'),
  settings('includeJobs as a string', { ...VALID, includeJobs: 'true' }, 'includeJobs'),
  settings('includeEvents missing', { ...VALID, includeEvents: undefined }, 'includeEvents'),
  settings('a field of its own', { ...VALID, recipients: ['x@example.com'] }, 'recipients'),
];

describe('Hostile input to the newsletter’s console', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let port: number;
  let dropDatabase: () => Promise<void>;
  let callers: Record<Exclude<Caller, 'nobody' | 'no-csrf'>, OperatorClient>;
  let visitor: CsrfSession;

  beforeAll(async () => {
    const database = await privateDatabase('newsletter_admin_hostile');
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
    return sendRaw(port, { method: c.method, path: c.path, headers, body });
  }

  it('has unique case names', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it('refuses each hostile call with its problem details, and stores or audits nothing', async () => {
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

  it('accepts what is not hostile: the same calls succeed for an admin', async () => {
    expect((await callers.admin.put(SETTINGS).send(VALID)).body).toEqual(VALID);
    expect((await callers.admin.get(NEWSLETTER_ADMIN_API.digestIssues)).body).toEqual({ items: [] });
    expect((await callers.admin.get(NEWSLETTER_ADMIN_API.subscribersExport)).status).toBe(200);
  });
});
