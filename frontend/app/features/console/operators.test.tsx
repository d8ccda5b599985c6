/** The operators list without a server: an operator's email wraps only where an address may. */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API, type OperatorView, type SessionResponse } from '@orbitwise/contracts/admin';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { OperatorsScreen } from './operators';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';
import { SessionContext } from './session';

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
  unmountRendered();
  vi.unstubAllGlobals();
});

it("lets an operator's email wrap only before its @ or a dot", async () => {
  const session: SessionResponse = {
    operator: BEA,
    twoFactorEnrolmentRequired: false,
    idleExpiresAt: '2026-01-02T11:00:00.000Z',
    absoluteExpiresAt: '2026-01-02T18:00:00.000Z',
  };
  const container = await renderScreen(
    <SessionContext.Provider value={session}>
      <OperatorsScreen />
    </SessionContext.Provider>,
  );
  await settle(() => expect(container.querySelector('tbody .console-address')).not.toBeNull());
  const email = container.querySelector('tbody .console-address')!;
  expect(email.innerHTML).toBe('bea<wbr>.admin<wbr>@example<wbr>.com');
});
