import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { ApiClient } from '../../test/api-client';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { attemptSignIn, randomPassword } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import {
  ALREADY_SET_UP_DETAIL,
  SETUP_LINK_EXPIRED_DETAIL,
  SETUP_LINK_INVALID,
  SetupService,
} from './setup.service';
import { randomToken, sha256Hex } from './tokens';

describe('First administrator (setup link)', () => {
  let database: FreshDatabase;
  let app: NestExpressApplication;
  let logged: string[];
  const origin = 'https://console.example.com';

  const start = async () => {
    const log = jest.spyOn(Logger.prototype, 'log');
    try {
      const started = await createApp(testConfig({ siteOrigin: origin }), database.url);
      logged = log.mock.calls.map((call) => String(call[0]));
      return started;
    } finally {
      log.mockRestore();
    }
  };
  const setup = async (body: object) => (await ApiClient.create(app)).post(ADMIN_API.setup).send(body);
  const form = (token: string) => ({
    token,
    email: 'first.admin@example.com',
    displayName: 'First Admin',
    password: randomPassword(),
  });

  beforeAll(async () => {
    database = await freshDatabase('setup');
    app = await start();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('logs a one-time link at the first start, valid for an hour, stored only as a hash', async () => {
    const line = logged.find((message) => message.startsWith('First start:'));
    expect(line).toMatch(
      new RegExp(
        `^First start: create the administrator at ${origin}/admin/setup\\?token=[A-Za-z0-9_-]{43} `,
      ),
    );
    const token = /token=([A-Za-z0-9_-]{43})/.exec(line!)![1]!;
    const rows = await database.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM setup_token`,
    );
    expect(rows).toEqual([{ token_hash: sha256Hex(token), minutes: 60 }]);
  });

  it('refuses a token it did not make, and an expired one', async () => {
    const malformed = await setup(form('not-a-token'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ token: [SETUP_LINK_INVALID] });
    expect((await setup(form(randomToken()))).status).toBe(400);

    const expired = await app.get(SetupService).createToken();
    await database.query(
      `UPDATE setup_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256Hex(expired)],
    );
    const late = await setup(form(expired));
    expect(late.status).toBe(410);
    expect(late.body.detail).toBe(SETUP_LINK_EXPIRED_DETAIL);
    expect(await database.query('SELECT 1 FROM operator')).toHaveLength(0);
  });

  it('creates the first admin once; the link (and any other) is useless afterwards', async () => {
    const token = /token=([A-Za-z0-9_-]{43})/.exec(logged.find((m) => m.startsWith('First start:'))!)![1]!;
    const weak = await setup({ ...form(token), password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: ['Use at least 12 characters.'] });

    const body = form(token);
    const created = await setup(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: body.email, displayName: 'First Admin', role: 'admin' });
    const again = await setup({ ...form(token), email: 'second@example.com' });
    expect(again.status).toBe(410);
    expect(again.body.detail).toBe(ALREADY_SET_UP_DETAIL);
    const other = await setup(form(await app.get(SetupService).createToken()));
    expect(other.status).toBe(410);

    const operators = await database.query<{ email: string; role: string }>(
      'SELECT email, role FROM operator',
    );
    expect(operators).toEqual([{ email: body.email, role: 'admin' }]);
    const [used] = await database.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM setup_token WHERE token_hash = $1',
      [sha256Hex(token)],
    );
    expect(used).toEqual({ used: true });
    const audit = await database.query<{ action: string; actor_label: string }>(
      `SELECT action, actor_label FROM audit_log WHERE action = 'setup-completed'`,
    );
    expect(audit).toEqual([{ action: 'setup-completed', actor_label: `First Admin <${body.email}>` }]);
    const { response } = await attemptSignIn(app, { email: body.email, password: body.password });
    expect(response.body).toMatchObject({ status: 'signed-in', operator: { role: 'admin' } });
  });

  it('logs no link once an operator exists', async () => {
    await app.close();
    const tokensBefore = (await database.query('SELECT 1 FROM setup_token')).length;
    app = await start();
    expect(logged.filter((message) => message.startsWith('First start:'))).toEqual([]);
    expect(await database.query('SELECT 1 FROM setup_token')).toHaveLength(tokensBefore);
  });
});
