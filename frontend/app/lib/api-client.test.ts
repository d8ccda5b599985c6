import { RATE_LIMIT_MESSAGE, UNEXPECTED_SERVER_ERROR_MESSAGE } from '@orbitwise/contracts';
import { describe, expect, it } from 'vitest';
import { toOutcome } from './api-client';

const headers = (values: Record<string, string> = {}) => ({ get: (name: string) => values[name] ?? null });

describe('the API client maps every answer to the spec catalogue', () => {
  it('200 gives the result, 204 an empty one', () => {
    expect(
      toOutcome({ status: 200, headers: headers(), body: { isSuccess: true, errorMessage: null } }),
    ).toEqual({
      kind: 'result',
      result: { isSuccess: true, errorMessage: null },
    });
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
