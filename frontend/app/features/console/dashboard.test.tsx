/**
 * the dashboard shows a delivery problem while it is being retried, not only once every
 * retry is spent (an SMTP outage used to read "No failed delivery" throughout).
 */
import { API_PATHS } from '@orbitwise/contracts';
import {
  ADMIN_API,
  BACKUP_STATUS_PATH,
  type BackupStatusResponse,
  type DashboardResponse,
  type NotificationHealth,
  type SessionResponse,
} from '@orbitwise/contracts/admin';
import { ANALYTICS_PATHS, type AnalyticsReport } from '@orbitwise/contracts/analytics';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { settle } from './screen-test-kit';
import { DashboardScreen } from './dashboard';
import { createQueryClient } from './query';
import { SessionContext } from './session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DASHBOARD: DashboardResponse = {
  kinds: [{ kind: 'enquiry', total: 3, unread: 0 }],
  newestUnread: [],
  retention: {
    enquiry: 365,
    contact: 365,
    event: 365,
    'it-support': 365,
    newsletter: null,
    application: 180,
  },
};

const HEALTHY: NotificationHealth = {
  emailConfigured: true,
  failed: 0,
  unconfigured: 0,
  held: 0,
  recentFailures: [],
  retrying: 0,
  retryingSince: null,
  lastError: null,
  lastErrorAt: null,
};

const OUTAGE: NotificationHealth = {
  ...HEALTHY,
  retrying: 3,
  retryingSince: '2026-11-26T10:02:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  lastErrorAt: '2026-11-26T10:09:00.000Z',
};

/** The dashboard as an admin sees it (the one who can act on a delivery problem; the backup panel too). */
const ADMIN_SESSION: SessionResponse = {
  operator: {
    id: '1',
    email: 'admin@example.com',
    displayName: 'Admin',
    role: 'admin',
    disabled: false,
    twoFactorEnabled: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastLoginAt: '2026-11-26T09:00:00.000Z',
  },
  twoFactorEnrolmentRequired: false,
  idleExpiresAt: '2026-11-26T12:00:00.000Z',
  absoluteExpiresAt: '2026-11-26T21:00:00.000Z',
};

const BACKUPS: BackupStatusResponse = {
  configured: false,
  location: null,
  encrypted: false,
  schedule: '0 3 * * *',
  retention: { daily: 7, weekly: 4 },
  last: null,
  lastSuccess: null,
  overdue: true,
};

const NO_VISITS: AnalyticsReport = {
  from: '2026-10-28',
  to: '2026-11-26',
  totals: { visitors: 0, pageViews: 0 },
  days: [],
  topPages: [],
  topSources: [],
  funnels: [],
  submissions: [],
};

let unmount: (() => void) | undefined;
let analyticsAsked = 0;

async function renderDashboard(
  health: NotificationHealth,
  session: SessionResponse = ADMIN_SESSION,
): Promise<HTMLElement> {
  analyticsAsked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url === ADMIN_API.dashboard) return Response.json(DASHBOARD);
      if (url === ADMIN_API.notificationHealth) return Response.json(health);
      if (url === BACKUP_STATUS_PATH) return Response.json(BACKUPS);
      if (url.startsWith(`${ANALYTICS_PATHS.report}?`)) {
        analyticsAsked += 1;
        return Response.json(NO_VISITS);
      }
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/admin']}>
            <DashboardScreen />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  for (let tries = 0; !container.querySelector('.console-tiles-small'); tries++) {
    if (tries > 200) throw new Error('the deliveries card never showed');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return container;
}

const tile = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('.console-tiles-small .console-tile')].find(
    (el) => el.querySelector('.console-tile-title')?.textContent === label,
  );

beforeEach(() => resetApiClient());

afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('the dashboard’s deliveries', () => {
  it('show deliveries being retried at once: how many, since when, and the last error', async () => {
    const container = await renderDashboard(OUTAGE);
    const notice = [...container.querySelectorAll('[role="status"]')].find((el) =>
      el.textContent?.includes('waiting since'),
    );
    expect(notice?.textContent).toMatch(
      /^3 deliveries waiting since .+ — last error: connect ECONNREFUSED 127\.0\.0\.1:25 · retried automatically; nothing is lost$/,
    );
    expect(notice!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-26T10:02:00.000Z');
    const retrying = tile(container, 'Retrying')!;
    expect(retrying.querySelector('.console-tile-count')?.textContent).toBe('3');
    expect(retrying.className).toContain('is-warning');
    expect(container.textContent).toContain('None has failed for good yet.');
    expect(container.textContent).not.toContain('No failed delivery.');
  });

  it('say one delivery in the singular', async () => {
    const container = await renderDashboard({ ...OUTAGE, retrying: 1 });
    expect(container.textContent).toMatch(/1 delivery waiting since/);
  });

  it('show no notice while nothing is being retried', async () => {
    const container = await renderDashboard(HEALTHY);
    expect(container.textContent).not.toContain('waiting since');
    expect(tile(container, 'Retrying')!.className).not.toContain('is-warning');
    expect(container.textContent).toContain('No failed delivery.');
  });

  it('word the Failed tile so it is true of an e-mail that reached some of its recipients', async () => {
    const container = await renderDashboard({ ...HEALTHY, failed: 1 });
    const failed = tile(container, 'Failed')!;
    expect(failed.querySelector('.console-tile-count')?.textContent).toBe('1');
    expect(failed.querySelector('.console-muted')?.textContent).toBe(
      'gave up before every recipient was reached; Resend on the submission',
    );
    expect(failed.textContent).not.toContain('every try failed');
  });
});

describe('the dashboard’s page analytics', () => {
  const withRole = (role: SessionResponse['operator']['role']): SessionResponse => ({
    ...ADMIN_SESSION,
    operator: { ...ADMIN_SESSION.operator, role },
  });

  it('are shown to admins and sales, who may read the report', async () => {
    for (const role of ['admin', 'sales'] as const) {
      const container = await renderDashboard(HEALTHY, withRole(role));
      await settle(() => expect(container.textContent).toContain('No page views in this period yet.'));
      expect(container.querySelector('#dash-analytics')?.textContent).toBe('Site analytics');
      expect(analyticsAsked).toBe(1);
      unmount?.();
      unmount = undefined;
    }
  });

  it('come after the day’s triage: the newest unread and the deliveries first', async () => {
    const container = await renderDashboard(HEALTHY, withRole('admin'));
    await settle(() => expect(container.querySelector('#dash-analytics')).not.toBeNull());
    const headings = [...container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings.indexOf('Site analytics')).toBe(headings.length - 1);
    expect(headings.indexOf('Newest unread')).toBeLessThan(headings.indexOf('Site analytics'));
    expect(headings.indexOf('Deliveries')).toBeLessThan(headings.indexOf('Site analytics'));
  });

  it('are neither shown to nor asked for by the other roles', async () => {
    const container = await renderDashboard(HEALTHY, withRole('hr'));
    expect(container.querySelector('#dash-analytics')).toBeNull();
    expect(analyticsAsked).toBe(0);
  });
});
