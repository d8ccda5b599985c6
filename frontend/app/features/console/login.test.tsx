/**
 * The sign-in screen without a server: the code step takes one code, so a refused code (the server
 * cannot say whether the password or the code was wrong) asks for the password again, with the reason.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { LoginScreen } from './login';
import { createQueryClient } from './query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFUSED = 'The password or the code is incorrect, or this sign-in has expired. Please sign in again.';
const problem = (status: number, detail: string) =>
  Response.json(
    { status, title: 'Unauthorized', detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

let calls: { url: string; body: unknown }[] = [];
let cleanup: (() => void) | undefined;

beforeEach(() => {
  resetApiClient();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === ADMIN_API.session && (init?.method ?? 'GET') === 'GET')
        return problem(401, 'Not signed in.');
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      if (url === ADMIN_API.session) return Response.json({ status: 'two-factor-required' });
      if (url === ADMIN_API.sessionTwoFactor) return problem(401, REFUSED);
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
});

async function render(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin/login']}>
          <LoginScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

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

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const labelled = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('label')].find((label) => label.textContent?.startsWith(text))!
    .control as HTMLInputElement;

const submit = async (container: HTMLElement, text: string) =>
  act(async () => [...container.querySelectorAll('button')].find((b) => b.textContent === text)!.click());

describe('the sign-in screen', () => {
  it('asks for the password again, with the reason, when the code step is refused', async () => {
    const container = await render();
    await settle(() => expect(container.querySelector('form[aria-label="Admin login"]')).not.toBeNull());
    await type(labelled(container, 'User name or email'), 'ana@example.com');
    await type(labelled(container, 'Password'), 'tangerine ladder quietly orbit');
    await submit(container, 'Login');
    await settle(() =>
      expect(container.querySelector('form[aria-label="Two-factor sign-in"]')).not.toBeNull(),
    );

    await type(labelled(container, 'Authentication code'), '123 456');
    await submit(container, 'Verify');
    await settle(() => expect(container.querySelector('form[aria-label="Admin login"]')).not.toBeNull());
    expect(container.querySelector('form[aria-label="Two-factor sign-in"]')).toBeNull();
    expect(container.textContent).toContain(REFUSED);
    expect(calls).toEqual([
      {
        url: ADMIN_API.session,
        body: { email: 'ana@example.com', password: 'tangerine ladder quietly orbit' },
      },
      { url: ADMIN_API.sessionTwoFactor, body: { code: '123456' } },
    ]);
  });
});
