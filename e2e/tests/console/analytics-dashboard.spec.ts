/**
 * The dashboard's page analytics as an admin sees them at a laptop's 1366 px and a phone's 360 px: the
 * uPlot chart drawn, the tables with the report's numbers, nothing wider than the screen, no serious
 * accessibility violation, and the period chooser asking for the days chosen. The report is answered
 * by a route of the test (fixed numbers, whatever other suites sent to the beacon); the API's own
 * report is its specs' subject.
 */
import AxeBuilder from '@axe-core/playwright';
import { ANALYTICS_PATHS, type AnalyticsReport } from '@orbitwise/contracts/analytics';
import type { Browser, Page } from '@playwright/test';
import { letters } from '../forms/support';
import { expect, test } from '../test';
import { afterTheFirstOperator, apiSignIn, createOperatorWithCli, operatorId } from './support';

test.skip(!process.env.E2E_DATABASE_URL, 'creates its operator in the test database (E2E_DATABASE_URL)');

const admin = `analytics.admin.${letters(8)}@example.com`;
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A month of traffic ending on `to`, with a campaign's bump in its last week. */
function reportFor(from: string, to: string): AnalyticsReport {
  const days: AnalyticsReport['days'] = [];
  for (let time = Date.parse(from); isoDay(time) <= to; time += DAY_MS) {
    const n = days.length;
    const visitors = 40 + ((n * 37) % 23) + (n > 22 ? 60 : 0);
    days.push({ date: isoDay(time), visitors, pageViews: visitors * 3 + (n % 5) * 4 });
  }
  const sum = (pick: (day: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);
  return {
    from,
    to,
    totals: { visitors: sum((d) => d.visitors), pageViews: sum((d) => d.pageViews) },
    days,
    topPages: [
      { path: '/', visitors: 820, pageViews: 1410 },
      { path: '/contactus', visitors: 310, pageViews: 402 },
      {
        path: '/careers/jobs/senior-full-stack-developer-dotnet-react-bengaluru',
        visitors: 190,
        pageViews: 260,
      },
      { path: '/events/microsoft/ai-skills-fest/register', visitors: 150, pageViews: 171 },
      { path: '/software-development', visitors: 96, pageViews: 120 },
    ],
    topSources: [
      { source: 'direct', visitors: 900 },
      { source: 'www.google.com', visitors: 512 },
      { source: 'newsletter-november', visitors: 230 },
      { source: 'www.linkedin.com', visitors: 118 },
    ],
    funnels: [
      { form: 'contact', viewed: 402, started: 120, sent: 41, conversionRate: 41 / 402 },
      { form: 'enquiry', viewed: 260, started: 75, sent: 19, conversionRate: 19 / 260 },
      { form: 'application', viewed: 260, started: 44, sent: 9, conversionRate: 9 / 260 },
      { form: 'newsletter', viewed: 1800, started: 60, sent: 37, conversionRate: 37 / 1800 },
      { form: 'event', viewed: 171, started: 50, sent: 28, conversionRate: 28 / 171 },
      { form: 'it-support', viewed: 0, started: 0, sent: 0, conversionRate: 0 },
    ],
    submissions: [
      { kind: 'contact', source: 'www.google.com', count: 17 },
      { kind: 'contact', source: 'newsletter-november', count: 12 },
      { kind: 'event', source: 'www.linkedin.com', count: 21 },
      { kind: 'application', source: 'direct', count: 9 },
    ],
  };
}

test.beforeAll(async () => {
  await afterTheFirstOperator();
  if (!(await operatorId(admin))) createOperatorWithCli(admin, 'admin');
});

/** An admin's dashboard whose report requests are answered by `reportFor` and recorded. */
async function dashboard(browser: Browser, viewport: { width: number; height: number }) {
  const page: Page = await (await browser.newContext({ viewport })).newPage();
  await apiSignIn(page, admin);
  const asked: URL[] = [];
  await page.route(`**${ANALYTICS_PATHS.report}?*`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    await route.fulfill({ json: reportFor(url.searchParams.get('from')!, url.searchParams.get('to')!) });
  });
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Site analytics' });
  await expect(panel.locator('.console-analytics-canvas canvas')).toBeVisible();
  return { page, panel, asked };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`at ${viewport.width} px the dashboard charts the report and lists its numbers`, async ({
    browser,
  }, testInfo) => {
    const { page, panel, asked } = await dashboard(browser, viewport);
    const today = isoDay(Date.now());
    expect(asked.map((url) => url.search)).toEqual([`?from=${isoDay(Date.now() - 29 * DAY_MS)}&to=${today}`]);

    const topPages = panel.getByRole('table', { name: 'Top pages by page views' });
    await expect(topPages.getByRole('row', { name: /\/contactus/ })).toContainText('310402');
    const funnels = panel.getByRole('table', { name: /viewed, started, sent/ });
    await expect(funnels.getByRole('row', { name: /Contact page/ })).toContainText('4021204110.2%');
    await expect(panel.getByRole('table', { name: 'Submissions by kind and source' })).toContainText(
      'newsletter-november',
    );
    // The daily numbers are in a table for screen readers (30 days and its header row).
    await expect(
      panel.getByRole('table', { name: 'Visitors and page views by day (UTC)' }).getByRole('row'),
    ).toHaveCount(31);
    // Today is not over: said in words, not drawn as a drop at the chart's end.
    await expect(panel.locator('.console-analytics-today')).toContainText('Today so far:');

    // The chart and every table fit the window: nothing scrolls sideways.
    const canvas = (await panel.locator('.console-analytics-canvas canvas').first().boundingBox())!;
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(viewport.width);
    const html = await page.locator('html').evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      // What reaches past the window, for the failure message.
      wide: Array.from(el.querySelectorAll('body *'))
        .filter((node) => node.getBoundingClientRect().right > el.clientWidth + 1)
        .slice(0, 5)
        .map(
          (node) =>
            `${node.tagName.toLowerCase()}.${String(node.className)} ${Math.round(node.getBoundingClientRect().right)}`,
        ),
    }));
    expect(html.scroll, `the page scrolls sideways: ${html.wide.join('; ')}`).toBeLessThanOrEqual(
      html.client,
    );

    await panel.getByRole('radio', { name: 'Last 7 days' }).check();
    await expect
      .poll(() => asked.at(-1)?.search)
      .toBe(`?from=${isoDay(Date.now() - 6 * DAY_MS)}&to=${today}`);
    await expect(
      panel.getByRole('table', { name: 'Visitors and page views by day (UTC)' }).getByRole('row'),
    ).toHaveCount(8);

    const axe = await new AxeBuilder({ page })
      .include('.console-analytics')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, 'serious or critical axe violations').toEqual([]);

    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${viewport.width}.png`), fullPage: true });
    await page.context().close();
  });
}
