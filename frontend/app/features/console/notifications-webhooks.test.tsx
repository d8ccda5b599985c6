/**
 * The webhooks panel without a server: "Send test event" posts once per press and shows how the
 * endpoint answered, the URL hint says what this server accepts (loopback allowed or refused, as the
 * server's policy says), and a new endpoint sends the events ticked.
 */
import { API_PATHS } from '@orbitwise/contracts';
import {
  ADMIN_API,
  type CreateWebhookRequest,
  type DeliveryListResponse,
  type NotificationSettingsResponse,
  type WebhookEndpointView,
  type WebhookListResponse,
  type WebhookTestResult,
  type WebhookUrlPolicy,
} from '@orbitwise/contracts/admin';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { Deliveries } from './detail-deliveries';
import { NotificationsScreen, urlHint } from './notifications';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

const ENDPOINT: WebhookEndpointView = {
  id: '3',
  url: 'https://hooks.example.com/orbitwise',
  kinds: ['contact'],
  events: ['submission.created', 'submission.erased'],
  enabled: true,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  createdAt: '2026-01-02T10:00:00.000Z',
};

const SETTINGS: NotificationSettingsResponse = {
  recipients: { leads: [], applications: [] },
  acknowledgement: {
    enquiry: false,
    contact: false,
    event: false,
    'it-support': false,
    newsletter: false,
    application: false,
  },
  defaults: { leads: [], applications: [] },
  emailConfigured: true,
  mailFrom: 'site@example.com',
};

const webhookDelivery = (id: string, event: DeliveryListResponse['deliveries'][number]['event']) => ({
  id,
  channel: 'webhook' as const,
  event,
  target: ENDPOINT.url,
  state: 'sent' as const,
  reason: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  sentAt: '2026-01-02T10:00:01.000Z',
  attempts: [],
  recipients: [],
});
const DELIVERIES: DeliveryListResponse = {
  deliveries: [webhookDelivery('1', 'submission.created'), webhookDelivery('2', 'submission.updated')],
  emailConfigured: true,
};

let policy: WebhookUrlPolicy;
let testAnswer: WebhookTestResult;
let posts: { url: string; body: unknown }[];

beforeEach(() => {
  resetApiClient();
  posts = [];
  policy = { requireHttps: false, allowPrivateNetworks: true };
  testAnswer = { ok: true, status: 204, detail: 'HTTP 204', webhookId: 'msg_test_1' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === ADMIN_API.notificationSettings) return Response.json(SETTINGS);
      if (url === ADMIN_API.submissionDeliveries('9')) return Response.json(DELIVERIES);
      if (url === ADMIN_API.webhooks && (init?.method ?? 'GET') === 'GET') {
        return Response.json({ endpoints: [ENDPOINT], urlPolicy: policy } satisfies WebhookListResponse);
      }
      if (init?.method === 'POST') {
        posts.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
        if (url === ADMIN_API.webhookTest(ENDPOINT.id)) return Response.json(testAnswer);
        if (url === ADMIN_API.webhooks) return Response.json(ENDPOINT, { status: 201 });
      }
      throw new TypeError(`unexpected request ${init?.method ?? 'GET'} ${url}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

const render = () => renderScreen(<NotificationsScreen />, '/admin/notifications');
/** The test's notice (the copy button has a status region of its own). */
const testNotice = (container: HTMLElement) =>
  [...container.querySelectorAll('.console-webhook [role="status"]')]
    .map((element) => element.textContent)
    .find((text) => text?.startsWith('Test event'));
const testButton = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLButtonElement>('.console-webhook button')].find((button) =>
    /test event|Sending/.test(button.textContent ?? ''),
  );

describe('Send test event', () => {
  it("posts once to the endpoint's test call and shows the endpoint's answer", async () => {
    const container = await render();
    await settle(() => expect(testButton(container)?.textContent).toBe('Send test event'));
    expect(container.querySelector('.console-webhook')!.textContent).toContain(
      'Events: New submission, Submission erased',
    );
    await act(async () => testButton(container)!.click());
    await settle(() => expect(testNotice(container)).toBe('Test event delivered: HTTP 204'));
    expect(posts).toEqual([{ url: ADMIN_API.webhookTest('3'), body: undefined }]);
  });

  it('says so when the endpoint did not take it', async () => {
    testAnswer = { ok: false, status: 500, detail: 'HTTP 500: <b>oops</b>', webhookId: 'msg_test_2' };
    const container = await render();
    await settle(() => expect(testButton(container)).toBeDefined());
    await act(async () => testButton(container)!.click());
    await settle(() => expect(testNotice(container)).toBe('Test event not accepted: HTTP 500: <b>oops</b>'));
    // The answer is text, never markup.
    expect(container.querySelector('.console-webhook b')).toBeNull();
  });
});

describe('the URL hint', () => {
  it("says what the server does with loopback and private addresses, from the list's policy", async () => {
    const container = await render();
    await settle(() =>
      expect(container.textContent).toContain(
        'http:// or https://. Loopback, private and link-local addresses are allowed on this server.',
      ),
    );
    expect(urlHint({ requireHttps: true, allowPrivateNetworks: false })).toBe(
      'https:// only. Loopback, private and link-local addresses are refused.',
    );
  });
});

it('adds an endpoint with the events ticked (all by default)', async () => {
  const container = await render();
  await settle(() => expect(container.querySelector('form[aria-label="Add a webhook"]')).not.toBeNull());
  const form = container.querySelector<HTMLFormElement>('form[aria-label="Add a webhook"]')!;
  const url = form.querySelector<HTMLInputElement>('input[name="url"]')!;
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(url, 'https://crm.example.com/hook');
    url.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const updated = form.querySelector<HTMLInputElement>('input[value="submission.updated"]')!;
  expect(updated.checked).toBe(true);
  await act(async () => updated.click());
  await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await settle(() => expect(posts).toHaveLength(1));
  expect(posts[0]!.body as CreateWebhookRequest).toMatchObject({
    url: 'https://crm.example.com/hook',
    events: ['submission.created', 'submission.erased'],
  });
});

it("names a webhook delivery's event in a submission's delivery log, beyond the arrival's", async () => {
  const container = await renderScreen(<Deliveries id="9" />, '/admin/inbox/9');
  await settle(() => expect(container.querySelectorAll('.console-delivery h3')).toHaveLength(2));
  expect([...container.querySelectorAll('.console-delivery h3')].map((h) => h.textContent)).toEqual([
    'Webhook',
    'Webhook: status or assignee changed',
  ]);
});
