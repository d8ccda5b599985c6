import {
  API_PATHS,
  CAPTCHA_HEADER,
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import {
  INTEGRATION_ADMIN_API,
  INTEGRATION_API,
  INTEGRATION_KEY_CREATE_MESSAGES,
  INTEGRATION_KEY_MESSAGES,
  INTEGRATION_KEY_PATTERNS,
  INTEGRATION_KEY_PREFIXES,
  type IntegrationKeyKind,
  type IntegrationKeyListResponse,
  type IntegrationKeySecretResponse,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';
import type { Request } from 'express';
import type { Server } from 'node:http';
import request from 'supertest';
import { solveCaptcha } from '../../test/api-client';
import { createConsoleApp, visitorEmail, type ConsoleApp } from '../../test/console-app';
import { createKey, KeyClient, problemOf } from '../../test/integration-keys';
import { signIn } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { integrationCallerOf } from '../platform/http/integration-caller';
import { IntegrationKeyAuthenticator } from './key-authenticator';

/**
 * The kinds of key: live and test keys for a partner's server (a test key runs every check and
 * answers as a live one), publishable keys for a partner's own page (submit only, its listed
 * origins, CORS for them alone, captcha still required).
 */

const PAGE = 'https://landing.partner.example';
const OTHER_PAGE = 'https://evil.example';

const KINDS: { kind: IntegrationKeyKind; scopes: IntegrationScope[]; allowedOrigins?: string[] }[] = [
  { kind: 'live', scopes: ['submit:contact', 'read:leads'] },
  { kind: 'test', scopes: ['submit:contact', 'read:leads'] },
  { kind: 'publishable', scopes: ['submit:contact'], allowedOrigins: [PAGE, 'http://localhost:5173'] },
];

describe('Integration key kinds', () => {
  let ctx: ConsoleApp;
  let server: Server;

  beforeAll(async () => {
    ctx = await createConsoleApp();
    server = ctx.app.getHttpServer() as Server;
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it.each(KINDS)('creates, lists, rolls and revokes a $kind key, its kind and origins kept', async (spec) => {
    const { kind, scopes, allowedOrigins = [] } = spec;
    const created = await createKey(ctx.admin, scopes, `A ${kind} key`, { kind, allowedOrigins });
    expect(created.secret).toMatch(INTEGRATION_KEY_PATTERNS[kind]);
    const prefix = INTEGRATION_KEY_PREFIXES[kind];
    expect(created.key).toMatchObject({
      kind,
      allowedOrigins,
      scopes,
      hint: `${prefix}…${created.secret.slice(-4)}`,
    });
    const listed = (await ctx.admin.get(INTEGRATION_ADMIN_API.keys).expect(200))
      .body as IntegrationKeyListResponse;
    expect(listed.keys.find((k) => k.id === created.key.id)).toEqual(created.key);

    const rolled = (await ctx.admin.post(INTEGRATION_ADMIN_API.roll(created.key.id)).expect(201))
      .body as IntegrationKeySecretResponse;
    expect(rolled.secret).toMatch(INTEGRATION_KEY_PATTERNS[kind]);
    expect(rolled.key).toMatchObject({
      kind,
      allowedOrigins,
      scopes,
      rolledFrom: created.key.id,
      state: 'active',
    });
    const [row] = await ctx.db.query<{ kind: string; allowed_origins: string[] }[]>(
      'SELECT kind, allowed_origins FROM integration_key WHERE id = $1',
      [rolled.key.id],
    );
    expect(row).toEqual({ kind, allowed_origins: allowedOrigins });

    const revoked = await ctx.admin.post(INTEGRATION_ADMIN_API.revoke(rolled.key.id)).expect(200);
    expect(revoked.body).toMatchObject({ kind, allowedOrigins, state: 'revoked' });
  });

  it('marks the request with the key kind, which the sandbox and the captcha go by', async () => {
    const authenticator = ctx.app.get(IntegrationKeyAuthenticator);
    const marks: string[] = [];
    for (const { kind, scopes, allowedOrigins } of KINDS) {
      const { secret } = await createKey(ctx.admin, scopes, `Marked ${kind}`, { kind, allowedOrigins });
      const call = {
        method: 'POST',
        originalUrl: API_PATHS.addContactUs,
        headers: { authorization: `Bearer ${secret}`, origin: PAGE },
        secure: true,
        ip: '10.98.0.1',
      } as unknown as Request;
      const key = await authenticator.authenticate(call);
      await authenticator.admit(call, key!);
      marks.push(integrationCallerOf(call)!.kind);
    }
    expect(marks).toEqual(['live', 'test', 'publishable']);
  });

  it('a test key posts a lead and gets exactly the answer of a live key', async () => {
    const live = await createKey(ctx.admin, ['submit:contact'], 'Live twin');
    const test = await createKey(ctx.admin, ['submit:contact'], 'Test twin', { kind: 'test' });
    const answers = [];
    for (const [secret, ip] of [
      [live.secret, '10.98.1.1'],
      [test.secret, '10.98.1.2'],
    ] as const) {
      const partner = new KeyClient(ctx.app, secret, ip);
      const valid = await partner.enquiry('contact', visitorEmail(`twin-${ip}`));
      const invalid = await partner
        .post(API_PATHS.addContactUs)
        .send({ ...CONTACT_US_EXAMPLES.contact, email: 'x' });
      const outOfScope = await partner.enquiry('enquiry', visitorEmail('twin-scope'));
      answers.push({
        valid: [valid.status, Object.keys(valid.body as object).sort(), valid.headers['content-type']],
        invalid: [invalid.status, invalid.body.errors],
        outOfScope: [outOfScope.status, problemOf(outOfScope).detail],
      });
    }
    expect(answers[0]!.valid[0]).toBe(200);
    expect(answers[0]!.invalid[0]).toBe(400);
    expect(answers[1]).toEqual(answers[0]);
  });

  describe('publishable keys', () => {
    let publishable: IntegrationKeySecretResponse;
    const fromPage = (origin = PAGE) => ({ Authorization: `Bearer ${publishable.secret}`, Origin: origin });

    beforeAll(async () => {
      publishable = await createKey(ctx.admin, ['submit:contact', 'submit:newsletter'], 'Landing page', {
        kind: 'publishable',
        allowedOrigins: [PAGE],
      });
    });

    it('are refused read scopes, a missing or inexact origin, and origins on other kinds (400, nothing stored)', async () => {
      const [before] = await ctx.db.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM integration_key',
      );
      const attempt = async (body: object) => {
        const response = await ctx.admin.post(INTEGRATION_ADMIN_API.keys).send({ name: 'Page', ...body });
        return [response.status, response.body.errors];
      };
      const messages = INTEGRATION_KEY_CREATE_MESSAGES;
      const pub = { kind: 'publishable', scopes: ['submit:contact'] };
      expect(
        await attempt({ ...pub, scopes: ['submit:contact', 'read:leads'], allowedOrigins: [PAGE] }),
      ).toEqual([400, { scopes: [messages.publishableScopes] }]);
      expect(await attempt(pub)).toEqual([400, { allowedOrigins: [messages.originsRequired] }]);
      for (const origin of [
        `${PAGE}/`,
        `${PAGE}/form`,
        'ftp://partner.example',
        '*',
        'null',
        'https://Partner.example',
      ])
        expect([origin, ...(await attempt({ ...pub, allowedOrigins: [origin] }))]).toEqual([
          origin,
          400,
          { allowedOrigins: [messages.origin] },
        ]);
      expect(await attempt({ scopes: ['submit:contact'], allowedOrigins: [PAGE] })).toEqual([
        400,
        { allowedOrigins: [messages.originsOnlyPublishable] },
      ]);
      const [after] = await ctx.db.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM integration_key',
      );
      expect(after!.count).toBe(before!.count);
    });

    it('a preflight from a listed origin gets the CORS headers, from another none, and its POST is refused', async () => {
      const preflight = (origin: string) =>
        request(server)
          .options(API_PATHS.addContactUs)
          .set('Origin', origin)
          .set('Access-Control-Request-Method', 'POST')
          .set('Access-Control-Request-Headers', 'authorization, content-type, x-altcha');
      const allowed = await preflight(PAGE);
      expect(allowed.status).toBe(204);
      expect(allowed.headers).toMatchObject({
        'access-control-allow-origin': PAGE,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': `Authorization, Content-Type, ${CAPTCHA_HEADER}, Idempotency-Key`,
        vary: expect.stringContaining('Origin'),
      });
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

      const other = await preflight(OTHER_PAGE);
      expect(Object.keys(other.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      const captcha = await solveCaptcha(server);
      for (const headers of [fromPage(OTHER_PAGE), { Authorization: `Bearer ${publishable.secret}` }]) {
        const post = await request(server)
          .post(API_PATHS.addContactUs)
          .set(headers)
          .set(CAPTCHA_HEADER, captcha)
          .send({ ...CONTACT_US_EXAMPLES.contact, email: visitorEmail('pub-other') });
        expect([post.status, problemOf(post).detail]).toEqual([403, INTEGRATION_KEY_MESSAGES.origin]);
        expect(post.headers['access-control-allow-origin']).toBeUndefined();
      }
    });

    it('still need the captcha: without a solution the browser form message, with one the lead is stored', async () => {
      const email = visitorEmail('pub-page');
      const body = { ...CONTACT_US_EXAMPLES.contact, email };
      const withoutCaptcha = await request(server).post(API_PATHS.addContactUs).set(fromPage()).send(body);
      const browserForm = await ctx.visitor.post(API_PATHS.addContactUs).send(body);
      expect([withoutCaptcha.status, withoutCaptcha.body.errors]).toEqual([400, browserForm.body.errors]);
      expect(Object.keys(browserForm.body.errors as object)).toEqual(['captcha']);
      expect(withoutCaptcha.headers['access-control-allow-origin']).toBe(PAGE);

      const challenge = await request(server).get(API_PATHS.captchaChallenge).set('Origin', PAGE).expect(200);
      expect(challenge.headers['access-control-allow-origin']).toBe(PAGE);
      const accepted = await request(server)
        .post(API_PATHS.addContactUs)
        .set(fromPage())
        .set(CAPTCHA_HEADER, await solveCaptcha(server))
        .send(body);
      expect([accepted.status, accepted.body.isSuccess]).toEqual([200, true]);
      expect(accepted.headers['access-control-allow-origin']).toBe(PAGE);
      expect(accepted.headers['set-cookie']).toBeUndefined();
      const rows = await ctx.db.query<{ kind: string }[]>('SELECT kind FROM submission WHERE email = $1', [
        email,
      ]);
      expect(rows).toEqual([{ kind: 'contact' }]);
    });

    it('give a page the country codes and the forms config, and nothing else', async () => {
      const countries = await request(server).post(API_PATHS.getCountryCodes).set(fromPage()).send({});
      expect(countries.status).toBe(200);
      expect(countries.headers['access-control-allow-origin']).toBe(PAGE);
      const config = await request(server).get(API_PATHS.formsConfig).set('Origin', PAGE).expect(200);
      expect(config.headers['access-control-allow-origin']).toBe(PAGE);

      const read = await request(server).get(INTEGRATION_API.submissions).set(fromPage());
      expect([read.status, problemOf(read).detail]).toEqual([403, INTEGRATION_KEY_MESSAGES.scope]);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const readPreflight = await request(server)
        .options(INTEGRATION_API.submissions)
        .set('Origin', PAGE)
        .set('Access-Control-Request-Method', 'GET');
      expect(readPreflight.headers['access-control-allow-origin']).toBeUndefined();
      const csrfToken = await request(server).get(API_PATHS.csrfToken).set('Origin', PAGE);
      expect(csrfToken.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('a revoked key lists its origins no more', async () => {
      const origin = 'https://short-lived.partner.example';
      const { key } = await createKey(ctx.admin, ['submit:newsletter'], 'Short-lived page', {
        kind: 'publishable',
        allowedOrigins: [origin],
      });
      const preflight = () =>
        request(server)
          .options(API_PATHS.addUserSubscription)
          .set('Origin', origin)
          .set('Access-Control-Request-Method', 'POST');
      expect((await preflight()).headers['access-control-allow-origin']).toBe(origin);
      await ctx.admin.post(INTEGRATION_ADMIN_API.revoke(key.id)).expect(200);
      expect((await preflight()).headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('Publishable key limits', () => {
  it("limit each visitor's address as the site does, besides the key's own limit", async () => {
    const app = await createTestApp({ rateLimit: { max: 1, windowSeconds: 60 } });
    try {
      const admin = await signIn(app, { role: 'admin' });
      const { secret } = await createKey(admin, ['submit:newsletter'], 'Limited page', {
        kind: 'publishable',
        allowedOrigins: [PAGE],
      });
      const appServer = app.getHttpServer() as Server;
      const subscribe = async (ip: string) =>
        request(appServer)
          .post(API_PATHS.addUserSubscription)
          .set({ Authorization: `Bearer ${secret}`, Origin: PAGE, 'X-Forwarded-For': ip })
          .set(CAPTCHA_HEADER, await solveCaptcha(appServer))
          .send({ ...USER_SUBSCRIPTION_EXAMPLE, email: visitorEmail('pub-limit') });
      const statuses = [
        (await subscribe('10.97.0.1')).status,
        (await subscribe('10.97.0.1')).status,
        (await subscribe('10.97.0.2')).status,
      ];
      expect(statuses).toEqual([200, 429, 200]);
    } finally {
      await app.close();
    }
  });
});
