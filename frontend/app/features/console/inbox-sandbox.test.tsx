/**
 * The inbox's live/test view switch: the sandbox instead of the live list, applied as soon as it is
 * chosen, in sight outside the folding filter form, and said so on screen.
 */
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

const viewOption = (container: HTMLElement, label: string) => {
  const option = [...container.querySelectorAll<HTMLLabelElement>('.console-view-switch label')].find(
    (candidate) => candidate.textContent === label,
  )!;
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(option.htmlFor)}`)!;
};

it('switches to the test submissions at once: the request, the address, the heading and the banner follow', async () => {
  const container = await render('/admin/inbox?kind=enquiry');
  await settle(() => expect(listed).toHaveLength(1));
  expect(listed[0]!.searchParams.has('sandbox')).toBe(false);
  expect(container.querySelector('h1')?.textContent).toBe('Inbox: Enquiry');
  expect(container.querySelector('[role="note"]')).toBeNull();
  // In sight beside the heading, not inside the filter form that folds away on a phone.
  const test = viewOption(container, 'Test submissions');
  expect(test.closest('form')).toBeNull();
  expect(test.checked).toBe(false);
  expect(viewOption(container, 'Live').checked).toBe(true);

  // A filter typed but not applied yet: the switch neither applies nor drops it.
  const search = container.querySelector<HTMLInputElement>('input[name="q"]')!;
  search.value = 'pending words';

  act(() => test.click());

  await settle(() => expect(listed).toHaveLength(2));
  expect(listed[1]!.searchParams.get('sandbox')).toBe('true');
  expect(listed[1]!.searchParams.get('kind')).toBe('enquiry');
  expect(listed[1]!.searchParams.has('q')).toBe(false);
  expect(container.querySelector('h1')?.textContent).toBe('Inbox: Enquiry (test submissions)');
  expect(container.querySelector('[role="note"]')?.textContent).toContain('Test submissions only');
  expect(viewOption(container, 'Test submissions').checked).toBe(true);
  expect(container.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe('pending words');
  const csv = container.querySelector<HTMLAnchorElement>('a[href*="format=csv"]')!;
  expect(new URL(csv.href, 'http://localhost').searchParams.get('sandbox')).toBe('true');

  // Applying the filter form keeps the view on screen.
  act(() => container.querySelector<HTMLFormElement>('form[role="search"]')!.requestSubmit());
  await settle(() => expect(listed).toHaveLength(3));
  expect(listed[2]!.searchParams.get('sandbox')).toBe('true');
  expect(listed[2]!.searchParams.get('q')).toBe('pending words');

  act(() => viewOption(container, 'Live').click());
  await settle(() => expect(listed).toHaveLength(4));
  expect(listed[3]!.searchParams.has('sandbox')).toBe(false);
  expect(listed[3]!.searchParams.get('q')).toBe('pending words');
  expect(container.querySelector('h1')?.textContent).toBe('Inbox: Enquiry');
  expect(container.querySelector('[role="note"]')).toBeNull();
});

it('opens on the test submissions from the address (?sandbox=true)', async () => {
  const container = await render('/admin/inbox?sandbox=true');
  await settle(() => expect(listed).toHaveLength(1));
  expect(listed[0]!.searchParams.get('sandbox')).toBe('true');
  expect(container.querySelector('h1')?.textContent).toBe('Inbox (test submissions)');
  expect(viewOption(container, 'Test submissions').checked).toBe(true);
});
