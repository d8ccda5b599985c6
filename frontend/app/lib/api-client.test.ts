import {
  API_PATHS,
  CAPTCHA_ERROR_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  RATE_LIMIT_MESSAGE,
  UNEXPECTED_SERVER_ERROR_MESSAGE,
} from '@orbitwise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, resetApiClient, submit, toOutcome } from './api-client';

const headers = (values: Record<string, string> = {}) => ({ get: (name: string) => values[name] ?? null });

describe('the API client maps every answer to the spec catalogue', () => {
  it('200 gives the result, 204 an empty one', () => {
    expect(
      toOutcome({ status: 200, headers: headers(), body: { isSuccess: true, errorMessage: null } }),
    ).toEqual({
      kind: 'result',
      result: { isSuccess: true, errorMessage: null },
    });
    expect(
      toOutcome({
        status: 200,
        headers: headers(),
        body: { isSuccess: true, errorMessage: null, waitlisted: true },
      }),
    ).toEqual({ kind: 'result', result: { isSuccess: true, errorMessage: null, waitlisted: true } });
    expect(toOutcome({ status: 204, headers: headers(), body: null })).toEqual({
      kind: 'result',
      result: { isSuccess: false, errorMessage: null },
    });
  });

  it("400 is 'Bad Request' with the field messages", () => {
    const outcome = toOutcome({
      status: 400,
      headers: headers(),
      body: {
        status: 400,
        title: 'Bad Request',
        detail: 'One or more fields are invalid.',
        errors: { email: ['x'] },
      },
    });
    expect(outcome).toMatchObject({ kind: 'invalid', title: 'Bad Request', fieldErrors: { email: ['x'] } });
  });

  it('429 tells when to try again; any other status is an unexpected server error', () => {
    expect(toOutcome({ status: 429, headers: headers({ 'Retry-After': '42' }), body: null })).toMatchObject({
      reason: 'rate-limited',
      message: `${RATE_LIMIT_MESSAGE} You can try again in 42 seconds.`,
    });
    for (const status of [500, 404, 301]) {
      expect(toOutcome({ status, headers: headers(), body: null })).toMatchObject({
        kind: 'failed',
        message: UNEXPECTED_SERVER_ERROR_MESSAGE,
      });
    }
  });
});

describe('the console calls', () => {
  it('turn problem details into readable messages', async () => {
    const { toApiError, withQuery } = await import('./api-client');
    const problem = (status: number, detail: string) => ({
      type: 'x',
      title: 't',
      status,
      detail,
      instance: '/',
    });
    expect(toApiError(403, problem(403, 'Your role cannot see applications.')).message).toBe(
      'Your role cannot see applications.',
    );
    expect(toApiError(401, null).message).toBe('Please sign in to continue.');
    const throttled = toApiError(429, problem(429, 'Too many failed sign-in attempts.'), '120');
    expect(throttled.message).toBe('Too many failed sign-in attempts. You can try again in 2 minutes.');
    expect(throttled.retryAfterSeconds).toBe(120);
    expect(toApiError(500, problem(500, 'stack trace')).message).toBe(UNEXPECTED_SERVER_ERROR_MESSAGE);
    expect(withQuery('/api/x', { kind: 'contact', q: 'a&b', cursor: undefined, empty: '' })).toBe(
      '/api/x?kind=contact&q=a%26b',
    );
  });
});

describe('a submission attempt sends one Idempotency-Key, the same on its automatic retry', () => {
  const QUOTED_UUID = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;
  type Answer = 'no answer' | Response;

  /** A server answering the POSTs in turn; records each POST's key. */
  function serve(...answers: (() => Answer)[]) {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === API_PATHS.csrfToken) return Response.json({ token: 'token' });
        keys.push(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
        const answer = answers[keys.length - 1]?.() ?? 'no answer';
        if (answer === 'no answer') throw new TypeError('Failed to fetch');
        return answer;
      }),
    );
    return keys;
  }
  const ok = () => Response.json({ isSuccess: true, errorMessage: null });
  const problem =
    (status: number, headers: Record<string, string> = {}, errors?: object) =>
    () =>
      Response.json({ status, title: 't', detail: 'd', errors }, { status, headers });

  beforeEach(() => resetApiClient());
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, () => Answer]>([
    ['no answer (the connection dropped, perhaps after the server stored it)', () => 'no answer'],
    ['a 502 from the gateway', problem(502)],
    ['a 503 (nginx, when the replica it sent the request to was shutting down)', problem(503)],
    ['a 504 from the gateway', problem(504)],
    ['a refused anti-forgery token', problem(403)],
    ['a stale captcha', problem(400, {}, { [CAPTCHA_ERROR_FIELD]: ['expired'] })],
    ['409: the first send is still being processed', problem(409, { 'Retry-After': '1' })],
  ])('retries after %s with the same key', async (_what, failure) => {
    const keys = serve(failure, ok);
    const outcome = await submit(API_PATHS.addContactUs, { a: 1 }, { freshCaptcha: async () => 'fresh' });
    expect(outcome).toEqual({ kind: 'result', result: { isSuccess: true, errorMessage: null } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(QUOTED_UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after one retry without an answer, and the next attempt has a new key', async () => {
    const keys = serve(
      () => 'no answer',
      () => 'no answer',
      () => 'no answer',
      ok,
    );
    expect(await submit(API_PATHS.addCareer, new FormData())).toMatchObject({
      kind: 'failed',
      reason: 'network',
    });
    expect(await submit(API_PATHS.addCareer, new FormData())).toMatchObject({ kind: 'result' });
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends the key it is given', async () => {
    const keys = serve(ok);
    await submit(API_PATHS.addUserSubscription, {}, { idempotencyKey: 'given-key' });
    expect(keys).toEqual(['"given-key"']);
  });

  it('makes version 4 UUIDs, also where crypto.randomUUID is missing (plain HTTP)', () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});
