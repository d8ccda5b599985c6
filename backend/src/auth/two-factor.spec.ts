import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER } from '@orbitwise/contracts';
import { ADMIN_API, ADMIN_SESSION_COOKIE } from '@orbitwise/contracts/admin';
import type { Server } from 'node:http';
import { generate } from 'otplib';
import request from 'supertest';
import { attemptSignIn, cookiesOf, signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp, testConfig } from '../../test/test-app';
import { Database } from '../platform/database/database';
import { REQUIRED_FOR_ADMINS_DETAIL } from './account.service';
import { ENROLMENT_REQUIRED_DETAIL } from './admin-session.guard';
import { SECOND_STEP_REFUSED_DETAIL } from './sign-in.service';
import { sha256Hex } from './tokens';

/** The code of the 30-second step `stepsAhead` from now (the server accepts one step of drift). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

async function enrol(client: OperatorClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = (await client.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body;
  const confirmed = await client
    .post(ADMIN_API.accountTwoFactor)
    .send({ code: await codeFor(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('Two-factor sign-in', () => {
  let app: NestExpressApplication;
  let db: Database;

  /** The password step; returns the cookie of the two-factor stage. */
  const passwordStep = async (client: OperatorClient) => {
    const { response, cookie, csrfToken } = await attemptSignIn(app, {
      email: client.operator.email,
      password: client.password,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'two-factor-required' });
    return { cookie, csrfToken };
  };
  const codeStep = (step: { cookie: string; csrfToken: string }, code: string) =>
    request(app.getHttpServer() as Server)
      .post(ADMIN_API.sessionTwoFactor)
      .set('Cookie', step.cookie)
      .set(CSRF_HEADER, step.csrfToken)
      .send({ code });

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
  });
  afterAll(() => app.close());

  it('enrols with a QR code and a confirming code, and shows ten recovery codes once, stored hashed', async () => {
    const client = await signIn(app, { role: 'sales' });
    const started = await client.post(ADMIN_API.accountTwoFactorEnrolment).expect(200);
    const { secret, otpauthUrl, qrSvg } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Orbitwise%20console:/);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(started.headers['cache-control']).toBe('no-store');
    const [pending] = await db.query<{ totp_secret: string | null; totp_pending_secret: string }>(
      'SELECT totp_secret, totp_pending_secret FROM operator WHERE id = $1',
      [client.operator.id],
    );
    // Encrypted at rest (totp-encryption.spec.ts): never the secret itself.
    expect(pending).toEqual({
      totp_secret: null,
      totp_pending_secret: expect.stringMatching(/^gcm1\.test\./),
    });
    expect(pending!.totp_pending_secret).not.toContain(secret);

    const wrong = await client.post(ADMIN_API.accountTwoFactor).send({ code: '000000' }).expect(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);

    const confirmed = await client
      .post(ADMIN_API.accountTwoFactor)
      .send({ code: await codeFor(secret) })
      .expect(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await db.query<{ code_hash: string; used_at: Date | null }>(
      'SELECT code_hash, used_at FROM operator_recovery_code WHERE operator_id = $1',
      [client.operator.id],
    );
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      codes.map((c) => sha256Hex(c.replace('-', ''))).sort(),
    );
    expect(stored.every((row) => row.used_at === null)).toBe(true);
    const session = await client.get(ADMIN_API.session).expect(200);
    expect(session.body.operator.twoFactorEnabled).toBe(true);
    await client.post(ADMIN_API.accountTwoFactorEnrolment).expect(409);
  });

  it('signs in with password then authenticator code; the same code cannot be used twice', async () => {
    const client = await signIn(app, { role: 'hr' });
    const { secret } = await enrol(client);
    const server = app.getHttpServer() as Server;

    const step = await passwordStep(client);
    // The password step alone opens nothing.
    await request(server).get(ADMIN_API.session).set('Cookie', step.cookie).expect(401);
    // The confirming code spent this step: the next one is the code of the next step.
    const code = await codeFor(secret, 1);
    const done = await codeStep(step, code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'signed-in', operator: { id: client.operator.id } });
    const stageToken = /ow_admin=([^;]+)/.exec(step.cookie)![1]!;
    const signedInToken = cookiesOf(done)[ADMIN_SESSION_COOKIE.plain]!;
    expect(signedInToken).not.toBe(stageToken);
    expect(
      await db.query('SELECT 1 FROM operator_session WHERE token_hash = $1', [sha256Hex(stageToken)]),
    ).toHaveLength(0);
    await request(server).get(ADMIN_API.session).set('Cookie', `ow_admin=${signedInToken}`).expect(200);
    // The stage's cookie is spent.
    expect((await codeStep(step, code)).body.detail).toBe(SECOND_STEP_REFUSED_DETAIL);

    const replay = await codeStep(await passwordStep(client), code);
    expect(replay.status).toBe(401);
    expect(replay.body.detail).toBe(SECOND_STEP_REFUSED_DETAIL);
    const older = await codeStep(await passwordStep(client), await codeFor(secret, 0));
    expect(older.status).toBe(401);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const client = await signIn(app, { role: 'sales' });
    const { recoveryCodes } = await enrol(client);
    const [first, second] = recoveryCodes as [string, string];
    expect((await codeStep(await passwordStep(client), first)).status).toBe(200);
    expect((await codeStep(await passwordStep(client), first)).status).toBe(401);
    const typed = ` ${second.toUpperCase().replace('-', ' ')} `;
    expect((await codeStep(await passwordStep(client), typed)).status).toBe(200);
    const { used } = (
      await db.query<{ used: number }>(
        'SELECT count(*)::int AS used FROM operator_recovery_code WHERE operator_id = $1 AND used_at IS NOT NULL',
        [client.operator.id],
      )
    )[0]!;
    expect(used).toBe(2);
  });

  it('expires the password step after 5 minutes', async () => {
    const client = await signIn(app, { role: 'sales' });
    const { secret } = await enrol(client);
    const step = await passwordStep(client);
    const [row] = await db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM absolute_expires_at - created_at) / 60)::int AS minutes
       FROM operator_session WHERE operator_id = $1 AND stage = 'two-factor'`,
      [client.operator.id],
    );
    expect(row!.minutes).toBe(5);
    await db.query(
      `UPDATE operator_session SET absolute_expires_at = now() - interval '1 second'
       WHERE operator_id = $1 AND stage = 'two-factor'`,
      [client.operator.id],
    );
    const late = await codeStep(step, await codeFor(secret, 1));
    expect(late.status).toBe(401);
    expect(late.body.detail).toBe(SECOND_STEP_REFUSED_DETAIL);
  });

  it('renews the recovery codes with the password and a code; the old ones stop working', async () => {
    const client = await signIn(app, { role: 'hr' });
    const { secret, recoveryCodes } = await enrol(client);
    await client.post(ADMIN_API.accountRecoveryCodes).send({}).expect(400);
    await client
      .post(ADMIN_API.accountRecoveryCodes)
      .send({ password: 'not-the-password', code: recoveryCodes[1] })
      .expect(400);
    await client.post(ADMIN_API.accountRecoveryCodes).send({ password: client.password }).expect(400);
    const renewed = await client
      .post(ADMIN_API.accountRecoveryCodes)
      .send({ password: client.password, code: recoveryCodes[1] })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await codeStep(await passwordStep(client), recoveryCodes[0]!)).status).toBe(401);
    const byCode = await client
      .post(ADMIN_API.accountRecoveryCodes)
      .send({ password: client.password, code: await codeFor(secret, 1) })
      .expect(200);
    expect((await codeStep(await passwordStep(client), byCode.body.recoveryCodes[0])).status).toBe(200);
  });

  it('turns two-factor sign-in off with the password and a code; sign-in is then one step', async () => {
    const client = await signIn(app, { role: 'sales' });
    const { secret } = await enrol(client);
    const code = await codeFor(secret, 1);
    await client.delete(ADMIN_API.accountTwoFactor).send({ password: 'not-the-password', code }).expect(400);
    await client.delete(ADMIN_API.accountTwoFactor).send({ password: client.password }).expect(400);
    await client.delete(ADMIN_API.accountTwoFactor).send({ password: client.password, code }).expect(204);
    const [row] = await db.query<{ totp_secret: string | null; codes: number }>(
      `SELECT totp_secret, (SELECT count(*)::int FROM operator_recovery_code WHERE operator_id = $1) AS codes
       FROM operator WHERE id = $1`,
      [client.operator.id],
    );
    expect(row).toEqual({ totp_secret: null, codes: 0 });
    const { response } = await attemptSignIn(app, {
      email: client.operator.email,
      password: client.password,
    });
    expect(response.body.status).toBe('signed-in');
    const actions = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE actor_id = $1 AND action LIKE 'two-factor%' ORDER BY id`,
      [client.operator.id],
    );
    expect(actions.map((a) => a.action)).toEqual(['two-factor-enabled', 'two-factor-disabled']);
  });

  describe('with ADMIN_REQUIRE_2FA', () => {
    let strict: NestExpressApplication;
    beforeAll(async () => {
      strict = await createTestApp({ admin: { ...testConfig().admin, requireTwoFactor: true } });
    });
    afterAll(() => strict.close());

    it('lets an admin without it do nothing but enrol', async () => {
      const admin = await signIn(strict, { role: 'admin' });
      const session = await admin.get(ADMIN_API.session).expect(200);
      expect(session.body.twoFactorEnrolmentRequired).toBe(true);
      for (const call of [admin.get(ADMIN_API.operators), admin.get(ADMIN_API.audit)]) {
        const refused = await call.expect(403);
        expect(refused.body.detail).toBe(ENROLMENT_REQUIRED_DETAIL);
      }
      await admin
        .post(ADMIN_API.accountPassword)
        .send({ currentPassword: admin.password, newPassword: `${admin.password}-new` })
        .expect(403);

      const { secret } = (await admin.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body;
      await admin
        .post(ADMIN_API.accountTwoFactor)
        .send({ code: await codeFor(secret) })
        .expect(200);
      expect((await admin.get(ADMIN_API.session).expect(200)).body.twoFactorEnrolmentRequired).toBe(false);
      await admin.get(ADMIN_API.operators).expect(200);

      const refused = await admin
        .delete(ADMIN_API.accountTwoFactor)
        .send({ password: admin.password, code: await codeFor(secret, 1) })
        .expect(403);
      expect(refused.body.detail).toBe(REQUIRED_FOR_ADMINS_DETAIL);
    });

    it('says so at sign-in, and does not force other roles', async () => {
      const admin = await signIn(strict, { role: 'admin' });
      const { response } = await attemptSignIn(strict, {
        email: admin.operator.email,
        password: admin.password,
      });
      expect(response.body).toMatchObject({ status: 'signed-in', twoFactorEnrolmentRequired: true });
      const hr = await signIn(strict, { role: 'hr' });
      expect((await hr.get(ADMIN_API.session).expect(200)).body.twoFactorEnrolmentRequired).toBe(false);
    });
  });
});
