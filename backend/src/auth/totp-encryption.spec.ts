import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER } from '@orbitwise/contracts';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { generate, generateSecret } from 'otplib';
import request from 'supertest';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { attemptSignIn, randomPassword, signIn, uniqueEmail } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { OperatorsService } from '../operators/operators.service';
import { SecretBox, type SecretKey } from '../platform/crypto/secret-box';

const key = (id: string): SecretKey => ({ id, key: createHash('sha256').update(`totp key ${id}`).digest() });
const codeNow = (secret: string) => generate({ secret });

describe('TOTP secrets encrypted at rest (TOTP_ENCRYPTION_KEYS)', () => {
  let database: FreshDatabase;
  let app: NestExpressApplication | undefined;
  const older = key('2026-05');
  const newer = key('2026-11');

  const start = async (keys: SecretKey[]) => {
    await app?.close();
    app = await createApp(testConfig({ totpEncryptionKeys: keys }), database.url);
    return app;
  };
  const stored = async (id: string) =>
    (
      await database.query<{ totp_secret: string | null; totp_pending_secret: string | null }>(
        'SELECT totp_secret, totp_pending_secret FROM operator WHERE id = $1',
        [id],
      )
    )[0]!;
  /** Password and code through the API: 200 signed-in, or the failing status. */
  const signInWithCode = async (email: string, password: string, secret: string) => {
    const step = await attemptSignIn(app!, { email, password });
    expect(step.response.body).toEqual({ status: 'two-factor-required' });
    const answer = await request(app!.getHttpServer() as Server)
      .post(ADMIN_API.sessionTwoFactor)
      .set('Cookie', step.cookie)
      .set(CSRF_HEADER, step.csrfToken)
      .send({ code: await codeNow(secret) });
    return answer.status;
  };

  beforeAll(async () => {
    database = await freshDatabase('totp_keys');
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  it('stores the pending and the active secret encrypted under the current key, bound to the operator', async () => {
    await start([older]);
    const client = await signIn(app!, { role: 'sales' });
    const { secret } = (await client.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body;
    const pending = await stored(client.operator.id);
    expect(pending.totp_pending_secret).toMatch(/^gcm1\.2026-05\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(pending.totp_pending_secret).not.toContain(secret);
    expect(new SecretBox([older]).open(pending.totp_pending_secret!, client.operator.id)).toBe(secret);

    await client
      .post(ADMIN_API.accountTwoFactor)
      .send({ code: await codeNow(secret) })
      .expect(200);
    const active = await stored(client.operator.id);
    expect(active.totp_pending_secret).toBeNull();
    expect(active.totp_secret).toBe(pending.totp_pending_secret);
    // Copied to another operator's row, the sealed secret does not open (the id is authenticated).
    expect(() =>
      new SecretBox([older]).open(active.totp_secret!, '00000000-0000-0000-0000-000000000000'),
    ).toThrow();
  });

  it('encrypts secrets stored in clear and re-encrypts those of an older key at start; codes keep working', async () => {
    await start([older]);
    const operators = app!.get(OperatorsService);
    const password = randomPassword();
    const [plain, rotated] = await Promise.all(
      ['plain', 'rotated'].map((label) =>
        operators.create({ email: uniqueEmail(label), displayName: label, role: 'hr', password }),
      ),
    );
    const plainSecret = generateSecret();
    const rotatedSecret = generateSecret();
    const pendingSecret = generateSecret();
    await database.query('UPDATE operator SET totp_secret = $2, totp_pending_secret = $3 WHERE id = $1', [
      plain!.id,
      plainSecret,
      pendingSecret,
    ]);
    await database.query('UPDATE operator SET totp_secret = $2 WHERE id = $1', [
      rotated!.id,
      new SecretBox([older]).seal(rotatedSecret, rotated!.id),
    ]);

    await start([newer, older]);
    const box = new SecretBox([newer]);
    const afterPlain = await stored(plain!.id);
    expect(afterPlain.totp_secret).toMatch(/^gcm1\.2026-11\./);
    expect(box.open(afterPlain.totp_secret!, plain!.id)).toBe(plainSecret);
    expect(box.open(afterPlain.totp_pending_secret!, plain!.id)).toBe(pendingSecret);
    const afterRotation = await stored(rotated!.id);
    expect(afterRotation.totp_secret).toMatch(/^gcm1\.2026-11\./);
    expect(box.open(afterRotation.totp_secret!, rotated!.id)).toBe(rotatedSecret);
    const everything = JSON.stringify(
      await database.query('SELECT totp_secret, totp_pending_secret FROM operator'),
    );
    for (const secret of [plainSecret, rotatedSecret, pendingSecret])
      expect(everything).not.toContain(secret);

    // The older key is no longer needed: sign-in with a code works with the new key alone.
    await start([newer]);
    expect(await signInWithCode(rotated!.email, password, rotatedSecret)).toBe(200);
    expect(await signInWithCode(plain!.email, password, plainSecret)).toBe(200);
  });

  it('refuses a code when the key of the secret is gone, without an error page', async () => {
    await start([older]);
    const password = randomPassword();
    const operator = await app!
      .get(OperatorsService)
      .create({ email: uniqueEmail('lost'), displayName: 'Lost key', role: 'sales', password });
    const secret = generateSecret();
    await database.query('UPDATE operator SET totp_secret = $2 WHERE id = $1', [
      operator.id,
      new SecretBox([older]).seal(secret, operator.id),
    ]);
    await start([newer]);
    expect(await signInWithCode(operator.email, password, secret)).toBe(401);
  });
});
