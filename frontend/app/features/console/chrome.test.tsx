/**
 * The console header: a long name is the part that is cut (with its whole self as the title); the
 * role is an element of its own that never shrinks, so a phone still shows it.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type SessionResponse } from '@orbitwise/contracts/admin';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { ConsoleRoot } from './chrome';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SESSION: SessionResponse = {
  operator: {
    id: '1',
    email: 'zebulon.quartermaine@example.com',
    displayName: 'Zebulon Quartermaine',
    role: 'admin',
    disabled: false,
    twoFactorEnabled: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastLoginAt: null,
  },
  twoFactorEnrolmentRequired: false,
  idleExpiresAt: '2026-01-02T11:00:00.000Z',
  absoluteExpiresAt: '2026-01-02T18:00:00.000Z',
};

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  resetApiClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === ADMIN_API.session) return Response.json(SESSION);
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

it('keeps the role outside the part of the name that may be cut', async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MemoryRouter>
        <ConsoleRoot>{null}</ConsoleRoot>
      </MemoryRouter>,
    ),
  );
  for (let tries = 0; !container.querySelector('.console-who-name') && tries < 200; tries++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  const name = container.querySelector('.console-who-name')!;
  expect(name.textContent).toBe('Zebulon Quartermaine');
  expect(name.getAttribute('title')).toBe('Zebulon Quartermaine');
  const role = container.querySelector('.console-who-id > .console-role')!;
  expect(role.textContent).toBe('(admin)');
  expect(name.contains(role)).toBe(false);
});
