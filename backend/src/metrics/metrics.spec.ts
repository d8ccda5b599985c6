import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, CONTACT_US_EXAMPLES, USER_SUBSCRIPTION_EXAMPLE } from '@orbitwise/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { freePort } from '../../test/free-port';
import { submitApplication } from '../../test/submissions';
import { createApp } from '../app.factory';
import { InvalidEnvironmentError, loadConfig } from '../config/env';
import { privateDatabase } from '../../test/hostile/private-database';
import { testConfig } from '../../test/test-app';
import { eventually } from '../../test/notification-app';
import { MetricsService } from './metrics.module';

/** One sample of the exposition text: its value, or 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics on METRICS_PORT', () => {
  let app: NestExpressApplication;
  let metricsUrl: string;
  let metricsPort: number;
  // The rate-limit counters are in PostgreSQL, shared by every app on a database: this app's small
  // quota gets a database of its own, so that it blocks no other spec's 127.0.0.1.
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await privateDatabase('metrics');
    metricsPort = await freePort();
    app = await createApp(
      testConfig({ metricsPort, rateLimit: { max: 8, windowSeconds: 60 }, trustProxy: 'loopback' }),
      database.url,
    );
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const scrape = async () => {
    const response = await request(metricsUrl).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };

  it('serves only /metrics on its port, and the public port has no /metrics', async () => {
    await request(metricsUrl).get('/').expect(404);
    await request(metricsUrl).post('/metrics').expect(404);
    const publicAnswer = await request(app.getHttpServer()).get('/api/metrics').expect(404);
    expect(publicAnswer.text).not.toContain('process_cpu');
    expect(await scrape()).toContain('process_cpu_user_seconds_total');
  });

  it('listens on the loopback unless METRICS_HOST names another address', async () => {
    expect(app.get(MetricsService).address).toEqual({
      address: '127.0.0.1',
      family: 'IPv4',
      port: metricsPort,
    });
    const base = { NODE_ENV: 'test', SITE_DIR: 'none' };
    expect(loadConfig(base).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ ...base, METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    expect(loadConfig({ ...base, METRICS_HOST: 'metrics.internal' }).metricsHost).toBe('metrics.internal');
    expect(() => loadConfig({ ...base, METRICS_HOST: 'http://0.0.0.0' })).toThrow(
      new InvalidEnvironmentError([
        'METRICS_HOST must be an IP address or a host name (got "http://0.0.0.0")',
      ]),
    );
  });

  it('counts stored submissions by kind, captcha refusals by reason and rate-limited requests', async () => {
    const before = await scrape();
    const client = await ApiClient.create(app);
    const email = `metrics.${Date.now()}@example.com`;
    const contact = { ...CONTACT_US_EXAMPLES.contact, email };
    expect((await client.submit(API_PATHS.addContactUs, contact)).status).toBe(200);
    expect((await client.submit(API_PATHS.addContactUs, contact)).status).toBe(200);
    expect(
      (await client.submit(API_PATHS.addUserSubscription, { ...USER_SUBSCRIPTION_EXAMPLE, email })).status,
    ).toBe(200);
    await submitApplication(client, email);
    const noCaptcha = await client.post(API_PATHS.addContactUs).send(contact);
    expect(noCaptcha.status).toBe(400);
    const forged = await client.post(API_PATHS.addContactUs, 'bm90IGEgcGF5bG9hZA==').send(contact);
    expect(forged.status).toBe(400);
    // 8 a minute for this address (6 used): the ninth and tenth are refused.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.submit(API_PATHS.addContactUs, contact)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);

    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect({
      contact: moved('orbitwise_submissions_stored_total{kind="contact"}'),
      newsletter: moved('orbitwise_submissions_stored_total{kind="newsletter"}'),
      application: moved('orbitwise_submissions_stored_total{kind="application"}'),
      enquiry: moved('orbitwise_submissions_stored_total{kind="enquiry"}'),
      missingCaptcha: moved('orbitwise_captcha_refusals_total{reason="missing"}'),
      invalidCaptcha: moved('orbitwise_captcha_refusals_total{reason="invalid"}'),
      rateLimited: moved('orbitwise_rate_limited_requests_total'),
    }).toEqual({
      contact: 4,
      newsletter: 1,
      application: 1,
      enquiry: 0,
      missingCaptcha: 1,
      invalidCaptcha: 1,
      rateLimited: 2,
    });
  });

  it('times requests by route template and status, never by the path or query a client sent', async () => {
    await request(app.getHttpServer()).get('/api/health/live?email=someone%40example.com').expect(200);
    await request(app.getHttpServer()).get('/api/admin/submissions/12345?q=secret').expect(401);
    const text = await scrape();
    expect(text).toMatch(
      /orbitwise_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/route="\/api\/admin\/submissions\/:id",status="401"/);
    expect(text).not.toContain('someone');
    expect(text).not.toContain('12345');
    expect(text).not.toContain('secret');
  });

  it('reads the outbox, the job queue and the pool at scrape time', async () => {
    const text = await scrape();
    // Every stored submission above waits for its staff e-mail (no SMTP in tests: "unconfigured").
    expect(text).toMatch(/^orbitwise_deliveries_pending \d+$/m);
    expect(text).toMatch(/^orbitwise_deliveries_failed 0$/m);
    expect(text).toMatch(/^orbitwise_deliveries_oldest_pending_age_seconds \d+(\.\d+)?(e[-+]\d+)?$/m);
    expect(text).toMatch(/^orbitwise_job_queue_waiting\{queue="[^"]+"\} \d+$/m);
    expect(text).toMatch(/^orbitwise_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^orbitwise_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^orbitwise_database_up 1$/m);
  });

  it('counts the e-mails held because SMTP_URL is unset', async () => {
    // No SMTP in tests: each staff e-mail and acknowledgement above is recorded as "not configured".
    const db = app.get(DataSource);
    const rows = await eventually('every e-mail delivery tried once', async () => {
      const found = (await db.query(
        `SELECT state FROM notification_delivery WHERE channel IN ('email', 'acknowledgement')`,
      )) as { state: string }[];
      return found.length > 0 && found.every((row) => row.state !== 'pending') && found;
    });
    const held = rows.filter((row) => row.state === 'unconfigured').length;
    expect(held).toBeGreaterThanOrEqual(4); // at least the staff e-mails of the four contact messages
    expect(sample(await scrape(), 'orbitwise_deliveries_waiting_for_smtp')).toBe(held);
  });
});
