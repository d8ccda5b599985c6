/**
 * The console's calls through step-up: a refusal of type step-up-required asks once (calls refused
 * together share the question), and the call is sent again only after a step-up; any other refusal,
 * or a cancelled question, is the call's error as it was.
 */
import { API_PATHS, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { STEP_UP_REQUIRED_DETAIL, STEP_UP_REQUIRED_TYPE } from '@orbitwise/contracts/admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, resetApiClient } from '~/lib/api-client';
import { answerStepUpsWith, request } from './step-up-request';

const problem = (status: number, type: string, detail: string) =>
  new Response(JSON.stringify({ type, title: 'Forbidden', status, detail, instance: '/x' }), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
  });

let sent: string[] = [];
/** How many more calls to /api/admin/change are refused for an old sign-in. */
let refusals = 0;
let unregister: (() => void) | undefined;

beforeEach(() => {
  resetApiClient();
  sent = [];
  refusals = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/admin/forbidden') {
        return problem(
          403,
          'https://datatracker.ietf.org/doc/html/rfc9110#status.403',
          'Your role does not allow this.',
        );
      }
      if (refusals > 0) {
        refusals -= 1;
        return problem(403, STEP_UP_REQUIRED_TYPE, STEP_UP_REQUIRED_DETAIL);
      }
      return Response.json({ done: url });
    }),
  );
});

afterEach(() => {
  unregister?.();
  vi.unstubAllGlobals();
});

describe('request with step-up', () => {
  it('asks once for a step-up and sends the refused call again', async () => {
    const ask = vi.fn(async () => true);
    unregister = answerStepUpsWith(ask);
    refusals = 1;
    await expect(request('/api/admin/change', { method: 'POST', body: {} })).resolves.toEqual({
      done: '/api/admin/change',
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['POST /api/admin/change', 'POST /api/admin/change']);
  });

  it('calls refused together share one question', async () => {
    let answer!: (steppedUp: boolean) => void;
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    unregister = answerStepUpsWith(ask);
    refusals = 2;
    const both = Promise.all([
      request('/api/admin/change', { method: 'POST', body: {} }),
      request('/api/admin/change', { method: 'POST', body: {} }),
    ]);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    answer(true);
    await expect(both).resolves.toHaveLength(2);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(4);
  });

  it('a cancelled step-up leaves the refusal as the error, and the call is not sent again', async () => {
    unregister = answerStepUpsWith(async () => false);
    refusals = 1;
    const error = await request('/api/admin/change', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      problemType: STEP_UP_REQUIRED_TYPE,
      message: STEP_UP_REQUIRED_DETAIL,
    });
    expect(sent).toEqual(['POST /api/admin/change']);
  });

  it('any other 403 is not a step-up', async () => {
    const ask = vi.fn(async () => true);
    unregister = answerStepUpsWith(ask);
    await expect(request('/api/admin/forbidden', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
    });
    expect(ask).not.toHaveBeenCalled();
    expect(sent).toEqual(['POST /api/admin/forbidden']);
  });
});
