import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { readdirSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { captchaPayload } from '../../test/captcha-payload';
import { pdf } from '../../test/resume-fixtures';
import { createTestApp, testConfig } from '../../test/test-app';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CaptchaService } from './captcha.service';

const PATH = '/api/ContactUs/AddContactUs';
let sequence = 0;
const body = () => ({
  ...CONTACT_US_EXAMPLES.contact,
  email: `captcha.${Date.now()}.${++sequence}@example.com`,
});

describe('Captcha (self-hosted ALTCHA)', () => {
  let app: NestExpressApplication;
  let client: ApiClient;
  let db: DataSource;
  const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM enquiry'))[0].n);

  async function expectCaptchaRefused(captcha: string | undefined, message: string, target = client) {
    const before = await rowCount();
    const test = target.post(PATH, captcha);
    const response = await test.send(body());
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({
      title: 'Bad Request',
      status: 400,
      errors: { captcha: [message] },
    });
    expect(await rowCount()).toBe(before);
  }

  beforeAll(async () => {
    app = await createTestApp();
    client = await ApiClient.create(app);
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  it('serves signed, expiring challenges that are never cached', async () => {
    const response = await request(app.getHttpServer()).get('/api/captcha/challenge').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.body;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    const now = Date.now() / 1000;
    expect(parameters.expiresAt).toBeGreaterThan(now + 590);
    expect(parameters.expiresAt).toBeLessThan(now + 610);
  });

  it('refuses a missing solution', async () => {
    await expectCaptchaRefused(undefined, 'Please complete the captcha.');
  });

  it('refuses text that is not a payload', async () => {
    await expectCaptchaRefused(
      'not-base64-json',
      'The captcha answer is not valid. Please solve the captcha again.',
    );
  });

  it('refuses a wrong solution', async () => {
    const payload = JSON.parse(Buffer.from(await client.solveCaptcha(), 'base64').toString());
    payload.solution.derivedKey = '00'.repeat(32);
    const wrong = Buffer.from(JSON.stringify(payload)).toString('base64');
    await expectCaptchaRefused(wrong, 'The captcha answer is not valid. Please solve the captcha again.');
  });

  it('refuses a challenge whose parameters were altered', async () => {
    const payload = JSON.parse(Buffer.from(await client.solveCaptcha(), 'base64').toString());
    payload.challenge.parameters.expiresAt += 3600;
    const altered = Buffer.from(JSON.stringify(payload)).toString('base64');
    await expectCaptchaRefused(altered, 'The captcha answer is not valid. Please solve the captcha again.');
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await createTestApp({ altcha: { ...testConfig().altcha, hmacKey: 'x'.repeat(40) } });
    try {
      const foreign = await (await ApiClient.create(other)).solveCaptcha();
      await expectCaptchaRefused(foreign, 'The captcha answer is not valid. Please solve the captcha again.');
    } finally {
      await other.close();
    }
  });

  it('refuses an expired challenge', async () => {
    const { hmacKey } = app.get<AppConfig>(APP_CONFIG).altcha;
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const expired = await captchaPayload(challenge);
    await expectCaptchaRefused(expired, 'The captcha has expired. Please solve it again.');
  });

  it('accepts a solution once: a replay is refused', async () => {
    const captcha = await client.solveCaptcha();
    expect((await client.post(PATH, captcha).send(body())).status).toBe(200);
    await expectCaptchaRefused(captcha, 'This captcha has already been used. Please solve it again.');
    const rows = await db.query('SELECT count(*) AS n FROM captcha_solution WHERE nonce = $1', [
      JSON.parse(Buffer.from(captcha, 'base64').toString()).challenge.parameters.nonce,
    ]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('refuses a replay on another replica and after a restart (used solutions live in PostgreSQL)', async () => {
    const captcha = await client.solveCaptcha();
    const replica = await createTestApp();
    try {
      const replicaClient = await ApiClient.create(replica);
      expect((await client.post(PATH, captcha).send(body())).status).toBe(200);
      await expectCaptchaRefused(
        captcha,
        'This captcha has already been used. Please solve it again.',
        replicaClient,
      );
    } finally {
      await replica.close();
    }
    const restarted = await createTestApp();
    try {
      await expectCaptchaRefused(
        captcha,
        'This captcha has already been used. Please solve it again.',
        await ApiClient.create(restarted),
      );
    } finally {
      await restarted.close();
    }
  });

  it('lets only one of two concurrent uses of a solution through', async () => {
    const captcha = await client.solveCaptcha();
    const before = await rowCount();
    const responses = await Promise.all([1, 2, 3].map(() => client.post(PATH, captcha).send(body())));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await rowCount()).toBe(before + 1);
  });

  it('does not spend a solution on a submission refused for its fields', async () => {
    const captcha = await client.solveCaptcha();
    const refused = await client.post(PATH, captcha).send({ ...body(), email: 'nope' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.email).toBeDefined();
    expect((await client.post(PATH, captcha).send(body())).status).toBe(200);
  });

  it('refuses a replayed solution on AddCareer before reading the file', async () => {
    const captcha = await client.solveCaptcha();
    expect((await client.post(PATH, captcha).send(body())).status).toBe(200);
    const uploadsDir = app.get<AppConfig>(APP_CONFIG).uploadsDir;
    const filesBefore = readdirSync(uploadsDir);
    const response = await client
      .post('/api/ContactUs/AddCareer', captcha)
      .attach('file', pdf(), 'cv.pdf')
      .field('data', '{}');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      captcha: ['This captcha has already been used. Please solve it again.'],
    });
    expect(readdirSync(uploadsDir)).toEqual(filesBefore);
  });

  it('is required by every submission call', async () => {
    for (const path of ['/api/ContactUs/AddCareer', '/api/ContactUs/AddUserSubscription']) {
      const response = await client.post(path).send({});
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ captcha: ['Please complete the captcha.'] });
    }
  });

  it('forgets used solutions once their challenge has expired', async () => {
    await db.query(
      `INSERT INTO captcha_solution (nonce, expires_at) VALUES ('expired-nonce', now() - interval '1 minute'),
       ('live-nonce', now() + interval '5 minutes')`,
    );
    await app.get(CaptchaService).purgeExpired();
    const rows = await db.query(
      `SELECT nonce FROM captcha_solution WHERE nonce IN ('expired-nonce', 'live-nonce')`,
    );
    expect(rows).toEqual([{ nonce: 'live-nonce' }]);
  });
});
