/** The operators list without a server: an operator's email wraps only where an address may. */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type OperatorView, type SessionResponse } from '@orbitwise/contracts/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { OperatorsScreen } from './operators';
import { createQueryClient } from './query';
import { SessionContext } from './session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BEA: OperatorView = {
  id: '1',
  email: 'bea.admin@example.com',
  displayName: 'Bea Admin',
  role: 'admin',
  disabled: false,
  twoFactorEnabled: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastLoginAt: null,
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
      if (url === ADMIN_API.operators) return Response.json({ operators: [BEA] });
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function settle(check: () => void): Promise<void> {
  for (let tries = 0; ; tries++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      return check();
    } catch (error) {
      if (tries > 200) throw error;
    }
  }
}

it("lets an operator's email wrap only before its @ or a dot", async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const session: SessionResponse = {
    operator: BEA,
    twoFactorEnrolmentRequired: false,
    idleExpiresAt: '2026-01-02T11:00:00.000Z',
    absoluteExpiresAt: '2026-01-02T18:00:00.000Z',
  };
  await act(async () =>
    root!.render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <OperatorsScreen />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    ),
  );
  await settle(() => expect(container.querySelector('tbody .console-address')).not.toBeNull());
  const email = container.querySelector('tbody .console-address')!;
  expect(email.innerHTML).toBe('bea<wbr>.admin<wbr>@example<wbr>.com');
});
