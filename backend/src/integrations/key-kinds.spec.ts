import { API_PATHS, CAPTCHA_HEADER, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
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
});
