import {
  API_PATHS,
  CAPTCHA_HEADER,
  CONTACT_US_EXAMPLES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@orbitwise/contracts';
import { INTEGRATION_KEY_MESSAGES } from '@orbitwise/contracts/integrations';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { solveCaptcha } from '../../test/api-client';
import { visitorEmail } from '../../test/console-app';
import { createKey, problemOf } from '../../test/integration-keys';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { KEY_FAILURES } from './key-authenticator';

/**
 * A publishable key is public: whoever reads the partner's page may send it. Nobody may use it up
 * for the page's other visitors, flood the audit log with it, or share its visitors' Idempotency-Keys.
 */

const PAGE = 'https://landing.partner.example';
const KEY_QUOTA = 3;

describe('Publishable keys in hostile hands', () => {
  let app: NestExpressApplication;
  let server: Server;
  let admin: OperatorClient;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ integrationKeyRateLimit: { max: KEY_QUOTA, windowSeconds: 60 } });
    server = app.getHttpServer() as Server;
    admin = await signIn(app, { role: 'admin' });
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  const pageKey = (name: string) =>
    createKey(admin, ['submit:contact'], name, { kind: 'publishable', allowedOrigins: [PAGE] });

  const enquiry = (secret: string, ip: string, email = visitorEmail(`abuse-${ip}`)) =>
    request(server)
      .post(API_PATHS.addContactUs)
      .set({ Authorization: `Bearer ${secret}`, 'X-Forwarded-For': ip })
      .send({ ...CONTACT_US_EXAMPLES.contact, email });

  it('a flood from one address throttles that address and leaves the other visitors of the key unaffected', async () => {
    const { secret, key } = await pageKey('Flooded page');
    const flood = () =>
      request(server)
        .post(API_PATHS.addContactUs)
        .set({ Authorization: `Bearer ${secret}`, 'X-Forwarded-For': '10.91.0.1' })
        .send('x');
    const statuses: number[] = [];
    for (let call = 0; call <= KEY_FAILURES.max; call++) statuses.push((await flood()).status);
    expect(statuses).toEqual([...Array<number>(KEY_FAILURES.max).fill(403), 429]);
    const throttled = await flood();
    expect([throttled.status, problemOf(throttled).detail]).toEqual([
      429,
      INTEGRATION_KEY_MESSAGES.bruteForce,
    ]);

    // With the page's origin (any script can send one) an address uses up its own share only.
    const spoofed = async () => (await enquiry(secret, '10.91.0.2').set('Origin', PAGE)).status;
    const shares: number[] = [];
    for (let call = 0; call <= KEY_QUOTA; call++) shares.push(await spoofed());
    expect(shares).toEqual([...Array<number>(KEY_QUOTA).fill(400), 429]);

    const visitor = await enquiry(secret, '10.91.0.3')
      .set('Origin', PAGE)
      .set(CAPTCHA_HEADER, await solveCaptcha(server));
    expect([visitor.status, visitor.body.isSuccess]).toEqual([200, true]);
    // The headers describe the visitor's own share of the key.
    expect(visitor.headers.ratelimit).toBe(`"key";r=${KEY_QUOTA - 1};t=60`);
    expect(visitor.headers['ratelimit-policy']).toBe(`"key";q=${KEY_QUOTA};w=60`);
    // The calls let through are audited as one entry per call and window, with their count.
    const uses = await db.query<{ count: number }[]>(
      `SELECT coalesce(w.refusals, 1) AS count
       FROM audit_log a LEFT JOIN audit_refusal_window w ON w.audit_id = a.id
       WHERE a.action = 'integration-key-used' AND a.target = $1`,
      [`integration key ${key.id}`],
    );
    expect(uses).toEqual([{ count: KEY_QUOTA + 1 }]);
  });

  it('refusals are folded in the audit log: one entry per key, reason and window, with its count', async () => {
    const [first, second] = [await pageKey('Refused page'), await pageKey('Other refused page')];
    // From 30 addresses, so that no address is throttled on the way.
    for (let n = 1; n <= 30; n++) expect((await enquiry(first.secret, `10.92.0.${n}`)).status).toBe(403);
    expect((await enquiry(second.secret, '10.92.1.1')).status).toBe(403);
    const outOfScope = await request(server)
      .post(API_PATHS.addUserSubscription)
      .set({ Authorization: `Bearer ${first.secret}`, Origin: PAGE, 'X-Forwarded-For': '10.92.1.2' })
      .send({});
    expect([outOfScope.status, problemOf(outOfScope).detail]).toEqual([403, INTEGRATION_KEY_MESSAGES.scope]);

    const entries = await db.query<{ label: string; reason: string; count: number }[]>(
      `SELECT a.target_label AS label, a.changes->1->>'to' AS reason, coalesce(w.refusals, 1) AS count
       FROM audit_log a LEFT JOIN audit_refusal_window w ON w.audit_id = a.id
       WHERE a.action = 'integration-key-refused' AND a.target = ANY($1::text[]) ORDER BY a.id`,
      [[first, second].map(({ key }) => `integration key ${key.id}`)],
    );
    expect(entries).toEqual([
      { label: 'Refused page', reason: 'origin not allowed', count: 30 },
      { label: 'Other refused page', reason: 'origin not allowed', count: 1 },
      { label: 'Refused page', reason: 'needs submit:newsletter', count: 1 },
    ]);
  });

  it("scopes Idempotency-Keys by the visitor's address: two visitors both stored, one visitor's retry replayed", async () => {
    const { secret } = await pageKey('Idempotent page');
    const idempotencyKey = 'lead-0001';
    const send = async (ip: string, email: string, captcha?: string) =>
      enquiry(secret, ip, email)
        .set('Origin', PAGE)
        .set(IDEMPOTENCY_KEY_HEADER, idempotencyKey)
        .set(CAPTCHA_HEADER, captcha ?? (await solveCaptcha(server)));
    const [emailA, emailB] = [visitorEmail(`idem-a-${randomUUID()}`), visitorEmail(`idem-b-${randomUUID()}`)];
    const captchaA = await solveCaptcha(server);
    const a = await send('10.93.0.1', emailA, captchaA);
    const b = await send('2001:db8:93::1', emailB);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.id).not.toBe(a.body.id);
    const stored = await db.query<{ email: string }[]>(
      'SELECT email FROM submission WHERE email = ANY($1::text[]) ORDER BY email',
      [[emailA, emailB]],
    );
    expect(stored.map((row) => row.email)).toEqual([emailA, emailB].sort());

    // The same visitor retrying (its spent solution again) gets its first answer back.
    const retry = await send('10.93.0.1', emailA, captchaA);
    expect([retry.status, retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()], retry.body]).toEqual([
      200,
      'true',
      a.body,
    ]);
    // Another address of the same IPv6 /64 is the same visitor.
    const sameNetwork = await send('2001:db8:93::2', emailB);
    expect([sameNetwork.status, sameNetwork.body.id]).toEqual([200, b.body.id]);
    const scopes = await db.query<{ scope: string }[]>(
      `SELECT scope FROM idempotency_key WHERE key = $1 AND scope LIKE 'key:%'`,
      [idempotencyKey],
    );
    expect(scopes).toHaveLength(2);
    for (const { scope } of scopes) expect(scope).not.toMatch(/10\.93|2001:db8/);
  });
});
