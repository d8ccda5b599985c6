import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../../test/webhook-receiver';
import { loadConfig, type AppConfig } from '../../config/env';
import { DETAIL_MAX, USER_AGENT, WebhookSender } from './webhook-sender';
import { newWebhookSecret } from './webhooks.service';

/** Every request of this spec goes to a receiver on 127.0.0.1, hence the private networks allowed. */
function sender(notifications: Partial<AppConfig['notifications']> = {}): WebhookSender {
  const base = loadConfig({ NODE_ENV: 'test', SITE_DIR: 'none' });
  return new WebhookSender({
    ...base,
    notifications: {
      ...base.notifications,
      webhookAllowPrivateNetworks: true,
      webhookRequireHttps: false,
      webhookTimeoutSeconds: 1,
      ...notifications,
    },
  });
}

const PAYLOAD = JSON.stringify({ type: 'submission.created', data: { id: '42', name: 'Zoë <b>' } });

describe('WebhookSender', () => {
  const secret = newWebhookSecret();
  let receiver: WebhookReceiver;
  const target = () => ({ url: receiver.url, secret });

  beforeEach(async () => {
    receiver = await startWebhookReceiver(secret);
  });
  afterEach(() => receiver.close());

  it('POSTs the payload signed per Standard Webhooks, and the receiver verifies it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await sender().send(target(), 'msg_1', PAYLOAD);

    expect(result).toEqual({ ok: true, status: 200, detail: 'HTTP 200' });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request).toMatchObject({ method: 'POST', path: '/hook', body: PAYLOAD, verified: true });
    expect(request!.headers).toMatchObject({
      'webhook-id': 'msg_1',
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'content-length': String(Buffer.byteLength(PAYLOAD)),
    });
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const timestamp = Number(request!.headers['webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it('signs so that a tampered body, or another secret, fails verification', async () => {
    await sender().send(target(), 'msg_2', PAYLOAD);
    const { headers, body } = receiver.received[0]!;
    expect(verifyWebhook(secret, body, headers)).toBe(true);
    expect(verifyWebhook(secret, body.replace('42', '43'), headers)).toBe(false);
    expect(verifyWebhook(secret, `${body} `, headers)).toBe(false);
    expect(verifyWebhook(secret, body, { ...headers, 'webhook-id': 'msg_3' })).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), body, headers)).toBe(false);
  });

  it('reports a 500 as a failure with an excerpt of the answer', async () => {
    receiver.answer({ status: 500, body: 'Database\n  is down' });
    expect(await sender().send(target(), 'msg_4', PAYLOAD)).toEqual({
      ok: false,
      status: 500,
      detail: 'HTTP 500: Database is down',
    });
  });

  it('goes through a programmed sequence: three 500s, then 200', async () => {
    receiver.answer(500, 500, 500, 200);
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++)
      results.push(await sender().send(target(), 'msg_5', PAYLOAD));
    expect(results.map((result) => [result.ok, result.status])).toEqual([
      [false, 500],
      [false, 500],
      [false, 500],
      [true, 200],
    ]);
    expect(receiver.received.every((request) => request.verified)).toBe(true);
  });

  it('gives up on a slow receiver after the configured timeout', async () => {
    receiver.answer({ status: 200, delayMs: 5000 });
    const started = Date.now();
    const result = await sender({ webhookTimeoutSeconds: 1 }).send(target(), 'msg_6', PAYLOAD);
    expect(result).toEqual({ ok: false, status: null, detail: 'timed out after 1 s' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('does not follow a redirect: a 3xx is a failure and nothing else is requested', async () => {
    receiver.answer({ status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    const result = await sender().send(target(), 'msg_7', PAYLOAD);
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(result.detail).toMatch(/^HTTP 302 \(redirect not followed\)/);
    expect(receiver.received).toHaveLength(1);
  });

  it('keeps only a short excerpt of a long answer, cut at 1 KB read', async () => {
    receiver.answer({ status: 503, body: `${'é'.repeat(100)}${'x'.repeat(100_000)}` });
    const result = await sender().send(target(), 'msg_8', PAYLOAD);
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(result.detail.length).toBeLessThanOrEqual(DETAIL_MAX);
    expect(result.detail).toMatch(/^HTTP 503: é{100}x+…$/);
  });

  it('stops reading an endless answer after 1 KB instead of waiting for its end', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200);
      const drip = setInterval(() => res.write('y'.repeat(512)), 5);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await sender({ webhookTimeoutSeconds: 5 }).send(
      { url: `http://127.0.0.1:${port}/`, secret },
      'msg_9',
      PAYLOAD,
    );
    server.closeAllConnections();
    server.close();
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.detail.length).toBeLessThanOrEqual(DETAIL_MAX);
  });

  it('refuses at connect time a loopback address, literal or resolved, unless private networks are allowed', async () => {
    const strict = sender({ webhookAllowPrivateNetworks: false });
    const literal = await strict.send(target(), 'msg_10', PAYLOAD);
    // `localhost` stands for a name that resolved to a public address when it was saved (DNS rebinding).
    const named = await strict.send(
      { url: receiver.url.replace('127.0.0.1', 'localhost'), secret },
      'm',
      PAYLOAD,
    );
    for (const result of [literal, named]) {
      expect(result).toEqual({
        ok: false,
        status: null,
        detail: expect.stringMatching(/^refused: .+ is not a public address$/) as string,
      });
    }
    expect(receiver.connections()).toBe(0);
  });

  it('reports a refused connection, an http URL when https is required, a bad secret or id, never throwing', async () => {
    await receiver.close();
    const refused = await sender().send(target(), 'msg_11', PAYLOAD);
    expect(refused).toEqual({
      ok: false,
      status: null,
      detail: expect.stringContaining('ECONNREFUSED') as string,
    });
    receiver = await startWebhookReceiver(secret);
    expect(await sender({ webhookRequireHttps: true }).send(target(), 'msg_12', PAYLOAD)).toEqual({
      ok: false,
      status: null,
      detail: 'not sent: http: URLs are not allowed',
    });
    const badSecret = await sender().send({ url: receiver.url, secret: 'whsec_!!!' }, 'msg_13', PAYLOAD);
    expect(badSecret).toMatchObject({ ok: false, status: null });
    expect(badSecret.detail).toMatch(/^not sent: /);
    const badId = await sender().send(target(), 'msg\r\nX-Injected: 1', PAYLOAD);
    expect(badId).toMatchObject({ ok: false, status: null, detail: expect.stringMatching(/^not sent: /) });
    expect(receiver.received).toHaveLength(0);
  });
});
