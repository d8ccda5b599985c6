import { readFileSync } from 'node:fs';
import { freePort } from '../free-port';
import {
  createDatabase,
  killAllServers,
  send,
  ServerProcess,
  waitFor,
  type TestDatabase,
} from '../faults/support';
import { jsonLines, startNginx, tempDir, type Nginx } from './support';

/** nginx in front of the API: request ids shared by both JSON logs, and no /metrics from outside. */
describe('nginx and the API: request ids and logs', () => {
  let database: TestDatabase;
  let api: ServerProcess;
  let nginx: Nginx;
  let metricsPort: number;

  beforeAll(async () => {
    database = await createDatabase();
    metricsPort = await freePort();
    api = await ServerProcess.start({
      databaseUrl: database.url,
      uploadsDir: tempDir('uploads'),
      env: { METRICS_PORT: String(metricsPort), NODE_ENV: 'production', ...productionSecrets() },
    });
    nginx = await startNginx(api.port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await killAllServers();
    await database?.drop();
  });

  const apiLines = () => jsonLines(api.log);
  const accessLines = () => jsonLines(readFileSync(nginx.accessLog, 'utf8'));

  it('serves no metrics through nginx, while the metrics port has them', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await send(`${nginx.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).not.toContain('process_cpu_user_seconds_total');
    }
    const direct = await send(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(direct.status).toBe(200);
    expect(direct.text).toContain('process_cpu_user_seconds_total');
  });

  it("gives each request nginx's id, in the response, the API's log line and nginx's JSON access log", async () => {
    const response = await send(`${nginx.baseUrl}/api/health?email=someone.secret%40example.com`);
    expect(response.status).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const apiLine = await waitFor('the API line', () =>
      apiLines().find((line) => (line.req as { id?: string } | undefined)?.id === id),
    );
    expect(apiLine).toMatchObject({
      req: { id, method: 'GET' },
      res: { statusCode: 200 },
      route: '/api/health',
      msg: 'request completed',
    });
    expect(typeof apiLine.responseTime).toBe('number');

    const accessLine = await waitFor('the access line', () =>
      accessLines().find((line) => line.request_id === id),
    );
    expect(accessLine).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(typeof accessLine.duration).toBe('number');
    const both = JSON.stringify([apiLine, accessLine]);
    expect(both).not.toContain('secret');
    expect(both).not.toContain('?');
  });

  it('puts the same id in a problem details body, and keeps a plain id a proxy in front sent', async () => {
    const response = await send(`${nginx.baseUrl}/api/no-such-call`, {
      headers: { 'X-Request-Id': 'edge-7f3a-0001' },
    });
    expect(response.status).toBe(404);
    expect(response.headers['x-request-id']).toBe('edge-7f3a-0001');
    expect(response.body).toMatchObject({ status: 404, requestId: 'edge-7f3a-0001' });
    await waitFor('the access line', () =>
      accessLines().find((line) => line.request_id === 'edge-7f3a-0001'),
    );

    const forged = await send(`${nginx.baseUrl}/api/health`, {
      headers: { 'X-Request-Id': 'not plain "}{ id' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("puts the id in nginx's own problem details when no replica answers", async () => {
    const port = await freePort(); // nothing listens there
    const down = await startNginx(port);
    try {
      const response = await send(`${down.baseUrl}/api/health`, {
        headers: { 'X-Request-Id': 'edge-down-0002' },
      });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 503, requestId: 'edge-down-0002' });
    } finally {
      await down.stop();
    }
  });

  it('logs the site it serves itself in JSON too', async () => {
    const response = await send(`${nginx.baseUrl}/`);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = await waitFor('the access line', () =>
      accessLines().find((entry) => entry.request_id === id),
    );
    expect(line).toMatchObject({ method: 'GET', path: '/', status: 200, upstream: '' });
  });
});

function productionSecrets(): Record<string, string> {
  return {
    CSRF_SECRET: 'ops-test-csrf-secret-0123456789abcdefghij',
    ALTCHA_HMAC_KEY: 'ops-test-altcha-hmac-key-0123456789abcdefgh',
    COOKIE_SECURE: 'false',
  };
}
