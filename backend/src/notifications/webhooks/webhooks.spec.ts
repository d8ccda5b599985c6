import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, ADMIN_LIMITS, type WebhookEndpointView } from '@orbitwise/contracts/admin';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { privateDatabase } from '../../../test/hostile/private-database';
import { signIn, type OperatorClient } from '../../../test/operator-session';
import { testConfig } from '../../../test/test-app';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { createApp } from '../../app.factory';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { TOO_MANY_WEBHOOKS_DETAIL, WEBHOOK_NOT_FOUND_DETAIL } from './webhooks.service';

/**
 * The admin's webhook endpoints through the real app, with the production settings (https only,
 * no private networks). Its own database: an endpoint stored here never gets another spec's
 * submissions, and the public literal addresses used below are never sent anything.
 */
const PUBLIC_URL = 'https://93.184.216.34/hooks/orbitwise';

describe('Webhook endpoints (admin)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let admin: OperatorClient;
  let sales: OperatorClient;
  let hr: OperatorClient;

  const rows = async () =>
    (await db.query('SELECT id, url, kinds, enabled, secret FROM webhook_endpoint ORDER BY id')) as unknown[];
  const lastAudit = async (action: string) =>
    (
      (await db.query('SELECT actor_id, target FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [
        action,
      ])) as unknown[]
    )[0];
  const create = async (body: object = {}): Promise<WebhookEndpointView> => {
    const response = await admin
      .post(ADMIN_API.webhooks)
      .send({ url: PUBLIC_URL, kinds: ['enquiry'], ...body });
    expect(`${response.status} ${JSON.stringify(response.body)}`).toMatch(/^201 /);
    return response.body as WebhookEndpointView;
  };

  beforeAll(async () => {
    const database = await privateDatabase('webhooks');
    dropDatabase = database.drop;
    const config = testConfig();
    app = await createApp(
      {
        ...config,
        notifications: {
          ...config.notifications,
          webhookRequireHttps: true,
          webhookAllowPrivateNetworks: false,
        },
      },
      database.url,
    );
    db = app.get(DataSource);
    [admin, sales, hr] = await Promise.all([
      signIn(app, { role: 'admin' }),
      signIn(app, { role: 'sales' }),
      signIn(app, { role: 'hr' }),
    ]);
  });
  afterEach(() => db.query('DELETE FROM webhook_endpoint'));
  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  it('creates an endpoint with a server-made Standard Webhooks secret, lists it, and audits it', async () => {
    const created = await create({ kinds: ['application', 'enquiry'], enabled: false });

    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/) as string,
      url: PUBLIC_URL,
      kinds: ['enquiry', 'application'],
      events: ['submission.created', 'submission.updated', 'submission.erased'],
      enabled: false,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/) as string,
      createdAt: expect.any(String) as string,
    });
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(() => new Webhook(created.secret)).not.toThrow();
    expect((await admin.get(ADMIN_API.webhooks).expect(200)).body).toEqual({
      endpoints: [created],
      urlPolicy: { requireHttps: true, allowPrivateNetworks: false },
    });
    expect(await lastAudit('webhook-created')).toEqual({
      actor_id: admin.operator.id,
      target: `webhook ${created.id}`,
    });
    expect(await app.get(WebhookEndpointsRepository).find(created.id)).toEqual({
      id: created.id,
      url: PUBLIC_URL,
      secret: created.secret,
      kinds: ['enquiry', 'application'],
      events: ['submission.created', 'submission.updated', 'submission.erased'],
      enabled: false,
    });
    expect(await app.get(WebhookEndpointsRepository).find('987654321')).toBeNull();
  });

  it('makes a different secret for each endpoint, enabled unless told otherwise', async () => {
    const [a, b] = [await create(), await create()];
    expect(a.secret).not.toBe(b.secret);
    expect(a.enabled).toBe(true);
  });

  it('changes the URL, kinds and enabled, rotates the secret, and audits what changed', async () => {
    const created = await create();
    const response = await admin
      .patch(ADMIN_API.webhook(created.id))
      .send({ url: 'https://93.184.216.35/other', kinds: ['newsletter'], enabled: false })
      .expect(200);
    expect(response.body).toEqual({
      ...created,
      url: 'https://93.184.216.35/other',
      kinds: ['newsletter'],
      enabled: false,
    });
    expect(await lastAudit('webhook-updated')).toEqual({
      actor_id: admin.operator.id,
      target: `webhook ${created.id}`,
    });

    const rotated = (
      await admin.patch(ADMIN_API.webhook(created.id)).send({ rotateSecret: true }).expect(200)
    ).body as WebhookEndpointView;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(await lastAudit('webhook-updated')).toMatchObject({ target: `webhook ${created.id}` });
  });

  it('audits each change before and after, the URL without its query', async () => {
    const auditOf = async (action: string) =>
      (
        await db.query(
          'SELECT target_label, changes FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
          [action],
        )
      )[0] as unknown;
    const created = await create({ url: 'https://93.184.216.34/in/orbitwise?token=s3cret' });
    expect(await auditOf('webhook-created')).toEqual({
      target_label: 'https://93.184.216.34/in/orbitwise',
      changes: [
        { field: 'url', from: null, to: 'https://93.184.216.34/in/orbitwise' },
        { field: 'kinds', from: null, to: 'enquiry' },
        { field: 'events', from: null, to: 'submission.created, submission.updated, submission.erased' },
        { field: 'enabled', from: null, to: 'yes' },
      ],
    });
    await admin
      .patch(ADMIN_API.webhook(created.id))
      .send({ url: 'https://93.184.216.35/other', kinds: ['enquiry', 'newsletter'], rotateSecret: true })
      .expect(200);
    expect(await auditOf('webhook-updated')).toEqual({
      target_label: 'https://93.184.216.35/other',
      changes: [
        { field: 'url', from: 'https://93.184.216.34/in/orbitwise', to: 'https://93.184.216.35/other' },
        { field: 'kinds', from: 'enquiry', to: 'enquiry, newsletter' },
        { field: 'secret', from: 'earlier secret', to: 'new secret' },
      ],
    });
    await admin.delete(ADMIN_API.webhook(created.id)).expect(204);
    expect(await auditOf('webhook-deleted')).toEqual({
      target_label: 'https://93.184.216.35/other',
      changes: [
        { field: 'url', from: 'https://93.184.216.35/other', to: null },
        { field: 'kinds', from: 'enquiry, newsletter', to: null },
        { field: 'events', from: 'submission.created, submission.updated, submission.erased', to: null },
        { field: 'enabled', from: 'yes', to: null },
      ],
    });
    const everything = JSON.stringify(await db.query('SELECT * FROM audit_log'));
    for (const secret of ['s3cret', created.secret]) expect(everything).not.toContain(secret);
  });

  it('deletes an endpoint (204, audited); then it is unknown (404)', async () => {
    const created = await create();
    await admin.delete(ADMIN_API.webhook(created.id)).expect(204);
    expect(await rows()).toEqual([]);
    expect(await lastAudit('webhook-deleted')).toEqual({
      actor_id: admin.operator.id,
      target: `webhook ${created.id}`,
    });
    for (const response of [
      await admin.delete(ADMIN_API.webhook(created.id)),
      await admin.patch(ADMIN_API.webhook(created.id)).send({ enabled: true }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, detail: WEBHOOK_NOT_FOUND_DETAIL });
    }
  });

  it('is for admins only: sales and HR get 403, the signed-out 401, and nothing changes', async () => {
    const created = await create();
    const before = await rows();
    for (const operator of [sales, hr]) {
      for (const response of [
        await operator.get(ADMIN_API.webhooks),
        await operator.post(ADMIN_API.webhooks).send({ url: PUBLIC_URL, kinds: ['enquiry'] }),
        await operator.patch(ADMIN_API.webhook(created.id)).send({ rotateSecret: true }),
        await operator.delete(ADMIN_API.webhook(created.id)),
      ]) {
        expect(response.status).toBe(403);
        expect(JSON.stringify(response.body)).not.toContain(created.secret);
      }
    }
    expect((await request(app.getHttpServer()).get(ADMIN_API.webhooks)).status).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1/x', /loopback/],
    ['a private address', 'https://10.1.2.3/x', /private network/],
    ['a link-local address', 'https://[fe80::1]/x', /link-local/],
    ['the cloud metadata address', 'https://169.254.169.254/latest', /link-local/],
    ['localhost', 'https://localhost:8443/x', /this server/],
    ['an IPv4-mapped loopback address', 'https://[::ffff:7f00:1]/x', /IPv4-mapped loopback/],
    ['plain http', 'http://93.184.216.34/x', /must use https/],
    ['credentials', 'https://admin:secret@93.184.216.34/x', /user name or password/],
  ])('in production mode refuses %s when it is saved, storing nothing', async (_case, url, message) => {
    const response = await admin.post(ADMIN_API.webhooks).send({ url, kinds: ['enquiry'] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ url: [expect.stringMatching(message)] });
    expect(await rows()).toEqual([]);
  });

  it('refuses a loopback URL before any connection is made to it', async () => {
    const receiver = await startWebhookReceiver('whsec_' + 'A'.repeat(32));
    try {
      for (const url of [`https://127.0.0.1:${receiver.port}/x`, `https://localhost:${receiver.port}/x`]) {
        expect((await admin.post(ADMIN_API.webhooks).send({ url, kinds: ['enquiry'] })).status).toBe(400);
      }
      expect(receiver.connections()).toBe(0);
      expect(await rows()).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('checks a changed URL as on creation, and keeps the old one when it is refused', async () => {
    const created = await create();
    const response = await admin.patch(ADMIN_API.webhook(created.id)).send({ url: 'https://192.168.0.10/x' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ url: [expect.stringMatching(/private network/)] });
    expect((await admin.get(ADMIN_API.webhooks)).body).toEqual({
      endpoints: [created],
      urlPolicy: { requireHttps: true, allowPrivateNetworks: false },
    });
  });

  it.each([
    ['no kinds', { kinds: [] }, 'kinds'],
    ['a kind twice', { kinds: ['enquiry', 'enquiry'] }, 'kinds'],
    ['an unknown kind', { kinds: ['enquiry', 'admin'] }, 'kinds'],
    ['kinds not a list', { kinds: 'enquiry' }, 'kinds'],
    ['no URL', { url: undefined }, 'url'],
    ['an empty URL', { url: '' }, 'url'],
    ['a URL too long', { url: `https://93.184.216.34/${'a'.repeat(ADMIN_LIMITS.webhookUrlMax)}` }, 'url'],
    ['a secret chosen by the client', { secret: 'whsec_AAAA' }, 'secret'],
  ])('refuses %s with 400 naming the field', async (_case, body, field) => {
    const response = await admin
      .post(ADMIN_API.webhooks)
      .send({ url: PUBLIC_URL, kinds: ['enquiry'], ...body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors as object)).toEqual([field]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a malformed id with 400, an empty change with 400', async () => {
    const created = await create();
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999']) {
      expect((await admin.patch(ADMIN_API.webhook(id)).send({ enabled: false })).status).toBe(400);
      expect((await admin.delete(ADMIN_API.webhook(id))).status).toBe(400);
    }
    for (const body of [{}, { rotateSecret: false }]) {
      const response = await admin.patch(ADMIN_API.webhook(created.id)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/Nothing to change/);
    }
    expect((await admin.get(ADMIN_API.webhooks)).body).toEqual({
      endpoints: [created],
      urlPolicy: { requireHttps: true, allowPrivateNetworks: false },
    });
  });

  it(`keeps at most ${ADMIN_LIMITS.webhookEndpointsMax} endpoints, even when created concurrently`, async () => {
    const attempts = await Promise.all(
      Array.from({ length: ADMIN_LIMITS.webhookEndpointsMax + 5 }, () =>
        admin.post(ADMIN_API.webhooks).send({ url: PUBLIC_URL, kinds: ['event'], enabled: false }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ADMIN_LIMITS.webhookEndpointsMax);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(attempts.find((response) => response.status === 409)!.body.detail).toBe(TOO_MANY_WEBHOOKS_DETAIL);
    expect(await rows()).toHaveLength(ADMIN_LIMITS.webhookEndpointsMax);
  });
});
