import type { NestExpressApplication } from '@nestjs/platform-express';
import { ANALYTICS_PATHS } from '@orbitwise/contracts';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { sendRaw } from './raw-http';
import { stateSnapshot } from './state-snapshot';

const STATE = {
  analytics_event: 'SELECT id, type, path, form, source FROM analytics_event ORDER BY id',
};

/**
 * The page analytics' public door against hostile bodies and headers: each is refused with problem
 * details (or, asked not to track, 204), nothing is stored, the API stays up.
 */
describe('Hostile input to POST /api/analytics/events', () => {
  let app: NestExpressApplication;
  let port: number;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await privateDatabase('analytics_hostile');
    dropDatabase = database.drop;
    // The submissions' limit at 1 a minute: 12 events a minute per client.
    app = await createApp(testConfig({ rateLimit: { max: 1, windowSeconds: 60 } }), database.url);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    db = app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  const post = (body: Buffer, headers: Record<string, string> = {}) =>
    sendRaw(port, {
      method: 'POST',
      path: ANALYTICS_PATHS.events,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin', ...headers },
      body,
    });
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('refuses every hostile body with problem details and stores nothing', async () => {
    const before = await stateSnapshot(db, STATE);
    const cases: [string, Buffer, Record<string, string>, number][] = [
      ['not JSON', Buffer.from('<script>alert(1)</script>'), {}, 400],
      ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), {}, 400],
      ['a JSON string', json('pageview'), {}, 400],
      ['an array', json([{ type: 'pageview', path: '/' }]), {}, 400],
      ['null', json(null), {}, 400],
      ['__proto__', Buffer.from('{"type":"pageview","path":"/","__proto__":{"x":1}}'), {}, 400],
      ['a repeated key', Buffer.from('{"type":"pageview","path":"/","path":"/x"}'), {}, 400],
      ['deep nesting', Buffer.from(`${'['.repeat(300)}${']'.repeat(300)}`), {}, 400],
      ['a path with markup', json({ type: 'pageview', path: '/<script>' }), {}, 400],
      ['a path with NUL', json({ type: 'pageview', path: '/a\u0000b' }), {}, 400],
      ['a path as an object', json({ type: 'pageview', path: { $gt: '' } }), {}, 400],
      ['a form as an array', json({ type: 'form_view', path: '/', form: ['contact'] }), {}, 400],
      ['SQL in the form', json({ type: 'form_view', path: '/', form: "contact'; DROP TABLE x;--" }), {}, 400],
      ['a referrer URL', json({ type: 'pageview', path: '/', referrer: 'javascript:alert(1)' }), {}, 400],
      ['an e-mail as utm', json({ type: 'pageview', path: '/', utm: 'a@b.example' }), {}, 400],
      ['a body over 1 KB', json({ type: 'pageview', path: '/', utm: 'x'.repeat(2000) }), {}, 413],
      [
        'a form body',
        Buffer.from('type=pageview&path=/'),
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        415,
      ],
      ['no content type', json({ type: 'pageview', path: '/' }), { 'Content-Type': '' }, 415],
      ['another site', json({ type: 'pageview', path: '/' }), { 'Sec-Fetch-Site': 'cross-site' }, 403],
      [
        'a same-site subdomain',
        json({ type: 'pageview', path: '/' }),
        { 'Sec-Fetch-Site': 'same-site' },
        403,
      ],
      [
        'a foreign origin',
        json({ type: 'pageview', path: '/' }),
        { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
        403,
      ],
    ];
    for (const [name, body, headers, status] of cases) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const dropped = Object.keys(headers).filter((key) => headers[key] === '');
      const response = await sendRaw(port, {
        method: 'POST',
        path: ANALYTICS_PATHS.events,
        headers: Object.fromEntries(
          Object.entries({
            'Content-Type': 'text/plain;charset=UTF-8',
            'Sec-Fetch-Site': 'same-origin',
            ...clean,
          }).filter(([key]) => !dropped.includes(key)),
        ),
        body,
      });
      expect({ name, status: response.status }).toEqual({ name, status });
      expect({ name, type: response.headers['content-type'] }).toEqual({
        name,
        type: expect.stringContaining('application/problem+json'),
      });
      expect(response.text).not.toContain('<script>');
    }
    expect(await stateSnapshot(db, STATE)).toBe(before);
    // Still serving: a valid event is taken.
    expect((await post(json({ type: 'pageview', path: '/' }))).status).toBe(202);
  });

  it('answers 204 and stores nothing, whatever the body, when the browser asks not to be tracked', async () => {
    const before = await stateSnapshot(db, STATE);
    for (const headers of [{ DNT: '1' }, { 'Sec-GPC': '1' }] as Record<string, string>[]) {
      expect((await post(json({ type: 'pageview', path: '/' }), headers)).status).toBe(204);
      expect((await post(Buffer.from('junk'), headers)).status).toBe(204);
    }
    expect(await stateSnapshot(db, STATE)).toBe(before);
  });

  it('limits one client to 12 events a minute (the submissions’ limit × 12): 429 with Retry-After, then nothing stored', async () => {
    // One event of this client was taken by the first test.
    const statuses: number[] = [];
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 12; i++) {
      const response = await post(json({ type: 'pageview', path: `/flood/${i}` }));
      statuses.push(response.status);
      retryAfter ??= response.headers['retry-after'];
    }
    expect(statuses).toEqual([...Array<number>(11).fill(202), 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(
      Number((await db.query(`SELECT count(*) AS n FROM analytics_event WHERE path LIKE '/flood/%'`))[0].n),
    ).toBe(11);
  });
});
