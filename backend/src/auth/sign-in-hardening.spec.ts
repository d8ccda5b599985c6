import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER } from '@orbitwise/contracts';
import { ADMIN_API, ADMIN_SESSION_COOKIE, LOGIN_THROTTLE } from '@orbitwise/contracts/admin';
import { randomBytes, randomInt } from 'node:crypto';
import type { Server } from 'node:http';
import { generate, generateSecret } from 'otplib';
import request from 'supertest';
import { attemptSignIn, cookiesOf, randomIp, randomPassword, uniqueEmail } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { OperatorsService } from '../operators/operators.service';
import { Database } from '../platform/database/database';
import { LoginThrottle, TOO_MANY_FAILURES_DETAIL } from './login-throttle.service';
import { SECOND_STEP_REFUSED_DETAIL } from './sign-in.service';

/** A /64 of its own (documentation prefix 2001:db8::/32), so that one test's failures stay its own. */
/** Four hex digits with no leading zero: written as PostgreSQL writes a network back (`0296` is `296`). */
const group = () => (0x1000 + randomInt(0xf000)).toString(16);
const randomPrefix64 = () => `2001:db8:${group()}:${group()}`;

describe('Sign-in hardening: IPv6 networks, the account ceiling, no password oracle', () => {
  let app: NestExpressApplication;
  let db: Database;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
  });
  afterAll(() => app.close());

  const newOperator = async () => {
    const password = randomPassword();
    const operator = await app.get(OperatorsService).create({
      email: uniqueEmail('hardening'),
      displayName: 'Hardening Test',
      role: 'sales',
      password,
    });
    return { operator, password };
  };
  /** An operator with an authenticator secret (stored in clear, which is read as is). */
  const newOperatorWithCode = async () => {
    const { operator, password } = await newOperator();
    const secret = generateSecret();
    await db.query('UPDATE operator SET totp_secret = $2 WHERE id = $1', [operator.id, secret]);
    return { operator, password, secret };
  };
  const failuresOf = async (email: string) =>
    (
      await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM login_failure WHERE email_key = $1',
        [app.get(LoginThrottle).keyOf(email.toLowerCase())],
      )
    )[0]!.count;
  const codeStep = (step: { cookie: string; csrfToken: string }, code: string, ip = '127.0.0.1') =>
    request(app.getHttpServer() as Server)
      .post(ADMIN_API.sessionTwoFactor)
      .set('X-Forwarded-For', ip)
      .set('Cookie', step.cookie)
      .set(CSRF_HEADER, step.csrfToken)
      .send({ code });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
    const { operator, password } = await newOperator();
    const prefix = randomPrefix64();
    // 2^64 addresses, one client: five guesses from five of them reach the limit of one.
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const ip = `${prefix}:${randomBytes(2).toString('hex')}:${i}::${i + 1}`;
      const { response } = await attemptSignIn(
        app,
        { email: operator.email, password: `wrong-${i}` },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const sameNetwork = await attemptSignIn(
      app,
      { email: operator.email, password },
      { ip: `${prefix}::beef` },
    );
    expect(sameNetwork.response.status).toBe(429);
    expect(sameNetwork.response.body).toMatchObject({ detail: TOO_MANY_FAILURES_DETAIL });
    const [{ networks }] = (await db.query<{ networks: string[] }>(
      'SELECT array_agg(DISTINCT ip::text) AS networks FROM login_failure WHERE email_key = $1',
      [app.get(LoginThrottle).keyOf(operator.email.toLowerCase())],
    )) as [{ networks: string[] }];
    expect(networks).toEqual([`${prefix}::/64`]);

    const otherNetwork = `${randomPrefix64()}::1`;
    const elsewhere = await attemptSignIn(app, { email: operator.email, password }, { ip: otherNetwork });
    expect(elsewhere.response.status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const { operator, password } = await newOperator();
    const ip = randomIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const from = i % 2 === 0 ? ip : `::ffff:${ip}`;
      const { response } = await attemptSignIn(
        app,
        { email: operator.email, password: `wrong-${i}` },
        { ip: from },
      );
      expect(response.status).toBe(401);
    }
    for (const from of [ip, `::ffff:${ip}`]) {
      expect(
        (await attemptSignIn(app, { email: operator.email, password }, { ip: from })).response.status,
      ).toBe(429);
    }
  });

  it('keeps the per-account ceiling on the password step of an account with a second factor', async () => {
    const perAccount = app.get<AppConfig>(APP_CONFIG).admin.loginMaxFailuresPerAccount;
    const { operator, password } = await newOperatorWithCode();
    // Failures spread over many addresses, each below its own limits.
    for (let i = 0; i < perAccount; i++) {
      const { response } = await attemptSignIn(app, { email: operator.email, password: `spread-${i}` });
      expect(response.status).toBe(200);
    }
    expect(await failuresOf(operator.email)).toBe(perAccount);
    const right = await attemptSignIn(app, { email: operator.email, password });
    expect(right.response.status).toBe(429);
    expect(right.response.body).toMatchObject({ status: 429, detail: TOO_MANY_FAILURES_DETAIL });
  });

  it('answers a right and a wrong password of an account with a second factor alike, and refuses both alike at the code', async () => {
    const { operator, password, secret } = await newOperatorWithCode();
    const ip = randomIp();
    const right = await attemptSignIn(app, { email: operator.email, password }, { ip });
    const wrong = await attemptSignIn(app, { email: operator.email, password: 'not-the-password' }, { ip });
    for (const step of [right, wrong]) {
      expect(step.response.status).toBe(200);
      expect(step.response.body).toEqual({ status: 'two-factor-required' });
      expect(cookiesOf(step.response)[ADMIN_SESSION_COOKIE.plain]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(Object.keys(right.response.headers).sort()).toEqual(Object.keys(wrong.response.headers).sort());
    // Both guesses stay counted: the throttle's counts do not tell them apart either.
    expect(await failuresOf(operator.email)).toBe(2);

    // The wrong password's step with the right code, the right password's with a wrong code: one answer.
    const code = await generate({ secret });
    const afterWrong = await codeStep(wrong, code);
    const afterRight = await codeStep(right, code === '000000' ? '111111' : '000000');
    for (const answer of [afterWrong, afterRight]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: 401, detail: SECOND_STEP_REFUSED_DETAIL });
    }
    // A step takes one code: the right code after a wrong one needs the password again.
    expect((await codeStep(right, code)).body.detail).toBe(SECOND_STEP_REFUSED_DETAIL);
    const again = await attemptSignIn(app, { email: operator.email, password }, { ip });
    const done = await codeStep(again, code, ip);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'signed-in', operator: { id: operator.id } });
    // The sign-in clears this address's guesses.
    expect(await failuresOf(operator.email)).toBe(0);
  });
});
