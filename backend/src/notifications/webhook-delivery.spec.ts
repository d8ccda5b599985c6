import {
  ADMIN_API,
  type DeliveryListResponse,
  type SubmissionWebhookEvent,
  type WebhookEndpointView,
} from '@orbitwise/contracts/admin';
import { randomBytes } from 'node:crypto';
import { visitorEmail } from '../../test/console-app';
import {
  createNotificationApp,
  deliveriesOf,
  eventually,
  sleep,
  type NotificationApp,
} from '../../test/notification-app';
import { envelopeId, submitEnquiry, submitSubscription } from '../../test/submissions';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../test/webhook-receiver';

describe('Webhooks: retried until the endpoint takes the event, every request signed per Standard Webhooks', () => {
  let n: NotificationApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // Retries after 1 s, then 2 s (createNotificationApp); the endpoint is on loopback, allowed in tests.
    n = await createNotificationApp({});
    // The receiver's own secret is a placeholder: the server makes the endpoint's secret, and each
    // request is verified below with that one.
    receiver = await startWebhookReceiver(
      `whsec_${randomBytes(24).toString('base64')}`,
      [500, 500, 500, 200],
    );
  });

  afterAll(async () => {
    await receiver?.close();
    await n?.close();
  });

  it('is delivered on the fourth try after three 500s: four signed requests with one webhook-id, one delivery sent', async () => {
    const created = await n.admin.post(ADMIN_API.webhooks).send({ url: receiver.url, kinds: ['enquiry'] });
    expect(created.status).toBe(201);
    const endpoint = created.body as WebhookEndpointView;
    expect(endpoint.secret).toMatch(/^whsec_/);

    const email = visitorEmail('webhook');
    await submitEnquiry(n.visitor, email);
    const id = await envelopeId(n.db, email, 'enquiry');
    // Another kind than the endpoint takes: no delivery, no request.
    const subscriber = visitorEmail('webhook-other-kind');
    await submitSubscription(n.visitor, subscriber);
    const other = await envelopeId(n.db, subscriber, 'newsletter');

    const webhook = await eventually(
      'the webhook delivery to be sent',
      async () => (await deliveriesOf(n.db, [id])).find((d) => d.channel === 'webhook' && d.state === 'sent'),
      30_000,
    );
    await sleep(3000); // a fifth request would have come by now
    expect(receiver.received).toHaveLength(4);

    const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
    expect([...ids]).toEqual([`msg_${webhook.id}`]);
    for (const request of receiver.received) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(verifyWebhook(endpoint.secret, request.body, request.headers)).toBe(true);
      const event = JSON.parse(request.body) as SubmissionWebhookEvent;
      expect(event).toMatchObject({
        type: 'submission.created',
        data: { id, kind: 'enquiry', email, consoleUrl: `http://localhost:8080/admin/inbox/${id}` },
      });
    }

    // The event's time is the same on every try; the signature's webhook-timestamp is each try's own.
    const eventTimes = receiver.received.map((r) => (JSON.parse(r.body) as SubmissionWebhookEvent).timestamp);
    expect(new Set(eventTimes).size).toBe(1);
    const signedAt = receiver.received.map((r) => Number(r.headers['webhook-timestamp']));
    expect(signedAt.at(-1)! - signedAt[0]!).toBeGreaterThanOrEqual(2); // retried after 1 s, 2 s, 2 s

    // A tampered body, a replayed signature on another id, or another secret: all fail verification.
    const last = receiver.received.at(-1)!;
    expect(
      verifyWebhook(endpoint.secret, last.body.replace(email, 'mallory@example.com'), last.headers),
    ).toBe(false);
    expect(verifyWebhook(endpoint.secret, `${last.body} `, last.headers)).toBe(false);
    expect(verifyWebhook(endpoint.secret, last.body, { ...last.headers, 'webhook-id': 'msg_0' })).toBe(false);
    expect(verifyWebhook(`whsec_${randomBytes(24).toString('base64')}`, last.body, last.headers)).toBe(false);

    // The log: one delivery, four tries, three refused with the endpoint's status.
    expect(webhook.target).toBe(receiver.url);
    expect(webhook.attempts).toEqual([
      { ok: false, detail: 'HTTP 500' },
      { ok: false, detail: 'HTTP 500' },
      { ok: false, detail: 'HTTP 500' },
      { ok: true, detail: 'HTTP 200' },
    ]);
    const webhooks = (await deliveriesOf(n.db, [id, other])).filter((d) => d.channel === 'webhook');
    expect(webhooks.map((d) => d.submissionId)).toEqual([id]);
    const log = await n.admin.get(ADMIN_API.submissionDeliveries(id));
    expect((log.body as DeliveryListResponse).deliveries).toContainEqual(
      expect.objectContaining({ id: webhook.id, channel: 'webhook', state: 'sent', target: receiver.url }),
    );

    // None of those was a resend.
    for (const request of receiver.received) {
      expect(JSON.parse(request.body) as SubmissionWebhookEvent).not.toHaveProperty('resendOf');
    }

    // Resend, with no body at all: a new webhook-id, naming the delivery it repeats.
    for (const [round, expectedId] of [`msg_${webhook.id}_resend1`, `msg_${webhook.id}_resend2`].entries()) {
      const resent = await n.admin.post(ADMIN_API.deliveryResend(id, webhook.id));
      expect(resent.status).toBe(200);
      await eventually(`resend ${round + 1} to arrive`, () => receiver.received.length === 5 + round);
      const request = receiver.received.at(-1)!;
      expect(request.headers['webhook-id']).toBe(expectedId);
      expect(verifyWebhook(endpoint.secret, request.body, request.headers)).toBe(true);
      expect(JSON.parse(request.body) as SubmissionWebhookEvent).toMatchObject({
        type: 'submission.created',
        timestamp: eventTimes[0],
        resendOf: `msg_${webhook.id}`,
        data: { id, kind: 'enquiry', email },
      });
    }
  }, 60_000);
});
