/**
 * Console pieces without a server: the recipients' parsing and checks, where a refused
 * save's field messages go, the delivery log (visitor values as text, Resend, a readable refusal) and
 * the banner every signed-in screen shows administrators when e-mail is not configured.
 */
import { API_PATHS } from '@orbitwise/contracts';
import {
  ADMIN_API,
  ADMIN_LIMITS,
  type DeliveryListResponse,
  type NotificationHealth,
  type OperatorRole,
  type SessionResponse,
} from '@orbitwise/contracts/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { Deliveries } from './detail-deliveries';
import { createQueryClient } from './query';
import { parseAddresses, recipientsSchema, webhookSchema } from './schemas';
import { fieldForKey } from './server-errors';
import { SignedInShell } from './shell';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('recipients', () => {
  it('are read one per line or comma-separated, without blanks or repeats', () => {
    expect(parseAddresses(' a@example.com, b@example.com\n\nA@EXAMPLE.COM;c@example.com ,')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(parseAddresses('  \n , ')).toEqual([]);
  });

  it('must be e-mail addresses, at most the limit per area; empty is the default', async () => {
    await expect(recipientsSchema.validate({ leads: '', applications: '' })).resolves.toBeTruthy();
    await expect(
      recipientsSchema.validate({ leads: 'a@example.com, <b>x</b>', applications: '' }),
    ).rejects.toThrow('“<b>x</b>” is not a valid email address.');
    const many = Array.from({ length: ADMIN_LIMITS.recipientsPerAreaMax + 1 }, (_, i) => `p${i}@example.com`);
    await expect(recipientsSchema.validate({ leads: '', applications: many.join('\n') })).rejects.toThrow(
      `At most ${ADMIN_LIMITS.recipientsPerAreaMax} addresses.`,
    );
  });
});

describe('a webhook', () => {
  it('needs an http(s) URL and at least one kind', async () => {
    await expect(
      webhookSchema.validate({ url: 'https://hooks.example.com/x', kinds: ['enquiry'], enabled: true }),
    ).resolves.toBeTruthy();
    await expect(webhookSchema.validate({ url: 'ftp://example.com', kinds: ['enquiry'] })).rejects.toThrow(
      'Enter a full http:// or https:// URL.',
    );
    await expect(webhookSchema.validate({ url: 'https://example.com', kinds: [] })).rejects.toThrow(
      'Choose at least one kind.',
    );
  });

  it('refusals are placed under the field their key names', () => {
    expect(fieldForKey('url', ['url', 'kinds'])).toBe('url');
    expect(fieldForKey('kinds[2]', ['url', 'kinds'])).toBe('kinds');
    expect(fieldForKey('recipients.leads.0', ['leads', 'applications'])).toBe('leads');
    expect(fieldForKey('secret', ['url', 'kinds'])).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;
let calls: { url: string; method: string; headers: Headers }[] = [];
let view: { container: HTMLElement; unmount: () => void } | undefined;

function stubServer(handle: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      const answer = handle(url, init);
      if (!answer) throw new TypeError(`unexpected request ${url}`);
      return answer;
    }),
  );
}

async function render(element: ReactNode) {
  const client = createQueryClient();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/inbox/7']}>{element}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  view = {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
  return container;
}

/** Lets the stubbed server answer (inside act, so React applies what follows), until `check` passes. */
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

beforeEach(() => {
  resetApiClient();
  calls = [];
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const MARKUP = '<img src=x onerror=alert(1)><b>bold</b>';

function deliveries(): DeliveryListResponse {
  return {
    emailConfigured: true,
    deliveries: [
      {
        id: '31',
        channel: 'email',
        event: 'submission.created',
        target: `sales@example.com, ${MARKUP}`,
        state: 'failed',
        reason: `Every try failed: ${MARKUP}`,
        createdAt: '2026-01-02T10:00:00.000Z',
        sentAt: null,
        attempts: [
          { at: '2026-01-02T10:01:00.000Z', ok: false, detail: `451 ${MARKUP}`, durationMs: 1250 },
          { at: '2026-01-02T10:00:01.000Z', ok: false, detail: 'connect ECONNREFUSED', durationMs: 12 },
        ],
        recipients: [{ address: 'sales@example.com', state: 'pending', reply: `451 ${MARKUP}` }],
      },
      {
        id: '32',
        channel: 'webhook',
        event: 'submission.created',
        target: null,
        state: 'skipped',
        reason: 'The endpoint was deleted.',
        createdAt: '2026-01-02T10:00:00.000Z',
        sentAt: null,
        attempts: [],
        recipients: [],
      },
    ],
  };
}

describe('the delivery log', () => {
  it('shows each delivery with its state and attempts, visitor values as text', async () => {
    stubServer((url) =>
      url === ADMIN_API.submissionDeliveries('7') ? Response.json(deliveries()) : undefined,
    );
    const container = await render(<Deliveries id="7" />);
    await settle(() => expect(container.querySelectorAll('.console-delivery')).toHaveLength(2));
    const [email, webhook] = [...container.querySelectorAll<HTMLElement>('.console-delivery')];
    expect(email!.querySelector('h3')!.textContent).toBe('E-mail to staff');
    expect(email!.querySelector('.console-state')!.textContent).toBe('Failed');
    expect(email!.textContent).toContain(`sales@example.com, ${MARKUP}`);
    expect(email!.textContent).toContain(`451 ${MARKUP}`);
    expect(email!.textContent).toContain('1.3 s');
    expect(email!.textContent).toContain('12 ms');
    expect(email!.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(container.querySelector('img, b')).toBeNull();
    expect(webhook!.textContent).toContain('(the endpoint was deleted)');
    expect(webhook!.textContent).toContain('No attempt yet.');
  });

  it('Resend posts once (disabled meanwhile) and refreshes; a refusal is shown as its detail', async () => {
    let answerResend: (response: Response) => void = () => undefined;
    stubServer((url, init) => {
      if (url === ADMIN_API.submissionDeliveries('7')) return Response.json(deliveries());
      if (url === ADMIN_API.deliveryResend('7', '31') && init?.method === 'POST') {
        return new Promise<Response>((resolve) => (answerResend = resolve)) as unknown as Response;
      }
      return undefined;
    });
    const container = await render(<Deliveries id="7" />);
    await settle(() => expect(container.querySelector('.console-delivery button')).not.toBeNull());
    const button = container.querySelector<HTMLButtonElement>('.console-delivery button')!;
    await act(async () => button.click());
    await settle(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('Sending…');
    const listsBefore = calls.filter((c) => c.url === ADMIN_API.submissionDeliveries('7')).length;
    await act(async () =>
      answerResend(
        new Response(
          JSON.stringify({
            status: 409,
            title: 'Conflict',
            detail: 'The submission is marked spam: it sends nothing.',
          }),
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await settle(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'The submission is marked spam: it sends nothing.',
      ),
    );
    expect(button.disabled).toBe(false);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(calls.filter((c) => c.url === ADMIN_API.submissionDeliveries('7')).length).toBe(listsBefore);
  });
});

it('shows the newest five attempts, and all of them on request', async () => {
  const list = deliveries();
  list.deliveries[0]!.attempts = Array.from({ length: 7 }, (_, i) => ({
    at: new Date(Date.UTC(2026, 0, 2, 10, 7 - i)).toISOString(),
    ok: false,
    detail: `try ${7 - i}`,
    durationMs: 5,
  }));
  stubServer((url) => (url === ADMIN_API.submissionDeliveries('7') ? Response.json(list) : undefined));
  const container = await render(<Deliveries id="7" />);
  await settle(() => expect(container.querySelectorAll('.console-delivery tbody tr')).toHaveLength(5));
  const toggle = container.querySelector<HTMLButtonElement>('.console-attempts-toggle')!;
  expect(toggle.textContent).toBe('Show all 7 attempts');
  await act(async () => toggle.click());
  expect(container.querySelectorAll('.console-delivery tbody tr')).toHaveLength(7);
  expect(container.querySelector('.console-delivery tbody tr')!.textContent).toContain('try 7');
});

it('after Resend, the list is asked again and says it is queued', async () => {
  stubServer((url, init) => {
    if (url === ADMIN_API.submissionDeliveries('7')) return Response.json(deliveries());
    if (url === ADMIN_API.deliveryResend('7', '31') && init?.method === 'POST') {
      return Response.json({ ...deliveries().deliveries[0], state: 'pending' });
    }
    return undefined;
  });
  const container = await render(<Deliveries id="7" />);
  await settle(() => expect(container.querySelector('.console-delivery button')).not.toBeNull());
  const lists = () => calls.filter((c) => c.url === ADMIN_API.submissionDeliveries('7')).length;
  const before = lists();
  await act(async () => container.querySelector<HTMLButtonElement>('.console-delivery button')!.click());
  await settle(() =>
    expect(container.querySelector('.console-delivery [role="status"]')?.textContent).toBe('Queued again.'),
  );
  expect(lists()).toBeGreaterThan(before);
  expect(calls.filter((c) => c.method === 'POST' && c.url !== API_PATHS.csrfToken)).toHaveLength(1);
});

describe('the signed-in shell', () => {
  const session = (role: OperatorRole): SessionResponse => ({
    operator: {
      id: '1',
      email: `${role}@example.com`,
      displayName: 'Sam',
      role,
      disabled: false,
      twoFactorEnabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: null,
    },
    twoFactorEnrolmentRequired: false,
    idleExpiresAt: '2026-01-01T01:00:00.000Z',
    absoluteExpiresAt: '2026-01-01T12:00:00.000Z',
  });
  const health = (emailConfigured: boolean): NotificationHealth => ({
    emailConfigured,
    failed: 0,
    unconfigured: 2,
    held: 0,
    recentFailures: [],
    retrying: 0,
    retryingSince: null,
    lastError: null,
    lastErrorAt: null,
  });

  it.each([
    ['admin', false, 1],
    ['admin', true, 0],
    ['sales', false, 0],
    ['hr', false, 0],
  ] as const)(
    'tells an administrator on every screen that e-mail is not configured (%s, configured: %s)',
    async (role, configured, banners) => {
      stubServer((url) => {
        if (url === ADMIN_API.session) return Response.json(session(role));
        if (url === ADMIN_API.notificationHealth) return Response.json(health(configured));
        return undefined;
      });
      const container = await render(
        <SignedInShell>
          <h1>Inbox</h1>
        </SignedInShell>,
      );
      await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Inbox'));
      // Who cannot act on it is not even asked about it.
      const asked = () => calls.some((c) => c.url === ADMIN_API.notificationHealth);
      if (role === 'admin') await settle(() => expect(asked()).toBe(true));
      await settle(() => undefined);
      if (role !== 'admin') expect(asked()).toBe(false);
      const banner = [...container.querySelectorAll('[role="status"]')].filter((el) =>
        el.textContent?.startsWith('E-mail is not configured'),
      );
      expect(banner).toHaveLength(banners);
      if (banners) {
        expect(banner[0]!.textContent).toBe(
          'E-mail is not configured: notifications are recorded and will be sent once SMTP_URL is set. Open the notification settings',
        );
        const link = banner[0]!.querySelector('a');
        expect(link?.textContent).toBe('Open the notification settings');
        expect(link?.getAttribute('href')).toBe('/admin/notifications');
      }
    },
  );
});
