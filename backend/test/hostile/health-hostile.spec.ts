import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.factory';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { sendRaw } from './raw-http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The health endpoints and the X-Request-Id header against hostile input: 4xx problems or a fresh id. */
describe('Hostile input to /api/health/live, /api/health/ready and X-Request-Id', () => {
  let app: NestExpressApplication;
  let port: number;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await privateDatabase('health_hostile');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  const HOSTILE_IDS: [string, string][] = [
    ['a JSON breaker', '"},{"level":60,"msg":"forged'],
    ['too long', 'a'.repeat(129)],
    ['spaces', 'id with spaces'],
    ['a path', '../../etc/passwd'],
    ['latin-1 bytes', 'caf\u00e9'],
    ['empty', ''],
    ['an email', 'someone@example.com'],
  ];

  it.each(HOSTILE_IDS)('replaces an X-Request-Id that is %s with a fresh id', async (_name, id) => {
    const response = await sendRaw(port, {
      method: 'GET',
      path: '/api/health/live',
      headers: { 'X-Request-Id': id },
    });
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces two ids sent at once (joined by a comma) with a fresh one', async () => {
    const response = await sendRaw(port, {
      method: 'GET',
      path: '/api/health/ready',
      headers: { 'X-Request-Id': ['first-id', 'second-id'] },
    });
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s with 404 problem details', async (method) => {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const response = await sendRaw(port, {
        method,
        path,
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from('{"status":"down"}'),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json).toMatchObject({ status: 404, requestId: response.headers['x-request-id'] });
    }
  });

  it('ignores query strings and junk headers', async () => {
    for (const path of ['/api/health/live?x=%00%ff&y[]=1', '/api/health/ready?__proto__[a]=1']) {
      const response = await sendRaw(port, {
        method: 'GET',
        path,
        headers: { Accept: '*/*;;;', 'X-Forwarded-For': 'not an address' },
      });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
  });
});
