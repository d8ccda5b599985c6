/**
 * The dashboard's page analytics: the report's numbers in tables beside the charts, the period asked
 * for, the empty state. The uPlot chart is replaced by a stand-in that shows what it was given (jsdom
 * draws no canvas).
 */
import { API_PATHS } from '@orbitwise/contracts';
import { ANALYTICS_PATHS, type AnalyticsReport } from '@orbitwise/contracts/analytics';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '~/lib/api-client';
import { AnalyticsPanel } from './analytics-panel';
import { renderScreen, settle, unmountRendered } from './screen-test-kit';

vi.mock('./analytics-chart', () => ({
  default: ({ days }: { days: AnalyticsReport['days'] }) => (
    <div data-testid="traffic-chart">{days.map((day) => `${day.date}:${day.pageViews}`).join(' ')}</div>
  ),
}));

const TODAY = '2026-11-28T10:00:00Z';

const REPORT: AnalyticsReport = {
  from: '2026-11-26',
  to: '2026-11-28',
  totals: { visitors: 1234, pageViews: 5678 },
  days: [
    { date: '2026-11-26', visitors: 400, pageViews: 1800 },
    { date: '2026-11-27', visitors: 434, pageViews: 1878 },
    { date: '2026-11-28', visitors: 400, pageViews: 2000 },
  ],
  topPages: [
    { path: '/contactus', visitors: 300, pageViews: 950 },
    { path: '/careers/jobs', visitors: 120, pageViews: 410 },
  ],
  topSources: [
    { source: 'direct', visitors: 700 },
    { source: 'newsletter-nov', visitors: 320 },
    { source: 'www.google.com', visitors: 214 },
  ],
  funnels: [
    { form: 'contact', viewed: 200, started: 80, sent: 30, conversionRate: 0.15 },
    { form: 'application', viewed: 50, started: 10, sent: 2, conversionRate: 0.04 },
  ],
  submissions: [
    { kind: 'contact', source: 'newsletter-nov', count: 12 },
    { kind: 'application', source: 'direct', count: 2 },
  ],
};

const EMPTY: AnalyticsReport = {
  from: '2026-10-30',
  to: '2026-11-28',
  totals: { visitors: 0, pageViews: 0 },
  days: [{ date: '2026-11-28', visitors: 0, pageViews: 0 }],
  topPages: [],
  topSources: [],
  funnels: [{ form: 'contact', viewed: 0, started: 0, sent: 0, conversionRate: 0 }],
  submissions: [],
};

let asked: string[] = [];

function answerWith(report: AnalyticsReport) {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === API_PATHS.csrfToken) return Response.json({ token: 'token' });
      if (url.startsWith(`${ANALYTICS_PATHS.report}?`)) {
        asked.push(url);
        return Response.json(report);
      }
      throw new TypeError(`unexpected request ${url}`);
    }),
  );
}

/** Each row of the table captioned `caption`: its header and data cells' text. */
function rowsOf(container: HTMLElement, caption: string): string[][] {
  const table = [...container.querySelectorAll('table')].find(
    (candidate) => candidate.caption?.textContent === caption,
  );
  if (!table) throw new Error(`no table captioned "${caption}"`);
  return [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent ?? ''));
}

const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const radio = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) => input.closest('label')?.textContent === label,
  );

beforeEach(() => {
  resetApiClient();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TODAY));
});

