/** The inbox's "Show test submissions" toggle: the sandbox instead of the live list, said so on screen. */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type OperatorView, type SessionResponse } from '@orbitwise/contracts/admin';
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { InboxScreen } from './inbox';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';
import { SessionContext } from './session';

const SALES: OperatorView = {
  id: '2',
  email: 'sam.sales@example.com',
  displayName: 'Sam Sales',
  role: 'sales',
  disabled: false,
  twoFactorEnabled: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastLoginAt: null,
};
const SESSION: SessionResponse = {
  operator: SALES,
  twoFactorEnrolmentRequired: false,
  idleExpiresAt: '2026-01-02T11:00:00.000Z',
  absoluteExpiresAt: '2026-01-02T18:00:00.000Z',
};

let listed: URL[] = [];

beforeEach(() => {
  listed = [];
  resetApiClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url.pathname === ADMIN_API.submissions) {
        listed.push(url);
        return Response.json({ items: [], nextCursor: null });
      }
      throw new TypeError(`unexpected request ${url.href}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

const render = (path: string) =>
  renderScreen(
    <SessionContext.Provider value={SESSION}>
      <InboxScreen />
    </SessionContext.Provider>,
    path,
  );

it('lists the live submissions by default; ticking "Show test submissions" asks for the sandbox and says so', async () => {
  const container = await render('/admin/inbox');
  await settle(() => expect(listed).toHaveLength(1));
  expect(listed[0]!.searchParams.has('sandbox')).toBe(false);
  const toggle = container.querySelector<HTMLInputElement>('input[name="sandbox"]')!;
  expect(container.querySelector(`label[for="${toggle.id}"]`)?.textContent).toBe('Show test submissions');
  expect(toggle.checked).toBe(false);
  expect(container.querySelector('[role="note"]')).toBeNull();

  act(() => toggle.click());
  const form = container.querySelector<HTMLFormElement>('form[role="search"]')!;
  act(() => form.requestSubmit());

  await settle(() => expect(listed).toHaveLength(2));
  expect(listed[1]!.searchParams.get('sandbox')).toBe('true');
  expect(container.querySelector('h1')?.textContent).toBe('Inbox (test submissions)');
  expect(container.querySelector('[role="note"]')?.textContent).toContain('Test submissions only');
  expect(container.querySelector<HTMLInputElement>('input[name="sandbox"]')!.checked).toBe(true);
  const csv = container.querySelector<HTMLAnchorElement>('a[href*="format=csv"]')!;
  expect(new URL(csv.href, 'http://localhost').searchParams.get('sandbox')).toBe('true');
});
