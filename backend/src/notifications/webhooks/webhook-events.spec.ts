import {
  ADMIN_API,
  type AuditListResponse,
  type DeliveryListResponse,
  type WebhookEndpointView,
  type WebhookEvent,
  type WebhookListResponse,
  type WebhookTestResult,
} from '@orbitwise/contracts/admin';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { visitorEmail } from '../../../test/console-app';
import { createNotificationApp, eventually, type NotificationApp } from '../../../test/notification-app';
import { envelopeId, submitEnquiry } from '../../../test/submissions';
import {
  startWebhookReceiver,
  verifyWebhook,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../../test/webhook-receiver';

// The document is walked as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const DOCUMENT_ID = 'https://orbitwise.example/openapi.json';

/**
 * A receiver that verifies every request with the Standard Webhooks library hears a submission's
 * life: created, updated through the console's triage, erased; each body valid against the schema
 * the live OpenAPI document gives its `type` in `webhooks`. And "Send test event".
 */
describe('Webhook events: created, updated, erased, and a test event on demand', () => {
  let n: NotificationApp;
  let receiver: WebhookReceiver;
  let endpoint: WebhookEndpointView;
  let document: Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    n = await createNotificationApp({});
    receiver = await startWebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`);
    const created = await n.admin.post(ADMIN_API.webhooks).send({ url: receiver.url, kinds: ['contact'] });
    expect(created.status).toBe(201);
    endpoint = created.body as WebhookEndpointView;
    document = (await request(n.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  });

  afterAll(async () => {
    await receiver?.close();
    await n?.close();
  });

  /** The body's errors against the schema the document's `webhooks` gives its type. */
  const schemaErrors = (event: WebhookEvent): string[] => {
    const hook = document.webhooks[event.type];
    if (!hook) return [`no webhook named ${event.type}`];
    const ref = hook.post.requestBody.content['application/json'].schema.$ref as string;
    const check = ajv.getSchema(`${DOCUMENT_ID}${ref}`)!;
    return check(event) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };

  const received = (type: string): Promise<ReceivedWebhook> =>
    eventually(`a ${type} event`, () =>
      receiver.received.find((r) => (JSON.parse(r.body) as WebhookEvent).type === type),
    );

  it('takes every event by default; lists the URL policy the form describes', async () => {
    expect(endpoint.events).toEqual(['submission.created', 'submission.updated', 'submission.erased']);
    const list = (await n.admin.get(ADMIN_API.webhooks).expect(200)).body as WebhookListResponse;
    // createNotificationApp allows private networks (the receiver is on loopback).
    expect(list.urlPolicy).toEqual({ requireHttps: false, allowPrivateNetworks: true });
  });

  it('sends submission.created, submission.updated on each triage change (spam too), then submission.erased: signed, valid, one id', async () => {
    const email = visitorEmail('webhook-events');
    await submitEnquiry(n.visitor, email, 'contact');
    const id = await envelopeId(n.db, email, 'contact');

    const createdRequest = await received('submission.created');
    expect(verifyWebhook(endpoint.secret, createdRequest.body, createdRequest.headers)).toBe(true);
    const created = JSON.parse(createdRequest.body) as WebhookEvent & { type: 'submission.created' };
    expect(schemaErrors(created)).toEqual([]);
    expect(created.data).toMatchObject({ id, kind: 'contact', email });
    // Stable names beside the labels.
    expect(created.data.fields).toContainEqual({ name: 'email', label: expect.any(String), value: email });
    expect(created.data.fields.every((field) => /^[a-zA-Z]+$/.test(field.name))).toBe(true);

    // The id is the read API's.
    const detail = await n.admin.get(ADMIN_API.submission(id)).expect(200);
    expect(detail.body.id).toBe(created.data.id);

    await n.admin.patch(ADMIN_API.submission(id)).send({ status: 'in-progress' }).expect(200);
    const updatedRequest = await received('submission.updated');
    expect(verifyWebhook(endpoint.secret, updatedRequest.body, updatedRequest.headers)).toBe(true);
    const updated = JSON.parse(updatedRequest.body) as WebhookEvent;
    expect(schemaErrors(updated)).toEqual([]);
    expect(updated).toMatchObject({
      type: 'submission.updated',
      data: {
        id,
        kind: 'contact',
        status: 'in-progress',
        assignee: null,
        changed: ['status'],
        previous: { status: 'new', assignee: null },
      },
    });
    expect(updatedRequest.body).not.toContain(email);

    // An assignment, then spam: each an event of its own (spam holds only what tells the content).
    const admin = { id: n.admin.operator.id, displayName: n.admin.operator.displayName };
    await n.admin.patch(ADMIN_API.submission(id)).send({ assigneeId: admin.id }).expect(200);
    await n.admin.patch(ADMIN_API.submission(id)).send({ status: 'spam' }).expect(200);
    const triage = await eventually('the assignment and the spam events', () => {
      const events = receiver.received
        .map((r) => JSON.parse(r.body) as WebhookEvent)
        .filter((event) => event.type === 'submission.updated');
      return events.length === 3 && events;
    });
    // Two changes in quick succession may arrive in either order: a receiver orders them by `timestamp`.
    triage.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
    expect(triage.map((event) => event.data)).toEqual([
      expect.objectContaining({ status: 'in-progress', changed: ['status'] }),
      expect.objectContaining({
        status: 'in-progress',
        assignee: admin,
        changed: ['assignee'],
        previous: { status: 'in-progress', assignee: null },
      }),
      expect.objectContaining({
        status: 'spam',
        assignee: admin,
        changed: ['status'],
        previous: { status: 'in-progress', assignee: admin },
      }),
    ]);
    for (const event of triage) expect(schemaErrors(event)).toEqual([]);
    // The submission's delivery log names each webhook's event (once each try is settled).
    const logged = await eventually('the webhook deliveries settled', async () => {
      const log = (await n.admin.get(ADMIN_API.submissionDeliveries(id)).expect(200))
        .body as DeliveryListResponse;
      const webhooks = log.deliveries.filter((d) => d.channel === 'webhook');
      return webhooks.every((d) => d.state === 'sent') && webhooks.map((d) => d.event);
    });
    expect(logged).toEqual([
      'submission.created',
      'submission.updated',
      'submission.updated',
      'submission.updated',
    ]);

    await n.admin.delete(ADMIN_API.submission(id)).expect(204);
    const erasedRequest = await received('submission.erased');
    expect(verifyWebhook(endpoint.secret, erasedRequest.body, erasedRequest.headers)).toBe(true);
    const erased = JSON.parse(erasedRequest.body) as WebhookEvent;
    expect(schemaErrors(erased)).toEqual([]);
    expect(erased).toEqual({
      type: 'submission.erased',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { id, kind: 'contact' },
    });
    // One per event; ordered by their times, they are in the order they happened.
    const events = receiver.received
      .map((r) => JSON.parse(r.body) as WebhookEvent)
      .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
    expect(events.map((event) => event.type)).toEqual([
      'submission.created',
      'submission.updated',
      'submission.updated',
      'submission.updated',
      'submission.erased',
    ]);
  }, 60_000);

  it('sends only the events an endpoint chose', async () => {
    const only = await startWebhookReceiver('whsec_unused');
    try {
      const made = await n.admin
        .post(ADMIN_API.webhooks)
        .send({ url: only.url, kinds: ['contact'], events: ['submission.erased'] })
        .expect(201);
      expect((made.body as WebhookEndpointView).events).toEqual(['submission.erased']);
      const email = visitorEmail('webhook-erased-only');
      await submitEnquiry(n.visitor, email, 'contact');
      const id = await envelopeId(n.db, email, 'contact');
      await n.admin.patch(ADMIN_API.submission(id)).send({ status: 'done' }).expect(200);
      await n.admin.delete(ADMIN_API.submission(id)).expect(204);
      await eventually('the erased event', () => only.received.length === 1);
      // The outbox wrote nothing else for it (the created and updated ones go to the first endpoint only).
      const rows = await n.db.query(
        `SELECT event FROM notification_delivery WHERE webhook_endpoint_id = $1`,
        [(made.body as WebhookEndpointView).id],
      );
      expect(rows).toEqual([{ event: 'submission.erased' }]);
      expect(JSON.parse(only.received[0]!.body)).toMatchObject({ type: 'submission.erased', data: { id } });
      await n.admin.delete(ADMIN_API.webhook((made.body as WebhookEndpointView).id)).expect(204);
    } finally {
      await only.close();
    }
  }, 60_000);

  it('"Send test event" posts one signed test event and answers what the endpoint said; audited', async () => {
    const before = receiver.received.length;
    receiver.answer({ status: 202, body: 'queued by the CRM' }, 500);
    const sent = await n.admin.post(ADMIN_API.webhookTest(endpoint.id)).expect(200);
    const result = sent.body as WebhookTestResult;
    expect(result).toEqual({
      ok: true,
      status: 202,
      detail: 'HTTP 202: queued by the CRM',
      webhookId: expect.stringMatching(/^msg_test_/),
    });
    const request = receiver.received[before]!;
    expect(request.headers['webhook-id']).toBe(result.webhookId);
    expect(verifyWebhook(endpoint.secret, request.body, request.headers)).toBe(true);
    const event = JSON.parse(request.body) as WebhookEvent;
    expect(schemaErrors(event)).toEqual([]);
    expect(event).toMatchObject({ type: 'test', data: { endpointId: endpoint.id } });

    // A refusal is answered as such (200: the call worked; the endpoint did not take it).
    const refused = (await n.admin.post(ADMIN_API.webhookTest(endpoint.id)).expect(200)).body;
    expect(refused).toMatchObject({ ok: false, status: 500, detail: 'HTTP 500' });
    expect(receiver.received).toHaveLength(before + 2);
    // Not an outbox delivery: nothing retried, nothing in a submission's log.
    const outbox = await n.db.query(
      `SELECT count(*)::int AS count FROM notification_delivery WHERE event_data ? 'endpointId'`,
    );
    expect(outbox).toEqual([{ count: 0 }]);

    const audit = (await n.admin.get(`${ADMIN_API.audit}?action=webhook-tested`).expect(200))
      .body as AuditListResponse;
    expect(audit.items.map((entry) => [entry.target, entry.changes])).toEqual([
      [`webhook ${endpoint.id}`, [{ field: 'answer', from: null, to: 'HTTP 500' }]],
      [`webhook ${endpoint.id}`, [{ field: 'answer', from: null, to: 'HTTP 202' }]],
    ]);

    await n.admin.post(ADMIN_API.webhookTest('999999')).expect(404);
  });
});
