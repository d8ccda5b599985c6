import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER } from '@orbitwise/contracts';
import { ADMIN_API, ADMIN_SESSION_COOKIE, LOGIN_THROTTLE } from '@orbitwise/contracts/admin';
import type { Server } from 'node:http';
import { generateSecret } from 'otplib';
import request from 'supertest';
import { csrfSession } from '../../test/api-client';
import {
  attemptSignIn,
  cookiesOf,
  randomIp,
  randomPassword,
  signIn,
  uniqueEmail,
} from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { OperatorsService } from '../operators/operators.service';
import { Database } from '../platform/database/database';
import { LoginThrottle, TOO_MANY_FAILURES_DETAIL } from './login-throttle.service';
import { unknownAccountTarget, WRONG_CREDENTIALS_DETAIL } from './sign-in.service';
import { NOT_SIGNED_IN_DETAIL } from './admin-session.guard';
import { sha256Hex } from './tokens';

describe('Sign-in (POST/GET/DELETE /api/admin/session)', () => {
  let app: NestExpressApplication;
  let db: Database;

  const newOperator = async (role: 'admin' | 'sales' | 'hr' = 'sales') => {
    const password = randomPassword();
    const operator = await app.get(OperatorsService).create({
      email: uniqueEmail(role),
      displayName: `Sign-in ${role}`,
      role,
      password,
    });
    return { operator, password };
  };

  const auditSince = (id: string) =>
    db.query<{ action: string; actor_label: string | null; target: string | null; ip: string | null }>(
      'SELECT action, actor_label, target, host(ip) AS ip FROM audit_log WHERE id > $1 ORDER BY id',
      [id],
    );
  /** What login_failure stores for an account (a keyed hash of the lower-cased email). */
  const keyOf = (email: string) => app.get(LoginThrottle).keyOf(email.toLowerCase());
  const lastAuditId = async () =>
    (await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM audit_log'))[0]!.id;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
  });
  afterAll(() => app.close());

  it('signs in with the right password: a session cookie (HttpOnly, SameSite=Strict, Path=/), no-store', async () => {
    const { operator, password } = await newOperator('hr');
    const { response, cookie } = await attemptSignIn(app, { email: operator.email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      status: 'signed-in',
      operator: expect.objectContaining({ id: operator.id, role: 'hr', twoFactorEnabled: false }),
      twoFactorEnrolmentRequired: false,
    });
    const line = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE.plain}=`))!;
    expect(line).toMatch(/^ow_admin=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Secure/);

    const token = cookiesOf(response)[ADMIN_SESSION_COOKIE.plain]!;
    const [row] = await db.query<{ operator_id: string; stage: string }>(
      'SELECT operator_id, stage FROM operator_session WHERE token_hash = $1',
      [sha256Hex(token)],
    );
    expect(row).toEqual({ operator_id: operator.id, stage: 'signed-in' });
    expect(await db.query('SELECT 1 FROM operator_session WHERE token_hash = $1', [token])).toHaveLength(0);

    const session = await request(app.getHttpServer())
      .get(ADMIN_API.session)
      .set('Cookie', cookie)
      .expect(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.body.operator.email).toBe(operator.email);
    expect(
      Date.parse(session.body.absoluteExpiresAt) - Date.parse(session.body.idleExpiresAt),
    ).toBeGreaterThan(11 * 3600 * 1000);
    const { last_login_at } = (
      await db.query<{ last_login_at: Date | null }>('SELECT last_login_at FROM operator WHERE id = $1', [
        operator.id,
      ])
    )[0]!;
    expect(last_login_at).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown email alike (401, same body), auditing neither the email nor the password', async () => {
    const { operator } = await newOperator();
    const before = await lastAuditId();
    const ip = randomIp();
    const wrong = await attemptSignIn(app, { email: operator.email, password: 'Wrong-password-1' }, { ip });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await attemptSignIn(app, { email: unknownEmail, password: 'Wrong-password-2' }, { ip });
    for (const { response } of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body).toEqual({
        type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.401',
        title: 'Unauthorized',
        status: 401,
        detail: WRONG_CREDENTIALS_DETAIL,
        instance: ADMIN_API.session,
        // Each answer's own id (docs/operations.md); nothing else tells the two cases apart.
        requestId: response.headers['x-request-id'],
      });
      expect(cookiesOf(response)[ADMIN_SESSION_COOKIE.plain]).toBeUndefined();
    }
    const entries = await auditSince(before);
    expect(entries).toEqual([
      { action: 'sign-in-failed', actor_label: null, target: `operator ${operator.id}`, ip },
      { action: 'sign-in-failed', actor_label: null, target: null, ip },
    ]);
    const text = JSON.stringify(entries);
    for (const secret of [operator.email, unknownEmail, 'Wrong-password']) expect(text).not.toContain(secret);
    const failures = await db.query<{ email_key: string }>(
      'SELECT email_key FROM login_failure WHERE host(ip) = $1 ORDER BY id',
      [ip],
    );
    const throttle = app.get(LoginThrottle);
    expect(failures.map((f) => f.email_key)).toEqual([
      throttle.keyOf(operator.email.toLowerCase()),
      throttle.keyOf(unknownEmail),
    ]);
    expect(JSON.stringify(failures)).not.toContain('@example.com');
  });

  it(`locks the account from an address after ${LOGIN_THROTTLE.maxFailures} failures there in ${LOGIN_THROTTLE.windowMinutes} minutes: 429 with Retry-After, even for the right password`, async () => {
    const { operator, password } = await newOperator();
    const ip = randomIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const { response } = await attemptSignIn(
        app,
        { email: operator.email, password: `wrong-${i}-password` },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    // The oldest failure, 10 minutes ago, leaves the window in 5 minutes.
    await db.query(
      `UPDATE login_failure SET at = now() - interval '10 minutes'
       WHERE id = (SELECT min(id) FROM login_failure WHERE email_key = $1)`,
      [keyOf(operator.email)],
    );
    const sixth = await attemptSignIn(app, { email: operator.email, password: 'wrong-6-password' }, { ip });
    expect(sixth.response.status).toBe(429);
    expect(sixth.response.body).toMatchObject({ status: 429, detail: TOO_MANY_FAILURES_DETAIL });
    const retryAfter = Number(sixth.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);

    const right = await attemptSignIn(app, { email: operator.email.toUpperCase(), password }, { ip });
    expect(right.response.status).toBe(429);
    expect(cookiesOf(right.response)[ADMIN_SESSION_COOKIE.plain]).toBeUndefined();
    // Refused attempts are not counted: the lockout does not grow by trying.
    const { count } = (
      await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM login_failure WHERE email_key = $1',
        [keyOf(operator.email)],
      )
    )[0]!;
    expect(count).toBe(LOGIN_THROTTLE.maxFailures);

    // Once the window has passed, the right password works again there and clears those failures.
    await db.query(`UPDATE login_failure SET at = now() - interval '16 minutes' WHERE email_key = $1`, [
      keyOf(operator.email),
    ]);
    expect((await attemptSignIn(app, { email: operator.email, password }, { ip })).response.status).toBe(200);
  });

  it("does not let a stranger's failures from one address lock the operator out elsewhere; the stranger stays throttled and each refusal is audited", async () => {
    const { operator, password } = await newOperator('admin');
    const stranger = randomIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const { response } = await attemptSignIn(
        app,
        { email: operator.email, password: `guess-${i}-password` },
        { ip: stranger },
      );
      expect(response.status).toBe(401);
    }
    const before = await lastAuditId();
    const refused = await attemptSignIn(app, { email: operator.email, password }, { ip: stranger });
    expect(refused.response.status).toBe(429);

    const office = randomIp();
    const own = await attemptSignIn(app, { email: operator.email, password }, { ip: office });
    expect(own.response.status).toBe(200);
    expect(own.response.body.status).toBe('signed-in');

    // The operator's sign-in does not clear the stranger's failures.
    const again = await attemptSignIn(
      app,
      { email: operator.email, password: 'guess-x-password' },
      { ip: stranger },
    );
    expect(again.response.status).toBe(429);
    // The stranger's refusals within one window are one entry with their count.
    expect(await auditSince(before)).toEqual([
      { action: 'sign-in-throttled', actor_label: null, target: `operator ${operator.id}`, ip: stranger },
      expect.objectContaining({ action: 'sign-in', ip: office }),
    ]);
    const [window] = await db.query<{ refusals: number }>(
      'SELECT refusals FROM audit_refusal_window WHERE audit_id = (SELECT min(id) FROM audit_log WHERE id > $1)',
      [before],
    );
    expect(window).toEqual({ refusals: 2 });
  });

  it('locks an unknown email from an address the same way, and audits the refusal under a keyed hash of the email, never the email', async () => {
    const email = uniqueEmail('ghost');
    const ip = randomIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const { response } = await attemptSignIn(app, { email, password: 'whatever-password' }, { ip });
      expect(response.status).toBe(401);
    }
    const before = await lastAuditId();
    const { response } = await attemptSignIn(app, { email, password: 'whatever-password' }, { ip });
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await attemptSignIn(app, { email: email.toUpperCase(), password: 'another-password' }, { ip });
    const entries = await auditSince(before);
    // Both refusals, one entry (the window's first) with their count.
    expect(entries).toHaveLength(1);
    const secret = app.get<AppConfig>(APP_CONFIG).csrfSecret;
    for (const entry of entries) {
      expect(entry).toEqual({
        action: 'sign-in-throttled',
        actor_label: null,
        target: unknownAccountTarget(secret, email.toLowerCase()),
        ip,
      });
    }
    expect(entries[0]!.target).toMatch(/^unknown account [0-9a-f]{32}$/);
    const text = JSON.stringify(entries);
    for (const clear of [email, email.split('@')[0]!, 'whatever-password']) expect(text).not.toContain(clear);
  });

  it(`counts parallel guesses atomically: of 20 at once from one address, exactly ${LOGIN_THROTTLE.maxFailures} are checked`, async () => {
    const { operator } = await newOperator();
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attemptSignIn(app, { email: operator.email, password: `parallel-${i}-password` }, { ip }),
      ),
    );
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_THROTTLE.maxFailures);
    const [row] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM login_failure WHERE email_key = $1',
      [keyOf(operator.email)],
    );
    expect(row!.count).toBe(LOGIN_THROTTLE.maxFailures);
  });

  it('limits one account from every address (ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT), an account with a second factor too', async () => {
    const perAccount = app.get<AppConfig>(APP_CONFIG).admin.loginMaxFailuresPerAccount;
    const { operator, password } = await newOperator();
    const { operator: withCode, password: codePassword } = await newOperator();
    await db.query(`UPDATE operator SET totp_secret = $2 WHERE id = $1`, [withCode.id, generateSecret()]);
    for (const target of [operator, withCode]) {
      await db.query(
        `INSERT INTO login_failure (email_key, ip)
         SELECT $1, ('10.250.' || (i / 250) || '.' || (i % 250 + 1))::inet FROM generate_series(0, $2 - 1) AS i`,
        [keyOf(target.email), perAccount],
      );
    }
    const blocked = await attemptSignIn(app, { email: operator.email, password });
    expect(blocked.response.status).toBe(429);
    const second = await attemptSignIn(app, { email: withCode.email, password: codePassword });
    expect(second.response.status).toBe(429);
    expect(second.response.body).toMatchObject({ status: 429, detail: TOO_MANY_FAILURES_DETAIL });
  });

  it('limits failures per client address, whatever the accounts', async () => {
    const ip = randomIp();
    const max = app.get<AppConfig>(APP_CONFIG).admin.loginMaxFailuresPerAddress;
    for (let i = 0; i < max; i++) {
      const { response } = await attemptSignIn(
        app,
        { email: uniqueEmail('spray'), password: 'sprayed-password' },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const { operator, password } = await newOperator();
    const blocked = await attemptSignIn(app, { email: operator.email, password }, { ip });
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is not affected.
    expect((await attemptSignIn(app, { email: operator.email, password })).response.status).toBe(200);
  });

  it('refuses a disabled operator with the same 401', async () => {
    const { operator, password } = await newOperator();
    await db.query('UPDATE operator SET disabled = true WHERE id = $1', [operator.id]);
    const { response } = await attemptSignIn(app, { email: operator.email, password });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe(WRONG_CREDENTIALS_DETAIL);
  });

  it('gives a new session at every sign-in and ends the one the browser had', async () => {
    const { operator, password } = await newOperator();
    const first = await attemptSignIn(app, { email: operator.email, password });
    const firstToken = cookiesOf(first.response)[ADMIN_SESSION_COOKIE.plain]!;
    const second = await attemptSignIn(
      app,
      { email: operator.email, password },
      { sessionCookie: `${ADMIN_SESSION_COOKIE.plain}=${firstToken}` },
    );
    const secondToken = cookiesOf(second.response)[ADMIN_SESSION_COOKIE.plain]!;
    expect(secondToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secondToken).not.toBe(firstToken);
    const server = app.getHttpServer() as Server;
    const old = await request(server)
      .get(ADMIN_API.session)
      .set('Cookie', `${ADMIN_SESSION_COOKIE.plain}=${firstToken}`)
      .expect(401);
    expect(old.body.detail).toBe(NOT_SIGNED_IN_DETAIL);
    await request(server)
      .get(ADMIN_API.session)
      .set('Cookie', `${ADMIN_SESSION_COOKIE.plain}=${secondToken}`)
      .expect(200);
  });

  it('signs out: the session row is gone, the cookie cleared, the call audited', async () => {
    const client = await signIn(app, { role: 'sales' });
    const before = await lastAuditId();
    const response = await client.delete(ADMIN_API.session).expect(204);
    const cleared = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('ow_admin='));
    expect(cleared).toMatch(/^ow_admin=;.*Expires=Thu, 01 Jan 1970/);
    await client.get(ADMIN_API.session).expect(401);
    expect(
      await db.query('SELECT 1 FROM operator_session WHERE operator_id = $1', [client.operator.id]),
    ).toHaveLength(0);
    expect(await auditSince(before)).toEqual([
      expect.objectContaining({ action: 'sign-out', actor_label: `Test sales <${client.operator.email}>` }),
    ]);
  });

  it('refuses calls without a session (401 problem details) and sign-in without the anti-forgery token (403)', async () => {
    const server = app.getHttpServer() as Server;
    const anonymous = await request(server).get(ADMIN_API.session).expect(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    await request(server).get(ADMIN_API.session).set('Cookie', 'ow_admin=not-a-token').expect(401);
    await request(server)
      .get(ADMIN_API.session)
      .set('Cookie', `ow_admin=${'A'.repeat(43)}`)
      .expect(401);
    const { operator, password } = await newOperator();
    await request(server).post(ADMIN_API.session).send({ email: operator.email, password }).expect(403);
    const csrf = await csrfSession(server);
    const invalid = await request(server)
      .post(ADMIN_API.session)
      .set('Cookie', csrf.cookie)
      .set(CSRF_HEADER, csrf.token)
      .send({ email: operator.email, password, remember: true })
      .expect(400);
    expect(invalid.body.errors).toEqual({ remember: ['This field is not accepted.'] });
  });
});
