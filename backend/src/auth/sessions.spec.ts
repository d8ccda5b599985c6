import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, ADMIN_SESSION_COOKIE } from '@orbitwise/contracts/admin';
import { attemptSignIn, cookiesOf, randomPassword, signIn, signInAs } from '../../test/operator-session';
import { createTestApp, testConfig } from '../../test/test-app';
import { Database } from '../platform/database/database';
import { sha256Hex } from './tokens';

describe('Admin sessions', () => {
  let app: NestExpressApplication;
  let db: Database;

  const tokenHashOf = (cookie: string) => sha256Hex(/(?:^|; )ow_admin=([^;]+)/.exec(cookie)![1]!);
  const sessionRow = async (cookie: string) =>
    (
      await db.query<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM operator_session WHERE token_hash = $1',
        [tokenHashOf(cookie)],
      )
    )[0];

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
  });
  afterAll(() => app.close());

  it('ends a session idle for longer than 30 minutes', async () => {
    const client = await signIn(app, { role: 'sales' });
    await db.query(
      `UPDATE operator_session SET last_seen_at = now() - interval '29 minutes' WHERE token_hash = $1`,
      [tokenHashOf(client.cookie)],
    );
    await client.get(ADMIN_API.session).expect(200);
    // That call was a use: the idle clock started again.
    expect(Date.now() - (await sessionRow(client.cookie))!.last_seen_at.getTime()).toBeLessThan(60_000);

    await db.query(
      `UPDATE operator_session SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1`,
      [tokenHashOf(client.cookie)],
    );
    const refused = await client.get(ADMIN_API.session).expect(401);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('ends a session at its absolute end (12 hours after sign-in), however active', async () => {
    const client = await signIn(app, { role: 'hr' });
    const [row] = await db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM absolute_expires_at - created_at) / 3600)::int AS hours
       FROM operator_session WHERE token_hash = $1`,
      [tokenHashOf(client.cookie)],
    );
    expect(row!.hours).toBe(12);
    await db.query(
      `UPDATE operator_session SET absolute_expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [tokenHashOf(client.cookie)],
    );
    await client.get(ADMIN_API.session).expect(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const client = await signIn(app, { role: 'sales' });
    const hash = tokenHashOf(client.cookie);
    await db.query(
      `UPDATE operator_session SET last_seen_at = now() - interval '30 seconds' WHERE token_hash = $1`,
      [hash],
    );
    const before = (await sessionRow(client.cookie))!.last_seen_at;
    await client.get(ADMIN_API.session).expect(200);
    expect((await sessionRow(client.cookie))!.last_seen_at).toEqual(before);
    await db.query(
      `UPDATE operator_session SET last_seen_at = now() - interval '90 seconds' WHERE token_hash = $1`,
      [hash],
    );
    await client.get(ADMIN_API.session).expect(200);
    expect((await sessionRow(client.cookie))!.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('honours ADMIN_SESSION_IDLE_MINUTES and ADMIN_SESSION_ABSOLUTE_HOURS', async () => {
    const base = testConfig().admin;
    const custom = await createTestApp({
      admin: { ...base, sessionIdleMinutes: 5, sessionAbsoluteHours: 2 },
    });
    try {
      const client = await signIn(custom, { role: 'sales' });
      const body = (await client.get(ADMIN_API.session).expect(200)).body;
      const idleMinutes = (Date.parse(body.idleExpiresAt) - Date.now()) / 60_000;
      const absoluteHours = (Date.parse(body.absoluteExpiresAt) - Date.now()) / 3_600_000;
      expect(Math.round(idleMinutes)).toBe(5);
      expect(Math.round(absoluteHours)).toBe(2);
      await db.query(
        `UPDATE operator_session SET last_seen_at = now() - interval '6 minutes' WHERE token_hash = $1`,
        [tokenHashOf(client.cookie)],
      );
      await client.get(ADMIN_API.session).expect(401);
    } finally {
      await custom.close();
    }
  });

  it('a password change ends the other sessions of the operator, not this one', async () => {
    const here = await signIn(app, { role: 'sales' });
    const elsewhere = await signInAs(app, here.operator, here.password);
    const other = await signIn(app, { role: 'sales' });
    const newPassword = randomPassword();
    await here
      .post(ADMIN_API.accountPassword)
      .send({ currentPassword: here.password, newPassword })
      .expect(204);
    await here.get(ADMIN_API.session).expect(200);
    await elsewhere.get(ADMIN_API.session).expect(401);
    await other.get(ADMIN_API.session).expect(200);
    expect(
      (await attemptSignIn(app, { email: here.operator.email, password: here.password })).response.status,
    ).toBe(401);
    expect(
      (await attemptSignIn(app, { email: here.operator.email, password: newPassword })).response.status,
    ).toBe(200);
    const { password_hash } = (
      await db.query<{ password_hash: string }>('SELECT password_hash FROM operator WHERE id = $1', [
        here.operator.id,
      ])
    )[0]!;
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong current password or a weak new one', async () => {
    const client = await signIn(app, { role: 'hr' });
    const wrong = await client
      .post(ADMIN_API.accountPassword)
      .send({ currentPassword: 'not-my-password', newPassword: randomPassword() })
      .expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['The current password is incorrect.'] });
    const weak = await client
      .post(ADMIN_API.accountPassword)
      .send({ currentPassword: client.password, newPassword: 'short' })
      .expect(400);
    expect(weak.body.errors).toEqual({ newPassword: ['Use at least 12 characters.'] });
    const email = await client
      .post(ADMIN_API.accountPassword)
      .send({ currentPassword: client.password, newPassword: client.operator.email })
      .expect(400);
    expect(email.body.errors).toEqual({ newPassword: ['The password must not be the email address.'] });
  });

  it('an admin ends every session of another operator', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const target = await signIn(app, { role: 'hr' });
    const targetElsewhere = await signInAs(app, target.operator, target.password);
    await admin.delete(ADMIN_API.operatorSessions(target.operator.id)).expect(204);
    await target.get(ADMIN_API.session).expect(401);
    await targetElsewhere.get(ADMIN_API.session).expect(401);
    await admin.get(ADMIN_API.session).expect(200);
    expect(
      await db.query('SELECT 1 FROM operator_session WHERE operator_id = $1', [target.operator.id]),
    ).toHaveLength(0);
    await admin.delete(ADMIN_API.operatorSessions('00000000-0000-4000-8000-000000000000')).expect(404);
    await target.delete(ADMIN_API.operatorSessions(admin.operator.id)).expect(401);
  });

  it('names the cookie __Host-ow_admin with Secure when cookies are secure', async () => {
    const secure = await createTestApp({ cookieSecure: true });
    try {
      const client = await signIn(secure, { role: 'sales' });
      const { response } = await attemptSignIn(secure, {
        email: client.operator.email,
        password: client.password,
      });
      const line = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE.secure}=`))!;
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; SameSite=Strict/);
      expect(line).not.toMatch(/Domain=/);
      expect(cookiesOf(response)[ADMIN_SESSION_COOKIE.plain]).toBeUndefined();
      await client.get(ADMIN_API.session).expect(200);
    } finally {
      await secure.close();
    }
  });
});
