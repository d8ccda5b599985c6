/** A submission's detail: it says plainly when a test integration key sent it (the sandbox), and where the lead came from. */
import { API_PATHS } from '@orbitwise/contracts';
import {
  ADMIN_API,
  type ConsoleSubmissionDetail,
  type OperatorView,
  type SessionResponse,
} from '@orbitwise/contracts/admin';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { SubmissionScreen } from './detail';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';
import { SessionContext } from './session';

const SALES: OperatorView = {
  id: '2',
  email: 'sam.sales@example.com',
  displayName: 'Sam Sales',
  role: 'sales',
  disabled: false,
  twoFactorEnabled: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastLoginAt: null,
};
const SESSION: SessionResponse = {
  operator: SALES,
  twoFactorEnrolmentRequired: false,
  idleExpiresAt: '2026-01-02T11:00:00.000Z',
  absoluteExpiresAt: '2026-01-02T18:00:00.000Z',
};
const DETAIL: ConsoleSubmissionDetail = {
  id: '7',
  kind: 'enquiry',
  receivedAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000000Z',
  name: 'Tess Tester',
  email: 'tess@example.com',
  phone: null,
  subject: 'Trying the form',
  status: 'new',
  read: true,
  assignee: null,
  hasResume: false,
  waitlisted: false,
  source: 'Contact page (/contactus)',
  fields: [{ name: 'message', label: 'Message', value: 'Hello' }],
  statusHistory: [{ from: null, to: 'new', by: null, at: '2026-01-02T10:00:00.000Z' }],
  notes: [],
  resume: null,
  attribution: null,
  sandbox: true,
};

let detail: ConsoleSubmissionDetail = DETAIL;

beforeEach(() => {
  resetApiClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url.pathname === ADMIN_API.submission('7')) return Response.json(detail);
      if (url.pathname === ADMIN_API.submissionDeliveries('7')) {
        return Response.json({ emailConfigured: true, deliveries: [] });
      }
      if (url.pathname === ADMIN_API.operators) return Response.json({ operators: [SALES] });
      throw new TypeError(`unexpected request ${url.href}`);
    }),
  );
});

afterEach(() => {
  unmountRendered();
  vi.unstubAllGlobals();
});

const render = () =>
  renderScreen(
    <SessionContext.Provider value={SESSION}>
      <SubmissionScreen id="7" />
    </SessionContext.Provider>,
    '/admin/submissions/7',
  );

it('labels a test submission "Test submission — notified nobody" and leads back to the test submissions', async () => {
  detail = DETAIL;
  const container = await render();
  await settle(() => expect(container.querySelector('h1')?.textContent).toBe('#7 · Enquiry'));
  expect(container.querySelector('.console-badge-test')?.textContent).toBe(
    'Test submission — notified nobody',
  );
  const back = container.querySelector<HTMLAnchorElement>('.console-detail a')!;
  expect(back.textContent).toBe('← Test submissions');
  expect(back.getAttribute('href')).toBe('/admin/inbox?sandbox=true');
});

it('shows no test label on a live submission', async () => {
  detail = { ...DETAIL, sandbox: false };
  const container = await render();
  await settle(() => expect(container.querySelector('h1')?.textContent).toBe('#7 · Enquiry'));
  expect(container.querySelector('.console-badge-test')).toBeNull();
  expect(container.textContent).not.toContain('notified nobody');
  expect(container.querySelector<HTMLAnchorElement>('.console-detail a')!.textContent).toBe('← Inbox');
});

it('shows where the lead came from in its Source panel, each campaign value a link to the inbox filtered by it', async () => {
  detail = {
    ...DETAIL,
    sandbox: false,
    attribution: {
      first: { source: 'newsletter', campaign: 'autumn', landing: '/' },
      last: { source: 'linkedin', referrer: 'www.linkedin.com', landing: '/training' },
      sentFrom: '/contactus',
    },
  };
  const container = await render();
  const panel = () => container.querySelector('[aria-labelledby="detail-source"]');
  await settle(() => expect(panel()).not.toBeNull());
  const [first, last, sent] = [...panel()!.querySelectorAll('dl')].map((dl) =>
    [...dl.querySelectorAll('div')].map(
      (row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`,
    ),
  );
  expect(first).toEqual(['Source: newsletter', 'Campaign: autumn', 'Landing page: /']);
  expect(last).toEqual(['Source: linkedin', 'Referred by: www.linkedin.com', 'Landing page: /training']);
  expect(sent).toEqual(['Sent from page: /contactus']);
  const links = [...panel()!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(links).toEqual([
    '/admin/inbox?utmSource=newsletter',
    '/admin/inbox?utmCampaign=autumn',
    '/admin/inbox?utmSource=linkedin',
  ]);
});

it('says so when a submission came without its source', async () => {
  detail = { ...DETAIL, sandbox: false, attribution: null };
  const container = await render();
  await settle(() => expect(container.querySelector('[aria-labelledby="detail-source"]')).not.toBeNull());
  expect(container.querySelector('[aria-labelledby="detail-source"]')!.textContent).toContain('Not recorded');
});
