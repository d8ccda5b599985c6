/**
 * The sign-in screen without a server: the code step takes one code, so a refused code (the server
 * cannot say whether the password or the code was wrong) asks for the password again, with the reason.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { LoginScreen } from './login';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

const REFUSED = 'The password or the code is incorrect, or this sign-in has expired. Please sign in again.';
const problem = (status: number, detail: string) =>
  Response.json(
    { status, title: 'Unauthorized', detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

let calls: { url: string; body: unknown }[] = [];

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
  unmountRendered();
  vi.unstubAllGlobals();
});

const render = () => renderScreen(<LoginScreen />, '/admin/login');

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
