import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  API_PATHS,
  CONTACT_US_EXAMPLES,
  PROBLEM_CONTENT_TYPE,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import {
  INTEGRATION_ADMIN_API,
  INTEGRATION_API,
  INTEGRATION_KEY_CREATE_MESSAGES,
  INTEGRATION_KEY_MESSAGES,
  INTEGRATION_SCOPES,
  SUBMIT_SCOPES,
} from '@orbitwise/contracts/integrations';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request, { type Response, type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { KEY_FAILURES } from '../../src/integrations/key-authenticator';
import { ApiClient } from '../api-client';
import { createKey } from '../integration-keys';
import { randomIp, signIn, type OperatorClient } from '../operator-session';
import { pdf } from '../resume-fixtures';
import { NUL_IN_QUERY_DETAIL } from '../../src/platform/http/json-body';
import { envelopeId, submitApplication, submitEnquiry } from '../submissions';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { stateSnapshot } from './state-snapshot';

/**
 * Hostile cases: missing, malformed, unknown, revoked and rolled keys, the wrong scope,
 * a key in the query string or a cookie, a key header on the console's session calls, bad input to
 * the read API, brute force. Each answers its exact 4xx as problem details and stores nothing (the
 * audit log and the rate-limit counters are left out of the comparison: recording refusals is
 * their purpose).
 */

const SNAPSHOT_SQL: Record<string, string> = {
  enquiry: 'SELECT id FROM enquiry ORDER BY id',
  career_application: 'SELECT id, resume_key FROM career_application ORDER BY id',
  subscription: 'SELECT id FROM subscription ORDER BY id',
  submission: 'SELECT id, status, assignee_id FROM submission ORDER BY id',
  submission_read: 'SELECT operator_id, submission_id FROM submission_read ORDER BY 1, 2',
  captcha_solution: 'SELECT nonce FROM captcha_solution ORDER BY nonce',
  // Without last_used_at/from: a valid key refused later (scope of a kind, bad input) was still used.
  integration_key: `SELECT id, name, scopes, secret_sha256, revoked_at, rolled_from
                    FROM integration_key ORDER BY id`,
  operator_session: 'SELECT token_hash, operator_id FROM operator_session ORDER BY token_hash',
};

type Keys = Record<
  'all' | 'submitOnly' | 'leads' | 'newsletterOnly' | 'revoked' | 'rolled' | 'test' | 'publishable',
  string
>;

interface Ids {
  enquiry: string;
  application: string;
}

interface Case {
  name: string;
  send: (server: Server, keys: Keys, ids: Ids) => Test;
  status: number;
  detail?: string;
}

const bearer = (secret: string) => `Bearer ${secret}`;
/** The page a publishable key lists. */
const PAGE = 'https://landing.partner.example';
const wellFormedUnknown = () => `ow_live_${randomBytes(32).toString('base64url')}`;

/** A call from an address of its own, so that the cases' failures do not add up to a brute force. */
function call(server: Server, method: 'get' | 'post', path: string, authorization?: string): Test {
  const test = request(server)[method](path).set('X-Forwarded-For', randomIp());
  return authorization === undefined ? test : test.set('Authorization', authorization);
}

const enquiry = (server: Server, authorization?: string, path: string = API_PATHS.addContactUs) =>
  call(server, 'post', path, authorization).send({
    ...CONTACT_US_EXAMPLES.enquiry,
    email: 'hostile@example.com',
  });

const application = (server: Server, authorization: string) =>
  call(server, 'post', API_PATHS.addCareer, authorization)
    .field('data', JSON.stringify({ Email: 'hostile@example.com' }))
    .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });

const { invalid, scope, inQuery, inCookie, origin } = INTEGRATION_KEY_MESSAGES;

