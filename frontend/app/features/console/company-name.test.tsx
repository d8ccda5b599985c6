/**
 * The console shows the published company name: after a rename in Company details its header and the
 * tab's title say the new name, though the shell was built with the old one (shown until it loads).
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type SessionResponse } from '@orbitwise/contracts/admin';
import { CONTENT_API } from '@orbitwise/contracts/content';
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, UNSAFE_DataRouterStateContext } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { ConsoleRoot } from './chrome';
import { consolePaths } from './console-routes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SESSION: SessionResponse = {
  operator: {
    id: '1',
    email: 'editor@example.com',
    displayName: 'Edith Editor',
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
let releaseSite: () => void = () => {};

beforeEach(() => {
  resetApiClient();
  const siteLoaded = new Promise<void>((resolve) => (releaseSite = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === ADMIN_API.session) return Response.json(SESSION);
      if (url === CONTENT_API.publishedOne('site', 'company')) {
        await siteLoaded;
        return Response.json({
          kind: 'site',
          slug: 'company',
          data: { ...SITE_DETAILS.data, name: 'Northwind Software' },
          html: {},
          publishedAt: '2026-11-20T10:00:00.000Z',
        });
      }
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const waitFor = async (condition: () => boolean) => {
  for (let tries = 0; !condition() && tries < 200; tries++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
};

it('shows the built name until the published site document loads, then its renamed company', async () => {
  // The root loader's data as the shell was built (the name before the rename).
  const builtState = { loaderData: { root: { companyName: 'Orbitwise Technologies' } } } as never;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MemoryRouter initialEntries={[consolePaths.login]}>
        <UNSAFE_DataRouterStateContext.Provider value={builtState}>
          <ConsoleRoot>{null}</ConsoleRoot>
        </UNSAFE_DataRouterStateContext.Provider>
      </MemoryRouter>,
    ),
  );
  const brand = () => container.querySelector('.console-brand')?.textContent ?? '';

  await waitFor(() => brand() !== '');
  expect(brand()).toBe('Orbitwise Technologies Console');
  expect(document.title).toMatch(/ \| Orbitwise Technologies console$/);

  releaseSite();
  await waitFor(() => brand().startsWith('Northwind'));
  expect(brand()).toBe('Northwind Software Console');
  expect(document.title).toMatch(/ \| Northwind Software console$/);
  expect(document.title).not.toContain('Orbitwise');
});
