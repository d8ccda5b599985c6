import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import type { Server } from 'node:http';
import request from 'supertest';
import { ApiClient } from '../../test/api-client';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { PASSWORD_TOO_GUESSABLE } from '../operators/passwords';
import { SETUP_LINK_INVALID, SetupService } from './setup.service';
import { randomToken, sha256Hex } from './tokens';

/** The setup screen asks whether its link still works, without spending it. */
describe('Setup link status (GET /api/admin/setup)', () => {
  let database: FreshDatabase;
  let app: NestExpressApplication;

  const status = (token: string) =>
    request(app.getHttpServer() as Server).get(`${ADMIN_API.setup}?token=${encodeURIComponent(token)}`);
  const complete = async (token: string, password: string, displayName = 'First Admin') =>
    (await ApiClient.create(app)).post(ADMIN_API.setup).send({
      token,
      email: 'first.admin@example.com',
      displayName,
      password,
    });

  beforeAll(async () => {
    database = await freshDatabase('setup_links');
    app = await createApp(testConfig(), database.url);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers valid for an unused link without spending it, and not valid for others alike', async () => {
    const token = await app.get(SetupService).createToken();
    for (let i = 0; i < 2; i++) {
      const answer = await status(token).expect(200);
      expect(answer.body).toEqual({ valid: true });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const [row] = await database.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM setup_token WHERE token_hash = $1',
      [sha256Hex(token)],
    );
    expect(row).toEqual({ used: false });

    const expired = await app.get(SetupService).createToken();
    await database.query(
      `UPDATE setup_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256Hex(expired)],
    );
    expect((await status(expired).expect(200)).body).toEqual({ valid: false });
    expect((await status(randomToken()).expect(200)).body).toEqual({ valid: false });
  });

  it('refuses a weak first password with the reason; once set up, every link is not valid', async () => {
    const token = await app.get(SetupService).createToken();
    const weak = await complete(token, 'password1234');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password[0]).toContain(PASSWORD_TOO_GUESSABLE);
    // The name counts against the password too (two uncommon names: strong for anyone else).
    const named = await complete(token, 'zebulonquartermaine', 'Zebulon Quartermaine');
    expect(named.status).toBe(400);
    expect(named.body.errors.password[0]).toContain('There should not be any personal or page related data.');
    expect((await status(token).expect(200)).body).toEqual({ valid: true });

    expect((await complete(token, 'Correct-horse-battery-42')).status).toBe(201);
    expect((await status(token).expect(200)).body).toEqual({ valid: false });
    const unused = await app.get(SetupService).createToken();
    expect((await status(unused).expect(200)).body).toEqual({ valid: false });
  });

  it('answers 400 problem details for a missing, malformed or repeated token', async () => {
    const server = app.getHttpServer() as Server;
    for (const query of [
      '',
      '?token=short',
      `?token=${randomToken()}&token=${randomToken()}`,
      '?token[a]=b',
    ]) {
      const refused = await request(server).get(`${ADMIN_API.setup}${query}`).expect(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.errors.token).toContain(SETUP_LINK_INVALID);
    }
  });
});