const CASES: Case[] = [
  // Missing and malformed keys.
  {
    name: 'read API without a key',
    send: (s) => call(s, 'get', INTEGRATION_API.submissions),
    status: 401,
    detail: invalid,
  },
  {
    name: 'read API with a malformed key',
    send: (s) => call(s, 'get', INTEGRATION_API.submissions, bearer('ow_live_short')),
    status: 401,
    detail: invalid,
  },
  {
    name: 'read API with Basic credentials',
    send: (s) => call(s, 'get', INTEGRATION_API.submissions, 'Basic dXNlcjpwYXNz'),
    status: 401,
    detail: invalid,
  },
  {
    name: 'read API with an empty Bearer',
    send: (s) => call(s, 'get', INTEGRATION_API.submissions, 'Bearer '),
    status: 401,
    detail: invalid,
  },
  {
    name: 'read API with a well-formed unknown key',
    send: (s) => call(s, 'get', INTEGRATION_API.submissions, bearer(wellFormedUnknown())),
    status: 401,
    detail: invalid,
  },
  {
    name: 'AddContactUs with a malformed key (and no anti-forgery token or captcha)',
    send: (s) => enquiry(s, bearer('ow_live_!!!')),
    status: 401,
    detail: invalid,
  },
  {
    name: 'AddContactUs with an unknown key',
    send: (s) => enquiry(s, bearer(wellFormedUnknown())),
    status: 401,
    detail: invalid,
  },
  {
    name: 'AddContactUs with Basic credentials: no key, so the anti-forgery token is still required',
    send: (s) => enquiry(s, 'Basic dXNlcjpwYXNz'),
    status: 403,
  },
  // Revoked and rolled keys.
  {
    name: 'AddContactUs with a revoked key',
    send: (s, k) => enquiry(s, bearer(k.revoked)),
    status: 401,
    detail: invalid,
  },
  {
    name: 'read API with a revoked key',
    send: (s, k) => call(s, 'get', INTEGRATION_API.submissions, bearer(k.revoked)),
    status: 401,
    detail: invalid,
  },
  {
    name: 'AddContactUs with a rolled key',
    send: (s, k) => enquiry(s, bearer(k.rolled)),
    status: 401,
    detail: invalid,
  },
  {
    name: 'read API with a rolled key',
    send: (s, k) => call(s, 'get', INTEGRATION_API.submissions, bearer(k.rolled)),
    status: 401,
    detail: invalid,
  },
  // The wrong scope.
  {
    name: 'a submit-only key listing submissions',
    send: (s, k) => call(s, 'get', INTEGRATION_API.submissions, bearer(k.submitOnly)),
    status: 403,
    detail: scope,
  },
  {
    name: 'a submit-only key reading one submission',
    send: (s, k, ids) => call(s, 'get', INTEGRATION_API.submission(ids.enquiry), bearer(k.submitOnly)),
    status: 403,
    detail: scope,
  },
  {
    name: 'a leads key listing applications',
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}?kind=application`, bearer(k.leads)),
    status: 403,
    detail: scope,
  },
  {
    name: 'a leads key reading an application (answered as if it did not exist)',
    send: (s, k, ids) => call(s, 'get', INTEGRATION_API.submission(ids.application), bearer(k.leads)),
    status: 404,
  },
  {
    name: 'a leads key downloading a resume',
    send: (s, k, ids) => call(s, 'get', INTEGRATION_API.submissionResume(ids.application), bearer(k.leads)),
    status: 403,
    detail: scope,
  },
  {
    name: 'a newsletter-only key posting an enquiry',
    send: (s, k) => enquiry(s, bearer(k.newsletterOnly)),
    status: 403,
    detail: scope,
  },
  {
    name: 'a newsletter-only key posting an application',
    send: (s, k) => application(s, bearer(k.newsletterOnly)),
    status: 403,
    detail: scope,
  },
  {
    name: 'a read-only key posting a subscription',
    send: (s, k) =>
      call(s, 'post', API_PATHS.addUserSubscription, bearer(k.leads)).send(USER_SUBSCRIPTION_EXAMPLE),
    status: 403,
    detail: scope,
  },
  // The key where it must never be.
  {
    name: 'a key in the query string of the read API',
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}?api_key=${k.all}`),
    status: 400,
    detail: inQuery,
  },
  {
    name: 'a key in the query string, percent-encoded, with a valid header too',
    send: (s, k) =>
      call(
        s,
        'get',
        `${INTEGRATION_API.submissions}?access_token=%6Fw_live_${k.all.slice(8)}`,
        bearer(k.all),
      ),
    status: 400,
    detail: inQuery,
  },
  {
    name: 'a key in the query string of AddContactUs',
    send: (s, k) => enquiry(s, bearer(k.all), `${API_PATHS.addContactUs}?key=${k.all}`),
    status: 400,
    detail: inQuery,
  },
  {
    name: 'a key in a cookie of the read API',
    send: (s, k) => call(s, 'get', INTEGRATION_API.submissions).set('Cookie', `api_key=${k.all}`),
    status: 400,
    detail: inCookie,
  },
  {
    name: 'a key in a cookie of AddContactUs',
    send: (s, k) => enquiry(s, bearer(k.all)).set('Cookie', `token=${k.all}`),
    status: 400,
    detail: inCookie,
  },
  // The console stays cookie-only: a key header there is ignored.
  {
    name: 'a key on the session call',
    send: (s, k) => call(s, 'get', ADMIN_API.session, bearer(k.all)),
    status: 401,
  },
  {
    name: 'a key on the inbox',
    send: (s, k) => call(s, 'get', ADMIN_API.submissions, bearer(k.all)),
    status: 401,
  },
  {
    name: 'a key creating a key (no anti-forgery token: still required)',
    send: (s, k) =>
      call(s, 'post', INTEGRATION_ADMIN_API.keys, bearer(k.all)).send({ name: 'x', scopes: ['read:leads'] }),
    status: 403,
  },
  // Same validation as the website's, with a key.
  {
    name: 'an invalid enquiry with a key',
    send: (s, k) =>
      call(s, 'post', API_PATHS.addContactUs, bearer(k.all)).send({
        ...CONTACT_US_EXAMPLES.enquiry,
        email: 'x',
      }),
    status: 400,
  },
  {
    name: 'an application without its file, with a key',
    send: (s, k) =>
      call(s, 'post', API_PATHS.addCareer, bearer(k.all)).field(
        'data',
        JSON.stringify({ Email: 'a@example.com' }),
      ),
    status: 400,
  },
  {
    name: 'a non-JSON enquiry with a key',
    send: (s, k) =>
      call(s, 'post', API_PATHS.addContactUs, bearer(k.all))
        .set('Content-Type', 'application/json')
        .send('{"a":'),
    status: 400,
  },
  // Test and publishable keys.
  {
    name: 'a well-formed unknown test key',
    send: (s) => enquiry(s, bearer(`ow_test_${randomBytes(32).toString('base64url')}`)),
    status: 401,
    detail: invalid,
  },
  {
    name: 'a well-formed unknown publishable key',
    send: (s) => enquiry(s, bearer(`ow_pub_${randomBytes(32).toString('base64url')}`)).set('Origin', PAGE),
    status: 401,
    detail: invalid,
  },
  {
    name: 'a test key in the query string',
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}?key=${k.test}`, bearer(k.test)),
    status: 400,
    detail: inQuery,
  },
  {
    name: 'a publishable key in a cookie',
    send: (s, k) => enquiry(s, bearer(k.publishable)).set('Origin', PAGE).set('Cookie', `k=${k.publishable}`),
    status: 400,
    detail: inCookie,
  },
  {
    name: 'a publishable key without an Origin (a server using a page key)',
    send: (s, k) => enquiry(s, bearer(k.publishable)),
    status: 403,
    detail: origin,
  },
  ...[
    'https://evil.example',
    'null',
    `${PAGE}.evil.example`,
    'http://landing.partner.example',
    `${PAGE}/`,
  ].map((from): Case => ({
    name: `a publishable key from the origin ${from}`,
    send: (s, k) => enquiry(s, bearer(k.publishable)).set('Origin', from),
    status: 403,
    detail: origin,
  })),
  {
    name: 'a publishable key from its page without a captcha',
    send: (s, k) => enquiry(s, bearer(k.publishable)).set('Origin', PAGE),
    status: 400,
  },
  {
    name: 'a publishable key from its page with a forged captcha',
    send: (s, k) =>
      enquiry(s, bearer(k.publishable))
        .set('Origin', PAGE)
        .set('X-Altcha', Buffer.from('{}').toString('base64')),
    status: 400,
  },
  {
    name: 'a publishable key on the read API',
    send: (s, k) => call(s, 'get', INTEGRATION_API.submissions, bearer(k.publishable)).set('Origin', PAGE),
    status: 403,
    detail: scope,
  },
  {
    name: 'a publishable key posting an application it has no scope for',
    send: (s, k) => application(s, bearer(k.publishable)).set('Origin', PAGE),
    status: 403,
    detail: scope,
  },
  {
    name: 'GetCountryCodes with an unknown key',
    send: (s) => call(s, 'post', API_PATHS.getCountryCodes, bearer(wellFormedUnknown())),
    status: 401,
    detail: invalid,
  },
  {
    name: 'GetCountryCodes with a read-only key',
    send: (s, k) => call(s, 'post', API_PATHS.getCountryCodes, bearer(k.leads)),
    status: 403,
    detail: scope,
  },
  {
    name: 'GetCountryCodes with a publishable key from another origin',
    send: (s, k) =>
      call(s, 'post', API_PATHS.getCountryCodes, bearer(k.publishable)).set('Origin', 'https://evil.example'),
    status: 403,
    detail: origin,
  },
  {
    name: 'a preflight to the console from a publishable key page',
    send: (s) =>
      request(s).options(ADMIN_API.session).set('Origin', PAGE).set('Access-Control-Request-Method', 'GET'),
    status: 404,
  },
  // Bad input to the read API, with a valid key.
  ...(
    [
      ['limit=0', 400],
      ['limit=101', 400],
      ['limit=1e3', 400],
      ['cursor=not-a-cursor', 400],
      [`cursor=${'x'.repeat(201)}`, 400],
      ['kind=everything', 400],
      ['status=open', 400],
      ['from=2025-13-01', 400],
      ['from=2025-02-02&to=2025-02-01', 400],
      [`q=${'x'.repeat(201)}`, 400],
      ['unread=true', 400],
      ['sandbox=true', 400],
      ['assignee=1%27%20OR%201%3D1', 400],
      ['kind=enquiry&kind=contact', 400],
    ] as const
  ).map(([query, status]): Case => ({
    name: `read API ?${query.slice(0, 40)}`,
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}?${query}`, bearer(k.all)),
    status,
  })),
  // The sync's parameters, on the list and on the erased feed.
  ...[INTEGRATION_API.submissions, `${INTEGRATION_API.submissions}/erased`].flatMap((path) =>
    (
      [
        'updatedSince=yesterday',
        'updatedSince=2026-11-27',
        'updatedSince=2026-11-27T09:30:00',
        'updatedSince=2026-02-30T09:30:00Z',
        'updatedSince=2026-11-27T09:30:00.1234567Z',
        'updatedSince=0000-01-01T00:00:00Z',
        'updatedSince=2026-11-27T09:30:00Z%27%20OR%201%3D1--',
        'updatedSince=2026-11-27T09:30:00Z&updatedSince=2026-11-28T09:30:00Z',
        'updatedSince[$gt]=2026-11-27T09:30:00Z',
        `updatedSince=${'9'.repeat(5000)}`,
        `cursor=${Buffer.from('s:1:9223372036854775808').toString('base64url')}`,
        `cursor=${Buffer.from('s:123456789012345678:1').toString('base64url')}`,
        `updatedSince=2026-11-27T09:30:00Z&cursor=${Buffer.from('1764234567890123:42').toString('base64url')}`,
        // A sync cursor (of either feed) never goes with updatedSince.
        `updatedSince=2026-11-27T09:30:00Z&cursor=${Buffer.from('s:1764234567890123:42').toString('base64url')}`,
        `updatedSince=2026-11-27T09:30:00Z&cursor=${Buffer.from('e:1764234567890123:42').toString('base64url')}`,
        'updatedSince=2026-11-27T09:30:00Z&limit=0',
      ] as const
    ).map((query): Case => ({
      name: `read API ${path.endsWith('erased') ? 'erased ' : ''}?${query.slice(0, 40)}`,
      send: (s, k) => call(s, 'get', `${path}?${query}`, bearer(k.all)),
      status: 400,
    })),
  ),
  // Each feed resumes from its own sync cursor only.
  {
    name: 'read API list with a sync cursor of the erased feed',
    send: (s, k) =>
      call(
        s,
        'get',
        `${INTEGRATION_API.submissions}?cursor=${Buffer.from('e:1:1').toString('base64url')}`,
        bearer(k.all),
      ),
    status: 400,
  },
  {
    name: 'read API erased feed with a sync cursor of the list',
    send: (s, k) =>
      call(
        s,
        'get',
        `${INTEGRATION_API.submissions}/erased?cursor=${Buffer.from('s:1:1').toString('base64url')}`,
        bearer(k.all),
      ),
    status: 400,
  },
  {
    name: 'read API erased feed with a filter it does not take',
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}/erased?q=x`, bearer(k.all)),
    status: 400,
  },
  {
    name: 'read API erased feed without a key',
    send: (s) => call(s, 'get', `${INTEGRATION_API.submissions}/erased`),
    status: 401,
    detail: invalid,
  },
  {
    name: 'a submit-only key reading the erased feed',
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}/erased`, bearer(k.submitOnly)),
    status: 403,
    detail: scope,
  },
  ...(['abc', '0', '-1', '99999999999999999999', '1%2F..%2F2', '%00'] as const).map((id): Case => ({
    name: `read API detail of id ${id}`,
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}/${id}`, bearer(k.all)),
    status: 400,
  })),
  ...['utmSource=%00', 'q=a%00b', 'utmCampaign=x&kind=%00'].map((query): Case => ({
    name: `read API list with a NUL in ${query}`,
    send: (s, k) => call(s, 'get', `${INTEGRATION_API.submissions}?${query}`, bearer(k.all)),
    status: 400,
    detail: NUL_IN_QUERY_DETAIL,
  })),
  {
    name: 'read API detail of a reference that does not exist',
    send: (s, k) => call(s, 'get', INTEGRATION_API.submission('999999'), bearer(k.all)),
    status: 404,
  },
  {
    name: 'read API resume of an enquiry',
    send: (s, k, ids) => call(s, 'get', INTEGRATION_API.submissionResume(ids.enquiry), bearer(k.all)),
    status: 404,
  },
];

describe('Hostile input with integration keys', () => {
  let app: NestExpressApplication;
  let server: Server;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let uploadsDir: string;
  let admin: OperatorClient;
  let keys: Keys;
  let ids: Ids;

  beforeAll(async () => {
    const database = await privateDatabase('keys_hostile');
    dropDatabase = database.drop;
    const config = testConfig();
    uploadsDir = config.uploadsDir;
    app = await createApp(config, database.url);
    server = app.getHttpServer() as Server;
    db = app.get(DataSource);
    admin = await signIn(app, { role: 'admin' });
    const visitor = await ApiClient.create(app);
    await submitEnquiry(visitor, 'visitor@example.com');
    await submitApplication(visitor, 'applicant@example.com');
    ids = {
      enquiry: await envelopeId(db, 'visitor@example.com'),
      application: await envelopeId(db, 'applicant@example.com', 'application'),
    };
    const revoked = await createKey(admin, ['submit:enquiry', 'read:leads']);
    await admin.post(INTEGRATION_ADMIN_API.revoke(revoked.key.id)).expect(200);
    const rolled = await createKey(admin, ['submit:enquiry', 'read:leads']);
    await admin.post(INTEGRATION_ADMIN_API.roll(rolled.key.id)).expect(201);
    keys = {
      all: (await createKey(admin, [...INTEGRATION_SCOPES])).secret,
      submitOnly: (await createKey(admin, [...SUBMIT_SCOPES])).secret,
      leads: (await createKey(admin, ['read:leads'])).secret,
      newsletterOnly: (await createKey(admin, ['submit:newsletter'])).secret,
      revoked: revoked.secret,
      rolled: rolled.secret,
      test: (await createKey(admin, [...INTEGRATION_SCOPES], 'Test', { kind: 'test' })).secret,
      publishable: (
        await createKey(admin, ['submit:enquiry'], 'Page', { kind: 'publishable', allowedOrigins: [PAGE] })
      ).secret,
    };
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  const snapshot = () => stateSnapshot(db, SNAPSHOT_SQL, uploadsDir);

  function expectProblem(response: Response, status: number, detail?: string): void {
    expect({ status: response.status, body: response.body as unknown }).toMatchObject({
      status,
      body: detail === undefined ? { status } : { status, detail },
    });
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  }

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const response = await c.send(server, keys, ids);
    expectProblem(response, c.status, c.detail);
    if (response.status === 401 && c.detail === invalid) {
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect(await snapshot()).toBe(before);
  });

  it("problem details name the call's path, never its query (which may hold a key or a search)", async () => {
    const refused = await call(server, 'get', `${INTEGRATION_API.submissions}?key=${keys.all}`);
    expectProblem(refused, 400, inQuery);
    expect(refused.body.instance).toBe(INTEGRATION_API.submissions);
    // No part of the secret after its prefix, anywhere in the answer.
    expect(refused.text).not.toContain(keys.all.slice('ow_live_'.length, 'ow_live_'.length + 8));
    const search = `needle-${randomBytes(6).toString('hex')}`;
    const searched = await admin.get(`${ADMIN_API.submissions}?q=${search}&limit=0`);
    expectProblem(searched, 400);
    expect(searched.body.instance).toBe(ADMIN_API.submissions);
    expect(searched.text).not.toContain(search);
  });

  it('a key header on the console changes nothing: the cookie decides, and no key use is recorded', async () => {
    const keyAudit = "SELECT count(*)::int AS count FROM audit_log WHERE action LIKE 'integration-key-%'";
    const [before] = await db.query<{ count: number }[]>(keyAudit);
    await admin.get(ADMIN_API.session).set('Authorization', bearer(keys.all)).expect(200);
    await admin.get(ADMIN_API.session).set('Authorization', bearer(wellFormedUnknown())).expect(200);
    await admin.get(INTEGRATION_ADMIN_API.keys).set('Authorization', 'Bearer ow_live_x').expect(200);
    const [after] = await db.query<{ count: number }[]>(keyAudit);
    expect(after!.count).toBe(before!.count);
  });

  it('brute force: wrong keys from one address are limited (429 + Retry-After, even for a right key), and audited', async () => {
    const ip = randomIp();
    const before = await snapshot();
    const from = (authorization: string) =>
      request(server)
        .get(INTEGRATION_API.submissions)
        .set('X-Forwarded-For', ip)
        .set('Authorization', authorization);
    for (let attempt = 1; attempt <= KEY_FAILURES.max; attempt++) {
      expectProblem(await from(bearer(wellFormedUnknown())), 401, invalid);
    }
    const throttled = await from(bearer(wellFormedUnknown()));
    expectProblem(throttled, 429, INTEGRATION_KEY_MESSAGES.bruteForce);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The right key from that address waits too: the address cannot learn that it found one.
    expectProblem(await from(bearer(keys.all)), 429, INTEGRATION_KEY_MESSAGES.bruteForce);
    // From elsewhere the right key works.
    await call(server, 'get', INTEGRATION_API.submissions, bearer(keys.leads)).expect(200);
    // Folded: one entry per address, reason and window, counting the refusals it stands for.
    const audited = await db.query<{ reason: string; count: number }[]>(
      `SELECT a.changes->1->>'to' AS reason, coalesce(w.refusals, 1) AS count
       FROM audit_log a LEFT JOIN audit_refusal_window w ON w.audit_id = a.id
       WHERE a.action = 'integration-key-refused' AND a.ip = $1 ORDER BY a.id`,
      [ip],
    );
    expect(audited).toEqual([
      { reason: 'unknown, revoked or rolled key', count: KEY_FAILURES.max },
      { reason: 'unknown, revoked or rolled key; address throttled', count: 1 },
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('over plain HTTP in production a key is refused with 403 (and a page origin on http at create, 400); behind TLS it is accepted', async () => {
    const database = await privateDatabase('keys_production');
    const production = await createApp(testConfig({ nodeEnv: 'production' }), database.url);
    try {
      const prodAdmin = await signIn(production, { role: 'admin' });
      const { secret } = await createKey(prodAdmin, ['read:leads']);
      const plainPage = await prodAdmin.post(INTEGRATION_ADMIN_API.keys).send({
        name: 'Plain page',
        kind: 'publishable',
        scopes: ['submit:contact'],
        allowedOrigins: ['http://landing.partner.example'],
      });
      expect([plainPage.status, plainPage.body.errors]).toEqual([
        400,
        { allowedOrigins: [INTEGRATION_KEY_CREATE_MESSAGES.httpsOnly] },
      ]);
      const prodServer = production.getHttpServer() as Server;
      const plain = await call(prodServer, 'get', INTEGRATION_API.submissions, bearer(secret));
      expectProblem(plain, 403, INTEGRATION_KEY_MESSAGES.insecure);
      await call(prodServer, 'get', INTEGRATION_API.submissions, bearer(secret))
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
    } finally {
      await production.close();
      await database.drop();
    }
  });
});
