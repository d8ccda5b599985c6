/**
 * A partly failed e-mail in a submission's delivery log: its state, the recipients it did not reach,
 * and the two Resends (to those only, the default; to all, on request).
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type DeliveryListResponse, type DeliveryView } from '@orbitwise/contracts/admin';
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { Deliveries } from './detail-deliveries';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

const PARTLY: DeliveryView = {
  id: '31',
  channel: 'email',
  event: 'submission.created',
  target: 'sales@example.com, bounce@example.com, manager@example.com',
  state: 'partly-failed',
  reason: 'sent to sales@example.com: 250 OK; refused for bounce@example.com: 550 no such user',
  createdAt: '2026-01-02T10:00:00.000Z',
  sentAt: null,
  attempts: [{ at: '2026-01-02T10:00:01.000Z', ok: false, detail: '550 no such user', durationMs: 40 }],
  recipients: [
    { address: 'sales@example.com', state: 'sent', reply: '250 OK' },
    { address: 'bounce@example.com', state: 'failed', reply: '550 no such user' },
    { address: 'manager@example.com', state: 'sent', reply: '250 OK' },
  ],
};

let posts: string[] = [];
let container: HTMLElement;

beforeEach(() => {
  resetApiClient();
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === ADMIN_API.submissionDeliveries('7')) {
        return Response.json({ emailConfigured: true, deliveries: [PARTLY] } satisfies DeliveryListResponse);
      }
      if (url.startsWith(ADMIN_API.deliveryResend('7', '31')) && init?.method === 'POST') {
        posts.push(url);
        return Response.json({ ...PARTLY, state: 'pending' });
      }
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

async function renderLog() {
  container = await renderScreen(<Deliveries id="7" />);
  await settle(() => expect(container.querySelector('.console-delivery')).not.toBeNull());
}

const button = (name: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('.console-delivery button')].find(
    (candidate) => candidate.textContent === name,
  )!;

it('shows "Partly failed" and the recipient it did not reach, with its reply', async () => {
  await renderLog();
  expect(container.querySelector('.console-state')!.textContent).toBe('Partly failed');
  const unreached = container.querySelectorAll('.console-delivery-unreached li');
  expect([...unreached].map((item) => item.textContent)).toEqual([
    'Not reached: bounce@example.com — 550 no such user',
  ]);
});

it('Resend goes to the recipient it did not reach; "Resend to all" asks for everyone', async () => {
  await renderLog();
  await act(async () => button('Resend to the 1 not reached').click());
  await settle(() => expect(posts).toEqual([ADMIN_API.deliveryResend('7', '31')]));
  await settle(() => expect(button('Resend to all').disabled).toBe(false));
  await act(async () => button('Resend to all').click());
  await settle(() =>
    expect(posts).toEqual([
      ADMIN_API.deliveryResend('7', '31'),
      `${ADMIN_API.deliveryResend('7', '31')}?to=all`,
    ]),
  );
});

it('lets every address it shows wrap only before its @ or a dot: recipients, the one not reached, the reason', async () => {
  await renderLog();
  const card = container.querySelector('.console-delivery')!;
  const target = card.querySelector('.console-delivery-target')!;
  expect([...target.querySelectorAll('.console-address')].map((a) => a.innerHTML)).toEqual([
    'sales<wbr>@example<wbr>.com',
    'bounce<wbr>@example<wbr>.com',
    'manager<wbr>@example<wbr>.com',
  ]);
  const unreached = card.querySelector('.console-delivery-unreached .console-address')!;
  expect(unreached.innerHTML).toBe('bounce<wbr>@example<wbr>.com');
  const reason = card.querySelector('.console-delivery-reason')!;
  expect([...reason.querySelectorAll('.console-address')].map((a) => a.textContent)).toEqual([
    'sales@example.com',
    'bounce@example.com',
  ]);
  expect(reason.textContent).toBe(`Why: ${PARTLY.reason}`);
});
