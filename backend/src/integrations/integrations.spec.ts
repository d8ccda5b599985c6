import { API_PATHS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@orbitwise/contracts';
import type {
  ConsoleSubmissionDetail,
  SubmissionDetail,
  SubmissionListResponse,
} from '@orbitwise/contracts/admin';
import {
  INTEGRATION_ADMIN_API,
  INTEGRATION_API,
  INTEGRATION_KEY_MESSAGES,
  INTEGRATION_KEY_PATTERN,
  INTEGRATION_SCOPES,
  type IntegrationKeyListResponse,
  type IntegrationKeyView,
} from '@orbitwise/contracts/integrations';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createConsoleApp, visitorEmail, type ConsoleApp } from '../../test/console-app';
import { createKey, KeyClient, problemOf } from '../../test/integration-keys';
import { pdf } from '../../test/resume-fixtures';
import { confirmSubscriptions } from '../../test/submissions';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/operator-session';
import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';

import { Database } from '../platform/database/database';

/**
 * an admin makes keys; a key posts every kind of form with no cookie and no captcha and
 * nothing else changes; a read key reads them back in the console's shapes; roll and revoke stop a
 * key at once; every use is on the key's row and in the audit log.
 */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function auditCount(ctx: ConsoleApp, action: string, target: string): Promise<number> {
  const [row] = await ctx.db.query<{ count: number }[]>(
    'SELECT count(*)::int AS count FROM audit_log WHERE action = $1 AND target = $2',
    [action, target],
  );
  return row!.count;
}