afterEach(() => {
  unmountRendered();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the dashboard’s analytics', () => {
  it('shows the report’s numbers in captioned tables beside its charts', async () => {
    answerWith(REPORT);
    const container = await renderScreen(<AnalyticsPanel />);
    await settle(() => expect(container.querySelector('[data-testid="traffic-chart"]')).not.toBeNull());

    const tiles = [...container.querySelectorAll('.console-tile')].map((tile) => tile.textContent);
    expect(tiles).toEqual(['Visitors1,234', 'Page views5,678']);
    // The line ends yesterday: today, not over, is said in words instead of drawn as a drop.
    expect(container.querySelector('[data-testid="traffic-chart"]')!.textContent).toBe(
      '2026-11-26:1800 2026-11-27:1878',
    );
    expect(container.querySelector('.console-analytics-today')!.textContent).toBe(
      'Today so far: 400 visitors, 2,000 page views',
    );
    // The table names the days as the chart's axis does.
    expect(rowsOf(container, 'Visitors and page views by day (UTC)')).toEqual([
      ['26 Nov', '400', '1,800'],
      ['27 Nov', '434', '1,878'],
      ['28 Nov (today, so far)', '400', '2,000'],
    ]);
    expect(rowsOf(container, 'Top pages by page views')).toEqual([
      ['/contactus', '300', '950'],
      ['/careers/jobs', '120', '410'],
    ]);
    expect(rowsOf(container, 'Top sources by visitors')).toEqual([
      ['direct', '700'],
      ['newsletter-nov', '320'],
      ['www.google.com', '214'],
    ]);
    expect(rowsOf(container, 'Each form: viewed, started, sent and conversion rate')).toEqual([
      ['Contact page', '200', '80', '30', '15%'],
      ['Job application', '50', '10', '2', '4%'],
    ]);
    expect(rowsOf(container, 'Submissions by kind and source')).toEqual([
      ['Contact page', 'newsletter-nov', '12'],
      ['Job application', 'direct', '2'],
    ]);
    // Bars are drawn to scale: the second page has 410 of the first's 950 views.
    const bars = [...container.querySelectorAll<HTMLElement>('.console-analytics-bar.is-pageViews')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '43.2%']);
    expect(container.textContent).not.toContain('yet.');
  });

  it('asks for the last 30 days first, then for the period chosen', async () => {
    answerWith(REPORT);
    const container = await renderScreen(<AnalyticsPanel />);
    await settle(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBe('/api/admin/analytics?from=2026-10-30&to=2026-11-28');
    expect(radio(container, 'Last 30 days')!.checked).toBe(true);

    await click(radio(container, 'Last 7 days'));
    await settle(() => expect(asked.at(-1)).toBe('/api/admin/analytics?from=2026-11-22&to=2026-11-28'));
    await click(radio(container, 'Last 90 days'));
    await settle(() => expect(asked.at(-1)).toBe('/api/admin/analytics?from=2026-08-31&to=2026-11-28'));

    await click(radio(container, 'Custom'));
    const form = container.querySelector<HTMLFormElement>('form[aria-label="Custom period"]')!;
    const from = form.querySelector<HTMLInputElement>('input[name="from"]')!;
    const to = form.querySelector<HTMLInputElement>('input[name="to"]')!;
    expect(to.max).toBe('2026-11-28');

    const count = asked.length;
    from.value = '2026-11-20';
    to.value = '2026-11-10';
    await click(form.querySelector('button[type="submit"]'));
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'The first day must not be after the last.',
    );

    from.value = '2026-11-01';
    to.value = '2026-11-15';
    await click(form.querySelector('button[type="submit"]'));
    await settle(() => expect(asked.at(-1)).toBe('/api/admin/analytics?from=2026-11-01&to=2026-11-15'));
    expect(form.querySelector('[role="alert"]')).toBeNull();
    // The refused period was never asked for; the custom choice's first answer is the last 30 days'.
    expect(asked.slice(count)).toEqual(['/api/admin/analytics?from=2026-11-01&to=2026-11-15']);
  });

  it('says there is nothing yet instead of empty charts', async () => {
    answerWith(EMPTY);
    const container = await renderScreen(<AnalyticsPanel />);
    await settle(() => expect(container.textContent).toContain('No page views in this period yet.'));
    expect(container.querySelector('[data-testid="traffic-chart"]')).toBeNull();
    expect(container.querySelectorAll('table')).toHaveLength(0);
    expect(container.textContent).toContain('No visits in this period yet.');
    expect(container.textContent).toContain('No form was seen in this period yet.');
    expect(container.textContent).toContain('No submission in this period yet.');
  });
});
