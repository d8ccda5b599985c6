/**
 * The newsletter screen without a server: the digest's schedule as saved (every field sent), each
 * issue with its date, items, recipients, delivered and failed counts, and the subscribers' export.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { NEWSLETTER_ADMIN_API, type DigestIssueView, type DigestSettings } from '@orbitwise/contracts/admin';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { NewsletterScreen } from './newsletter';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

const SETTINGS: DigestSettings = {
  schedule: 'weekly',
  weekday: 1,
  hour: 9,
  includeJobs: false,
  includeEvents: true,
  perMinute: 60,
};
const ISSUE: DigestIssueView = {
  id: '3',
  sentAt: '2026-11-30T09:00:04.000Z',
  items: [{ kind: 'post', title: 'Cloud costs, halved', url: 'https://example.com/bloggrid/post/cloud' }],
  recipients: 120,
  delivered: 118,
  failed: 2,
  pending: 0,
};
let saved: unknown[] = [];

beforeEach(() => {
  resetApiClient();
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url.pathname === NEWSLETTER_ADMIN_API.digestIssues) return Response.json({ items: [ISSUE] });
      if (url.pathname === NEWSLETTER_ADMIN_API.digestSettings) {
        if (init?.method === 'PUT') {
          saved.push(JSON.parse(String(init.body)));
          return Response.json(JSON.parse(String(init.body)));
        }
        return Response.json(SETTINGS);
      }
      throw new TypeError(`unexpected request ${url.pathname}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

describe('the newsletter screen', () => {
  it('lists each issue with its counts and links the subscribers’ export', async () => {
    const screen = await renderScreen(<NewsletterScreen />, '/admin/newsletter');
    await settle(() => expect(screen.querySelector('tbody tr')).not.toBeNull());
    const cells = [...screen.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Cloud costs, halved', '120', '118', '2', '0']);
    const exportLink = [...screen.querySelectorAll('a')].find((a) => a.textContent === 'Export CSV');
    expect(exportLink?.getAttribute('href')).toBe(NEWSLETTER_ADMIN_API.subscribersExport);
  });

  it('saves the schedule with every field', async () => {
    const screen = await renderScreen(<NewsletterScreen />, '/admin/newsletter');
    await settle(() => expect(screen.querySelector('form[aria-label="Digest schedule"]')).not.toBeNull());
    const form = screen.querySelector<HTMLFormElement>('form[aria-label="Digest schedule"]')!;
    form.querySelector<HTMLSelectElement>('#digest-hour')!.value = '17';
    form.querySelector<HTMLInputElement>('#digest-jobs')!.checked = true;
    await act(async () => form.requestSubmit());
    await settle(() => expect(saved).toEqual([{ ...SETTINGS, hour: 17, includeJobs: true }]));
    await settle(() => expect(screen.textContent).toContain('Digest schedule saved.'));
  });
});
