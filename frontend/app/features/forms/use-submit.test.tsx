import { API_PATHS, CAPTCHA_ERROR_FIELD, IDEMPOTENCY_KEY_HEADER } from '@orbitwise/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { BackgroundCaptcha } from './captcha';
import { NewsletterForm } from './newsletter-form';
import { renderForTest, typeInto } from './render-for-test';

/** The two answers that may earn an automatic retry: a refused anti-forgery token, a stale captcha. */
type RetryableFailure = 'csrf' | 'captcha';

function problem(status: number, errors?: Record<string, string[]>): Response {
  return new Response(JSON.stringify({ status, title: 'Refused', detail: 'Refused', errors }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** A server that refuses every submission the retryable way; `failure(n)` picks the answer to POST n. */
function refusingServer(failure: (postNumber: number) => RetryableFailure) {
  const posts: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === API_PATHS.csrfToken) return Response.json({ token: `token-${posts.length}` });
    if (init?.method !== 'POST') throw new TypeError(`unexpected request ${url}`);
    posts.push(url);
    return failure(posts.length) === 'csrf'
      ? problem(403)
      : problem(400, { [CAPTCHA_ERROR_FIELD]: ['The security check has expired.'] });
  });
  return { fetch, posts };
}

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;

beforeEach(() => {
  resetApiClient();
  // Captchas are solved instantly: this test counts POSTs, not proofs of work.
  vi.spyOn(BackgroundCaptcha.prototype, 'prepare').mockImplementation(() => undefined);
  vi.spyOn(BackgroundCaptcha.prototype, 'take').mockImplementation(async () => ({
    payload: 'solved',
    expiresAt: Date.now() + 600_000,
  }));
});

afterEach(() => {
  view?.unmount();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function clickSubscribe(container: HTMLElement, timeout = 1000) {
  await typeInto(container.querySelector<HTMLInputElement>('input[type="email"]')!, 'asha@example.com');
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  await act(async () => button.click());
  // The click is over once its message shows and the button is no longer busy.
  await vi.waitFor(
    () => {
      expect(container.querySelector('[role="alert"]')?.hasAttribute('hidden')).toBe(false);
      expect(button.getAttribute('aria-busy')).toBeNull();
    },
    { timeout },
  );
}

describe('a submit click sends at most one automatic retry', () => {
  it.each<[string, (postNumber: number) => RetryableFailure]>([
    ['every anti-forgery token refused', () => 'csrf'],
    ['every captcha stale', () => 'captcha'],
    ['a refused token and a stale captcha by turns', (n) => (n % 2 === 1 ? 'csrf' : 'captcha')],
  ])('%s: two POSTs per click', async (_case, failure) => {
    const server = refusingServer(failure);
    vi.stubGlobal('fetch', server.fetch);
    view = await renderForTest(<NewsletterForm />);
    const { container } = view;

    await clickSubscribe(container);
    expect(server.posts).toEqual([API_PATHS.addUserSubscription, API_PATHS.addUserSubscription]);

    await clickSubscribe(container);
    expect(server.posts).toHaveLength(4);
  });
});

describe('a submit click sends one Idempotency-Key', () => {
  it('the same on the automatic retry of the click, a new one on the next click', async () => {
    const keys: (string | null)[] = [];
    // The server is never reached: every POST fails for want of an answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === API_PATHS.csrfToken) return Response.json({ token: 'token' });
        keys.push(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
        throw new TypeError('Failed to fetch');
      }),
    );
    view = await renderForTest(<NewsletterForm />);
    const { container } = view;

    // The retry after no answer comes a second later.
    await clickSubscribe(container, 5000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(keys[1]).toBe(keys[0]);

    await clickSubscribe(container, 5000);
    expect(keys).toHaveLength(4);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
