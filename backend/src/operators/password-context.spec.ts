import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { signIn, uniqueEmail } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { SetupService } from '../auth/setup.service';
import { ProblemException } from '../platform/problems/problem';
import { OperatorsService } from './operators.service';
import {
  PASSWORD_BUILT_ON_CONTEXT,
  PASSWORD_TOO_GUESSABLE,
  PASSWORD_WORD_AND_NUMBER,
  Passwords,
} from './passwords';

/** Built on the site's name, a season, a greeting, the site's host: each with a year, number or symbol. */
const CONTEXT_PASSWORDS = ['Orbitwise2026!', 'Welcome@2026!', 'Summer2026!!', 'orbitwise.example1'];
const STRONG_PASSPHRASE = 'tangerine ladder quietly orbit';
const SITE = {
  siteOrigin: 'https://www.orbitwise.example',
  notifications: { mailFrom: 'Orbitwise <x@y.z>' },
};

/** The field messages of a refused call: the reason a form shows under the field. */
async function refusal(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ProblemException)) throw new Error(`Not refused: ${String(error)}`);
  return error.problem.errors ?? {};
}

describe('Passwords built on the site, a season or a year', () => {
  it.each([
    ['Orbitwise2026!', PASSWORD_BUILT_ON_CONTEXT],
    ['Welcome@2026!', PASSWORD_WORD_AND_NUMBER],
    ['Summer2026!!', PASSWORD_WORD_AND_NUMBER],
    ['orbitwise.example1', PASSWORD_BUILT_ON_CONTEXT],
    // The host with its dots, zxcvbn scores 3: refused by the word-with-a-number rule.
    ['orbitwise.example!!2026', PASSWORD_WORD_AND_NUMBER],
    ['##www.orbitwise.example#2026', PASSWORD_WORD_AND_NUMBER],
  ])('refuses %s with a readable reason', (password, reason) => {
    const problem = new Passwords(SITE).problemWith(password, 'ana@example.com', 'Ana Admin');
    expect(problem).toContain(PASSWORD_TOO_GUESSABLE);
    expect(problem).toContain(reason);
  });

  it('takes a strong passphrase', () => {
    expect(new Passwords(SITE).problemWith(STRONG_PASSPHRASE, 'ana@example.com', 'Ana Admin')).toBeNull();
  });

  it("reads the site's words from SITE_ORIGIN and the company name from MAIL_FROM", () => {
    const elsewhere = new Passwords({
      siteOrigin: 'https://portal.quillfeather.example',
      notifications: { mailFrom: 'Zanthoria Labs <no-reply@quillfeather.example>' },
    });
    const theirs = ['quillfeather.example9', 'Zanthoria Labs 7'];
    for (const password of theirs)
      expect(elsewhere.problemWith(password, 'ana@example.com')).toContain(PASSWORD_BUILT_ON_CONTEXT);
    // The same passwords are strong for a site with other words.
    for (const password of theirs)
      expect(new Passwords(SITE).problemWith(password, 'ana@example.com')).toBeNull();
  });

  it('with the defaults (SITE_ORIGIN on localhost, MAIL_FROM unset) still knows the public host and company', () => {
    const defaults = testConfig();
    expect(new URL(defaults.siteOrigin).hostname).toBe('localhost');
    for (const password of CONTEXT_PASSWORDS)
      expect(new Passwords(defaults).problemWith(password, 'ana@example.com')).toContain(
        PASSWORD_TOO_GUESSABLE,
      );
    expect(new Passwords(defaults).problemWith('orbitwise.example1', 'ana@example.com')).toContain(
      PASSWORD_BUILT_ON_CONTEXT,
    );
  });

  describe.each([
    ['SITE_ORIGIN set to the public host', { siteOrigin: SITE.siteOrigin }],
    ['the defaults of plain npm start', {}],
  ])('at every place a password is set, with %s', (_, overrides) => {
    let database: FreshDatabase;
    let app: NestExpressApplication;

    beforeAll(async () => {
      database = await freshDatabase('password_context');
      app = await createApp(testConfig(overrides), database.url);
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('setup refuses each for the first administrator, and takes a strong passphrase', async () => {
      const setup = app.get(SetupService);
      const token = await setup.createToken();
      const first = { token, email: 'first.admin@example.com', displayName: 'First Admin' };
      for (const password of CONTEXT_PASSWORDS) {
        const errors = await refusal(setup.complete({ ...first, password }, null));
        expect(Object.keys(errors)).toEqual(['password']);
        expect(errors.password![0]).toContain(PASSWORD_TOO_GUESSABLE);
      }
      expect(await database.query('SELECT 1 FROM operator')).toHaveLength(0);
      const admin = await setup.complete({ ...first, password: STRONG_PASSPHRASE }, null);
      expect(admin).toMatchObject({ email: first.email, role: 'admin' });
    });

    it("an admin's new operator refuses each, and takes a strong passphrase", async () => {
      const operators = app.get(OperatorsService);
      const input = { email: uniqueEmail('created'), displayName: 'Sam Sales', role: 'sales' as const };
      for (const password of CONTEXT_PASSWORDS) {
        const errors = await refusal(operators.create({ ...input, password }));
        expect(errors.password![0]).toContain(PASSWORD_TOO_GUESSABLE);
      }
      expect(await database.query('SELECT 1 FROM operator WHERE email = $1', [input.email])).toHaveLength(0);
      await expect(operators.create({ ...input, password: STRONG_PASSPHRASE })).resolves.toMatchObject({
        email: input.email,
      });
    });

    it('a password change refuses each, and takes a strong passphrase', async () => {
      const client = await signIn(app, { role: 'hr' });
      for (const newPassword of CONTEXT_PASSWORDS) {
        const refused = await client
          .post(ADMIN_API.accountPassword)
          .send({ currentPassword: client.password, newPassword })
          .expect(400);
        expect(refused.body.errors.newPassword[0]).toContain(PASSWORD_TOO_GUESSABLE);
      }
      await client
        .post(ADMIN_API.accountPassword)
        .send({ currentPassword: client.password, newPassword: STRONG_PASSPHRASE })
        .expect(204);
    });
  });
});
