import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { generate } from 'otplib';
import { attemptSignIn, signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { Database } from '../platform/database/database';
import { PASSWORD_TOO_GUESSABLE } from '../operators/passwords';
import { WRONG_CODE, WRONG_PASSWORD } from './account.service';
import { emailKey, LoginThrottle } from './login-throttle.service';
import { CODE_REQUIRED, PASSWORD_REQUIRED } from './dto/account.dto';

/** The code of the 30-second step `stepsAhead` from now (the server accepts one step of drift). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** My account's password rules and step-up for sensitive changes. */
describe('My account', () => {
  let app: NestExpressApplication;
  let db: Database;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
  });
  afterAll(() => app.close());

  const passwordHash = async (client: OperatorClient) =>
    (
      await db.query<{ password_hash: string }>('SELECT password_hash FROM operator WHERE id = $1', [
        client.operator.id,
      ])
    )[0]!.password_hash;

  describe('a new password is checked against a strength estimator', () => {
    it.each([
      ['a common password', 'password1234', 'This is similar to a commonly used password.'],
      ['one repeated character', 'aaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['a keyboard row', 'qwertyuiop123', 'This is similar to a commonly used password.'],
    ])('refuses %s with its reason, and keeps the old one', async (_name, newPassword, warning) => {
      const client = await signIn(app, { role: 'hr' });
      const before = await passwordHash(client);
      const refused = await client
        .post(ADMIN_API.accountPassword)
        .send({ currentPassword: client.password, newPassword })
        .expect(400);
      expect(Object.keys(refused.body.errors)).toEqual(['newPassword']);
      const [message] = refused.body.errors.newPassword as string[];
      expect(message).toContain(PASSWORD_TOO_GUESSABLE);
      expect(message).toContain(warning);
      expect(message).toContain('Add more words that are less common.');
      expect(await passwordHash(client)).toBe(before);
    });

    it("counts the operator's own email and name against the password", async () => {
      const client = await signIn(app, {
        role: 'sales',
        email: `zebulon.quartermaine.${Date.now()}@example.com`,
        displayName: 'Zebulon Quartermaine',
      });
      // Two uncommon names: strong for a stranger (score 4), weak for this account.
      const refused = await client
        .post(ADMIN_API.accountPassword)
        .send({ currentPassword: client.password, newPassword: 'zebulonquartermaine' })
        .expect(400);
      expect(refused.body.errors.newPassword[0]).toContain(
        'There should not be any personal or page related data.',
      );
      const other = await signIn(app, { role: 'sales' });
      await other
        .post(ADMIN_API.accountPassword)
        .send({ currentPassword: other.password, newPassword: 'zebulonquartermaine' })
        .expect(204);
    });

    it('refuses a common password when an admin creates an operator', async () => {
      const admin = await signIn(app, { role: 'admin' });
      const email = `weak-${Date.now()}@example.com`;
      const refused = await admin
        .post(ADMIN_API.operators)
        .send({ email, displayName: 'Weak One', role: 'hr', password: 'password1234' })
        .expect(400);
      expect(refused.body.errors.password[0]).toContain('This is similar to a commonly used password.');
      expect(await db.query('SELECT 1 FROM operator WHERE email = $1', [email])).toHaveLength(0);
    });
  });

  describe('turning two-factor off and new recovery codes need the password and a current code', () => {
    async function enrolled(): Promise<{
      client: OperatorClient;
      secret: string;
      enrolmentCode: string;
      recoveryCodes: string[];
    }> {
      const client = await signIn(app, { role: 'sales' });
      const { secret } = (await client.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body;
      const enrolmentCode = await codeFor(secret);
      const confirmed = await client
        .post(ADMIN_API.accountTwoFactor)
        .send({ code: enrolmentCode })
        .expect(200);
      return { client, secret, enrolmentCode, recoveryCodes: confirmed.body.recoveryCodes };
    }
    const totpOn = async (client: OperatorClient) =>
      (
        await db.query<{ on: boolean }>('SELECT totp_secret IS NOT NULL AS on FROM operator WHERE id = $1', [
          client.operator.id,
        ])
      )[0]!.on;

    it('refuses the password alone, a code alone, and a replayed authenticator code', async () => {
      const { client, secret, enrolmentCode } = await enrolled();
      const passwordOnly = await client
        .delete(ADMIN_API.accountTwoFactor)
        .send({ password: client.password })
        .expect(400);
      expect(passwordOnly.body.errors).toEqual({ code: [CODE_REQUIRED] });
      const codeOnly = await client
        .post(ADMIN_API.accountRecoveryCodes)
        .send({ code: await codeFor(secret, 1) })
        .expect(400);
      expect(codeOnly.body.errors).toEqual({ password: [PASSWORD_REQUIRED] });
      // The enrolment spent its code: it cannot be used again (the very code, not this step's: the
      // step may have turned since on a slow run).
      const replayed = await client
        .delete(ADMIN_API.accountTwoFactor)
        .send({ password: client.password, code: enrolmentCode })
        .expect(400);
      expect(replayed.body.errors).toEqual({ code: [WRONG_CODE] });
      expect(await totpOn(client)).toBe(true);

      await client
        .delete(ADMIN_API.accountTwoFactor)
        .send({ password: client.password, code: await codeFor(secret, 1) })
        .expect(204);
      expect(await totpOn(client)).toBe(false);
    });

    it('spends the code only after the right password; a code works once', async () => {
      const { client, secret, recoveryCodes } = await enrolled();
      const code = await codeFor(secret, 1);
      const wrongPassword = await client
        .post(ADMIN_API.accountRecoveryCodes)
        .send({ password: 'not-the-password', code })
        .expect(400);
      expect(wrongPassword.body.errors).toEqual({ password: [WRONG_PASSWORD] });
      // Not burned by the refused call.
      const renewed = await client
        .post(ADMIN_API.accountRecoveryCodes)
        .send({ password: client.password, code })
        .expect(200);
      expect(renewed.body.recoveryCodes).toHaveLength(10);
      const again = await client
        .post(ADMIN_API.accountRecoveryCodes)
        .send({ password: client.password, code })
        .expect(400);
      expect(again.body.errors).toEqual({ code: [WRONG_CODE] });
      // The renewal ended the old recovery codes; a new one is spent by the step-up.
      await client
        .post(ADMIN_API.accountRecoveryCodes)
        .send({ password: client.password, code: recoveryCodes[0] })
        .expect(400);
      const [fresh] = renewed.body.recoveryCodes as string[];
      await client
        .delete(ADMIN_API.accountTwoFactor)
        .send({ password: client.password, code: fresh })
        .expect(204);
      const { response } = await attemptSignIn(app, {
        email: client.operator.email,
        password: client.password,
      });
      expect(response.body.status).toBe('signed-in');
    });

    it('counts a wrong code as a failed sign-in', async () => {
      const { client } = await enrolled();
      await client
        .post(ADMIN_API.accountRecoveryCodes)
        .send({ password: client.password, code: '000000' })
        .expect(400);
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_failure WHERE email_key = $1',
        [app.get(LoginThrottle).keyOf(emailKey(client.operator.email))],
      );
      expect(row!.n).toBe(1);
    });
  });
});