describe('Integration keys', () => {
  let ctx: ConsoleApp;

  beforeAll(async () => {
    ctx = await createConsoleApp();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('an admin creates a key: shown once, prefixed, stored only as its SHA-256, audited', async () => {
    const { key, secret } = await createKey(ctx.admin, ['submit:enquiry', 'read:leads'], 'CRM');
    expect(secret).toMatch(INTEGRATION_KEY_PATTERN);
    expect(key).toMatchObject({
      name: 'CRM',
      scopes: ['submit:enquiry', 'read:leads'],
      hint: `ow_live_…${secret.slice(-4)}`,
      state: 'active',
      createdBy: `Test admin <${ctx.admin.operator.email}>`,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await ctx.db.query<Record<string, unknown>[]>(
      'SELECT * FROM integration_key WHERE id = $1',
      [key.id],
    );
    expect((row!.secret_sha256 as Buffer).toString('hex')).toBe(sha256(Buffer.from(secret)));
    expect(JSON.stringify(row)).not.toContain(secret.slice(8, 20));
    expect(await auditCount(ctx, 'integration-key-created', `integration key ${key.id}`)).toBe(1);

    const list = await ctx.admin.get(INTEGRATION_ADMIN_API.keys).expect(200);
    const listed = (list.body as IntegrationKeyListResponse).keys.find((k) => k.id === key.id);
    expect(listed).toEqual(key);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('only admins manage keys', async () => {
    await ctx.sales.get(INTEGRATION_ADMIN_API.keys).expect(403);
    await ctx.hr
      .post(INTEGRATION_ADMIN_API.keys)
      .send({ name: 'x', scopes: ['read:leads'] })
      .expect(403);
  });

  it('refuses a blank name and unknown scopes with 400, storing nothing', async () => {
    const [before] = await ctx.db.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM integration_key',
    );
    const blank = await ctx.admin
      .post(INTEGRATION_ADMIN_API.keys)
      .send({ name: '  ', scopes: ['read:leads'] });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(['name']);
    const unknown = await ctx.admin
      .post(INTEGRATION_ADMIN_API.keys)
      .send({ name: 'x', scopes: ['read:all'] });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['scopes']);
    const none = await ctx.admin.post(INTEGRATION_ADMIN_API.keys).send({ name: 'x', scopes: [] });
    expect(none.status).toBe(400);
    const [after] = await ctx.db.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM integration_key',
    );
    expect(after!.count).toBe(before!.count);
  });

  it('posts every kind with the key alone (no cookie, no captcha) and reads it all back', async () => {
    const { key, secret } = await createKey(ctx.admin, [...INTEGRATION_SCOPES], 'Everything');
    const partner = new KeyClient(ctx.app, secret, '10.99.1.1');
    const email = visitorEmail('keyed');
    const SUCCESS = { errorMessage: null, isSuccess: true, id: expect.any(String), ref: expect.any(String) };
    for (const form of ['enquiry', 'contact', 'event', 'itSupport'] as const) {
      const response = await partner.enquiry(form, email);
      const answer = form === 'event' ? { ...SUCCESS, waitlisted: false } : SUCCESS;
      expect([form, response.status, response.body]).toEqual([form, 200, answer]);
    }
    expect((await partner.subscription(email)).body).toEqual(SUCCESS);
    await confirmSubscriptions(ctx.db, email); // listed once its owner confirms it
    const resume = pdf(2048);
    expect((await partner.application(email, resume)).body).toEqual(SUCCESS);

    const kinds = await ctx.db.query<{ kind: string }[]>(
      'SELECT kind FROM submission WHERE email = $1 ORDER BY id',
      [email],
    );
    expect(kinds.map((row) => row.kind)).toEqual([
      'enquiry',
      'contact',
      'event',
      'it-support',
      'newsletter',
      'application',
    ]);

    // Page through them two at a time with the keyset cursor.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { q: email, limit: '2' };
      if (cursor) query.cursor = cursor;
      const page = await partner.get(INTEGRATION_API.submissions).query(query).expect(200);
      const body = page.body as SubmissionListResponse;
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item) => item.kind));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['application', 'newsletter', 'it-support', 'event', 'contact', 'enquiry']);

    // The same shapes as the console's.
    const [application] = await ctx.db.query<{ id: string }[]>(
      "SELECT id FROM submission WHERE email = $1 AND kind = 'application'",
      [email],
    );
    const viaKey = (await partner.get(INTEGRATION_API.submission(application!.id)).expect(200))
      .body as SubmissionDetail;
    const viaConsole = (await ctx.admin.get(`/api/admin/submissions/${application!.id}`).expect(200))
      .body as ConsoleSubmissionDetail;
    // The console's shape, less what only staff see (whether a test key sent it) and their read mark.
    expect({ ...viaKey, read: true, sandbox: false }).toEqual(viaConsole);
    expect(viaKey.read).toBe(false);
    expect(viaKey.resume?.sha256).toBe(sha256(resume));

    const download = await partner
      .get(INTEGRATION_API.submissionResume(application!.id))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(sha256(download.body as Buffer)).toBe(viaKey.resume!.sha256);

    // Every use is on the key's row and in the audit log: 6 submissions, the pages, 1 detail, 1 resume.
    const uses = 6 + seen.length / 2 + 2;
    expect(await auditCount(ctx, 'integration-key-used', `integration key ${key.id}`)).toBe(uses);
    const [row] = await ctx.db.query<{ last_used_at: Date; last_used_from: string }[]>(
      'SELECT last_used_at, last_used_from FROM integration_key WHERE id = $1',
      [key.id],
    );
    expect(row!.last_used_from).toBe('10.99.1.1');
    expect(Date.now() - row!.last_used_at.getTime()).toBeLessThan(60_000);
  });

  it('bypasses nothing else: the same validation messages and idempotency as the website', async () => {
    const { secret } = await createKey(ctx.admin, ['submit:contact'], 'Contact only');
    const partner = new KeyClient(ctx.app, secret, '10.99.2.1');
    const invalid = { ...CONTACT_US_EXAMPLES.contact, email: 'not-an-email', userName: '' };
    const viaKey = await partner.post(API_PATHS.addContactUs).send(invalid);
    const viaSite = await ctx.visitor.submit(API_PATHS.addContactUs, invalid);
    expect(viaKey.status).toBe(400);
    expect(viaKey.body.errors).toEqual(viaSite.body.errors);
    expect(viaKey.headers['content-type']).toContain('application/problem+json');

    const email = visitorEmail('idempotent');
    const idempotencyKey = randomUUID();
    const body = { ...CONTACT_US_EXAMPLES.contact, email };
    const first = await partner
      .post(API_PATHS.addContactUs)
      .set(IDEMPOTENCY_KEY_HEADER, idempotencyKey)
      .send(body);
    const again = await partner
      .post(API_PATHS.addContactUs)
      .set(IDEMPOTENCY_KEY_HEADER, idempotencyKey)
      .send(body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    const rows = await ctx.db.query('SELECT id FROM submission WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('without a key the website rules stand: no anti-forgery token is 403, no captcha is 400', async () => {
    const server = ctx.app.getHttpServer();
    await request(server).post(API_PATHS.addContactUs).send(CONTACT_US_EXAMPLES.contact).expect(403);
    const noCaptcha = await ctx.visitor.post(API_PATHS.addContactUs).send(CONTACT_US_EXAMPLES.contact);
    expect(noCaptcha.status).toBe(400);
    expect(Object.keys(noCaptcha.body.errors)).toEqual(['captcha']);
  });

  it('rolling gives a new secret and stops the old one at once; revoking stops a key at once', async () => {
    const { key, secret } = await createKey(ctx.admin, ['read:leads'], 'To roll');
    const old = new KeyClient(ctx.app, secret, '10.99.3.1');
    await old.get(INTEGRATION_API.submissions).expect(200);

    const rolled = await ctx.admin.post(INTEGRATION_ADMIN_API.roll(key.id)).expect(201);
    const next = rolled.body as { key: IntegrationKeyView; secret: string };
    expect(next.secret).toMatch(INTEGRATION_KEY_PATTERN);
    expect(next.secret).not.toBe(secret);
    expect(next.key).toMatchObject({
      name: 'To roll',
      scopes: ['read:leads'],
      rolledFrom: key.id,
      state: 'active',
    });
    const stale = await old.get(INTEGRATION_API.submissions);
    expect([stale.status, problemOf(stale).detail]).toEqual([401, INTEGRATION_KEY_MESSAGES.invalid]);
    expect(stale.headers['www-authenticate']).toContain('Bearer');
    const fresh = new KeyClient(ctx.app, next.secret, '10.99.3.1');
    await fresh.get(INTEGRATION_API.submissions).expect(200);

    const list = (await ctx.admin.get(INTEGRATION_ADMIN_API.keys).expect(200))
      .body as IntegrationKeyListResponse;
    expect(list.keys.find((k) => k.id === key.id)).toMatchObject({ state: 'rolled', rolledTo: next.key.id });
    await ctx.admin.post(INTEGRATION_ADMIN_API.roll(key.id)).expect(409);

    const revoked = await ctx.admin.post(INTEGRATION_ADMIN_API.revoke(next.key.id)).expect(200);
    expect((revoked.body as IntegrationKeyView).state).toBe('revoked');
    await fresh.get(INTEGRATION_API.submissions).expect(401);
    await ctx.admin.post(INTEGRATION_ADMIN_API.revoke(next.key.id)).expect(409);
    await ctx.admin.post(INTEGRATION_ADMIN_API.revoke(randomUUID())).expect(404);
    expect(await auditCount(ctx, 'integration-key-rolled', `integration key ${next.key.id}`)).toBe(1);
    expect(await auditCount(ctx, 'integration-key-revoked', `integration key ${next.key.id}`)).toBe(1);
  });

  it('a revoke is seen at once by another replica (the key is looked up on every call)', async () => {
    const replica = await createTestApp();
    try {
      const { key, secret } = await createKey(ctx.admin, ['read:leads'], 'Two replicas');
      const onReplica = new KeyClient(replica, secret, '10.99.4.1');
      await onReplica.get(INTEGRATION_API.submissions).expect(200);
      await ctx.admin.post(INTEGRATION_ADMIN_API.revoke(key.id)).expect(200);
      await onReplica.get(INTEGRATION_API.submissions).expect(401);
    } finally {
      await replica.close();
    }
  });
});

describe('Integration key limit', () => {
  it('each key has its own limit in PostgreSQL, shared by replicas: 429 with Retry-After', async () => {
    const limit = { integrationKeyRateLimit: { max: 2, windowSeconds: 60 } };
    const [one, two] = [await createTestApp(limit), await createTestApp(limit)];
    try {
      const admin = await signIn(one, { role: 'admin' });
      const { secret } = await createKey(admin, ['read:leads'], 'Limited');
      const other = await createKey(admin, ['read:leads'], 'Another');
      await new KeyClient(one, secret, '10.99.5.1').get(INTEGRATION_API.submissions).expect(200);
      await new KeyClient(two, secret, '10.99.5.2').get(INTEGRATION_API.submissions).expect(200);
      const over = await new KeyClient(one, secret, '10.99.5.3').get(INTEGRATION_API.submissions);
      expect([over.status, problemOf(over).detail]).toEqual([429, INTEGRATION_KEY_MESSAGES.rateLimited]);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another key is not held back by this one's limit.
      await new KeyClient(two, other.secret, '10.99.5.1').get(INTEGRATION_API.submissions).expect(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("a keyed submission counts against its key's limit, not its address's (a partner posts for many people)", async () => {
    const app = await createTestApp({
      rateLimit: { max: 2, windowSeconds: 60 },
      integrationKeyRateLimit: { max: 50, windowSeconds: 60 },
    });
    try {
      const admin = await signIn(app, { role: 'admin' });
      const { key, secret } = await createKey(admin, ['submit:newsletter'], 'Lead import');
      const partner = new KeyClient(app, secret, '10.99.6.1');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await partner.subscription(visitorEmail(`import${i}`))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      // Counted once each, under the key's uses counter; nothing under the address or a second key counter.
      const counters = await app
        .get(Database)
        .query<{ key: string; hits: number }>(
          'SELECT key, hits FROM rate_limit_counter WHERE key = ANY($1)',
          [['submissions:10.99.6.1', `submissions:key:${key.id}`, `integration-key:${key.id}`]],
        );
      expect(counters).toEqual([{ key: `integration-key:${key.id}`, hits: 5 }]);
    } finally {
      await app.close();
    }
  });

  it("a keyed submission over its key's limit is refused with the key's 429 and stores nothing", async () => {
    const app = await createTestApp({ integrationKeyRateLimit: { max: 2, windowSeconds: 60 } });
    try {
      const admin = await signIn(app, { role: 'admin' });
      const { secret } = await createKey(admin, ['submit:newsletter'], 'Small import');
      const partner = new KeyClient(app, secret, '10.99.7.1');
      const emails = ['one', 'two', 'three'].map((n) => visitorEmail(`key-limit-${n}`));
      const answers = [];
      for (const email of emails) answers.push(await partner.subscription(email));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(problemOf(answers[2]!).detail).toBe(INTEGRATION_KEY_MESSAGES.rateLimited);
      const stored = await app
        .get(Database)
        .query<{ email: string }>('SELECT email FROM subscription WHERE email = ANY($1) ORDER BY id', [
          emails,
        ]);
      expect(stored.map((row) => row.email)).toEqual(emails.slice(0, 2));
    } finally {
      await app.close();
    }
  });
});
