import { CONTACT_US_EXAMPLES, RATE_LIMIT_MESSAGE } from '@orbitwise/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Pool } from 'pg';
import { createApp } from '../app.factory';
import type { AppConfig } from '../config/env';
import { Database } from '../platform/database/database';
import { ApiClient } from '../../test/api-client';
import { privateDatabase } from '../../test/hostile/private-database';
import { testConfig } from '../../test/test-app';

const PATH = '/api/ContactUs/AddContactUs';
let sequence = 0;
const body = () => ({
  ...CONTACT_US_EXAMPLES.contact,
  email: `limit.${Date.now()}.${++sequence}@example.com`,
});

// The counters are in PostgreSQL, shared by every app on a database: these apps, with their small
// quotas, get a database of their own so that they block no other spec's 127.0.0.1.
let database: { url: string; drop: () => Promise<void> };
const createTestApp = (overrides: Partial<AppConfig>) => createApp(testConfig(overrides), database.url);

beforeAll(async () => {
  database = await privateDatabase('rate_limit');
});
afterAll(() => database?.drop());

describe('Per-client rate limit on the submission calls', () => {
  describe('behind nginx (trust proxy loopback)', () => {
    let app: NestExpressApplication;
    let client: ApiClient;
    let db: DataSource;
    const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM enquiry'))[0].n);
    const from = (address: string) => ({ 'X-Forwarded-For': address });

    beforeAll(async () => {
      app = await createTestApp({ rateLimit: { max: 3, windowSeconds: 60 }, trustProxy: 'loopback' });
      client = await ApiClient.create(app);
      db = app.get(DataSource);
    });
    afterAll(() => app.close());

    it('answers 429 problem details with Retry-After once a client has used its quota, and stores nothing', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await client.submit(PATH, body(), from('203.0.113.7'))).status).toBe(200);
      }
      const before = await rowCount();
      const limited = await client.submit(PATH, body(), from('203.0.113.7'));
      expect(limited.status).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limited.body).toMatchObject({
        title: 'Too Many Requests',
        status: 429,
        detail: 'Too many submissions from your address. Please try again later.',
      });
      expect(await rowCount()).toBe(before);
    });

    it('shares the quota between the submission calls', async () => {
      const subscription = await client.submit(
        '/api/ContactUs/AddUserSubscription',
        { email: 'limit@example.com', userActivationDate: '2025-04-08', isActive: true },
        from('203.0.113.7'),
      );
      expect(subscription.status).toBe(429);
      const careers = await client.post('/api/ContactUs/AddCareer').set(from('203.0.113.7'));
      expect(careers.status).toBe(429);
    });

    it('counts the address nginx forwards, not the proxy: another client is not limited', async () => {
      expect((await client.submit(PATH, body(), from('203.0.113.8'))).status).toBe(200);
      // nginx appends the real peer; the left-most, client-written entries are not trusted.
      expect((await client.submit(PATH, body(), from('198.51.100.1, 203.0.113.9'))).status).toBe(200);
      expect((await client.submit(PATH, body(), from('203.0.113.7, 203.0.113.9'))).status).toBe(200);
    });

    it('does not limit reads', async () => {
      await request(app.getHttpServer()).get('/api/csrf-token').set(from('203.0.113.7')).expect(200);
      await request(app.getHttpServer()).get('/api/captcha/challenge').set(from('203.0.113.7')).expect(200);
      await client.post('/api/ContactUs/GetCountryCodes').set(from('203.0.113.7')).expect(200);
    });
  });

  describe('one count per request, on the path it takes', () => {
    let app: NestExpressApplication;
    let client: ApiClient;
    let db: DataSource;
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const counter = async (address: string) =>
      (await db.query('SELECT hits FROM rate_limit_counter WHERE key = $1', [`submissions:${address}`]))[0]
        ?.hits as number | undefined;

    beforeAll(async () => {
      app = await createTestApp({ rateLimit: { max: 4, windowSeconds: 60 }, trustProxy: 'loopback' });
      client = await ApiClient.create(app);
      db = app.get(DataSource);
    });
    afterAll(() => app.close());

    it('counts refusals before the insert (invalid body, replayed captcha, unsupported type) once each', async () => {
      const address = '203.0.113.40';
      expect((await client.submit(PATH, { ...body(), email: 'not an e-mail' }, from(address))).status).toBe(
        400,
      );
      expect(await counter(address)).toBe(1);
      const captcha = await client.solveCaptcha();
      expect((await client.post(PATH, captcha).set(from(address)).send(body())).status).toBe(200);
      expect(await counter(address)).toBe(2);
      // The replay reaches the insert: counted by that statement, not a second time on the failure path.
      expect((await client.post(PATH, captcha).set(from(address)).send(body())).status).toBe(400);
      expect(await counter(address)).toBe(3);
      const text = await client
        .post(PATH, await client.solveCaptcha())
        .set(from(address))
        .type('text')
        .send('x');
      expect(text.status).toBe(415);
      expect(await counter(address)).toBe(4);
      // Over the quota: the next request is refused whatever it is, valid or not, and stores nothing.
      const invalid = await client.submit(PATH, { ...body(), email: 'not an e-mail' }, from(address));
      expect(invalid.status).toBe(429);
      expect(Number(invalid.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const valid = body();
      const limited = await client.submit(PATH, valid, from(address));
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ status: 429, detail: RATE_LIMIT_MESSAGE });
      expect((await db.query('SELECT 1 FROM enquiry WHERE email = $1', [valid.email])).length).toBe(0);
    });

    it('does not count what the anti-forgery check refuses first (as before)', async () => {
      const address = '203.0.113.41';
      const forged = await request(app.getHttpServer()).post(PATH).set(from(address)).send(body());
      expect(forged.status).toBe(403);
      expect(await counter(address)).toBeUndefined();
    });

    it('writes a valid submission, its captcha spend and its count with one statement and one commit, then reads its id', async () => {
      const address = '203.0.113.42';
      const captcha = await client.solveCaptcha();
      const database = app.get(Database);
      const query = jest.spyOn(database, 'query');
      const poolQuery = jest.spyOn((database as unknown as { pool: Pool }).pool, 'query');
      try {
        const submitted = await client.post(PATH, captcha).set(from(address)).send(body());
        expect(submitted.status).toBe(200);
        // The outbox's workers share the pool and may run meanwhile: only the submission's tables count.
        const calls = query.mock.calls.filter(([sql]) =>
          /rate_limit_counter|captcha_solution|enquiry|FROM submission/.test(sql),
        );
        const statements = calls.map(([sql]) => sql);
        // The one write, then the read of the id its inbox envelope got (an AFTER INSERT trigger's row is
        // not visible to the statement that fired it): both prepared, planned once per connection.
        expect(statements).toHaveLength(2);
        expect(statements[0]).toMatch(
          /INSERT INTO rate_limit_counter[\s\S]*INSERT INTO captcha_solution[\s\S]*INSERT INTO enquiry/,
        );
        expect(statements[1]).toMatch(/^SELECT id::text AS id FROM submission WHERE enquiry_id = \$1$/);
        expect(calls.map((call) => call[2])).toEqual([{ prepare: true }, { prepare: true }]);
        // Reaches the driver as a named statement (pg_prepared_statements would show it only on the
        // pooled connection that ran it, which a later query need not get).
        const named = poolQuery.mock.calls
          .map(([config]) => config as unknown)
          .filter(
            (config): config is { name: string; text: string } =>
              typeof config === 'object' && config !== null && 'name' in config,
          )
          .filter((config) => /INSERT INTO enquiry/.test(config.text));
        expect(named.map((config) => config.text)).toEqual([statements[0]]);
        expect(named[0]?.name).toMatch(/^s_[0-9a-f]{32}$/);
      } finally {
        query.mockRestore();
        poolQuery.mockRestore();
      }
      expect(await counter(address)).toBe(1);
    });
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = await createTestApp({ rateLimit: { max: 2, windowSeconds: 60 }, trustProxy: false });
    try {
      const client = await ApiClient.create(app);
      expect((await client.submit(PATH, body(), { 'X-Forwarded-For': '192.0.2.1' })).status).toBe(200);
      expect((await client.submit(PATH, body(), { 'X-Forwarded-For': '192.0.2.2' })).status).toBe(200);
      expect((await client.submit(PATH, body(), { 'X-Forwarded-For': '192.0.2.3' })).status).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('is one limit for every replica: two API processes on one database count the same client together', async () => {
    const config = { rateLimit: { max: 3, windowSeconds: 60 }, trustProxy: 'loopback' } as const;
    const [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
    try {
      const [a, b] = await Promise.all([ApiClient.create(first), ApiClient.create(second)]);
      const client = { 'X-Forwarded-For': '198.51.100.23' };
      expect((await a.submit(PATH, body(), client)).status).toBe(200);
      expect((await b.submit(PATH, body(), client)).status).toBe(200);
      expect((await a.submit(PATH, body(), client)).status).toBe(200);
      const limited = await b.submit(PATH, body(), client);
      expect(limited.status).toBe(429);
      expect((await a.submit(PATH, body(), client)).status).toBe(429);
      // Another client still has its whole quota, on either.
      expect((await b.submit(PATH, body(), { 'X-Forwarded-For': '198.51.100.24' })).status).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
