import { type Page } from '@playwright/test';
import { expect, test } from '../test';

/**
 * The form pages do not move while they load: their forms are in the prerendered HTML, and the
 * console's login (a client-only screen) has its space reserved. Measured as the browser's
 * cumulative layout shift (PerformanceObserver 'layout-shift', shifts without recent input) on a
 * throttled phone connection, at phone and desktop widths.
 */

/** Roughly "Slow 4G" (DevTools): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const MAX_CLS = 0.01;

const PAGES = [
  { path: '/contactus', form: 'Contact us' },
  { path: '/enquery', form: 'Get in touch' },
  { path: '/careers/jobs', form: 'Apply now' },
  { path: '/getit-support', form: 'Get IT support' },
  { path: '/events/microsoft/ai-skills-fest/register', form: /^Register your interest/ },
  // The console is a client-only screen (the SPA shell): no form in its HTML, but its space is kept.
  { path: '/admin/login', form: 'Admin login' },
] as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;

async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { cls: 0, shifts: [] as { value: number; nodes: string[] }[] };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').replace(/ +/g, '.')}`
              : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

test.describe('the form pages carry their forms in the HTML', () => {
  for (const { path, form } of PAGES.filter((page) => !page.path.startsWith('/admin'))) {
    test(`${path}: the form is in place, not a "Loading the form…" to be swapped`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('Loading the form');
      // No boundary left pending for an inline script to fill in after the first paint.
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).toMatch(
        typeof form === 'string'
          ? new RegExp(`<form [^>]*aria-label="${form}"`)
          : /<form [^>]*aria-labelledby="event-page-form-name"/,
      );
    });
  }
});

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`layout shift while a form page loads (${name}, slow network)`, () => {
    test.use(device);
    test.describe.configure({ timeout: 90_000 });

    for (const { path, form } of PAGES) {
      test(`${path} shifts by at most ${MAX_CLS}`, async ({ page }) => {
        await observeLayoutShift(page);
        // What stops a page from taking over its HTML (a script that failed to load or threw), for the
        // failure message: without it, a form that never gets ready says nothing about why.
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('requestfailed', (failed) =>
          problems.push(`request failed: ${failed.url()} ${failed.failure()?.errorText ?? ''}`),
        );
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
        await throttle(page);
        await page.goto(path, { waitUntil: 'commit' });
        const element = page.getByRole('form', { name: form });
        if (!path.startsWith('/admin')) {
          // The form is in the HTML: visible before any JavaScript, with no "Loading the form…".
          await expect(element).toBeVisible({ timeout: 20_000 });
          await expect(page.getByText('Loading the form…')).toHaveCount(0);
        }
        await expect(element)
          .toHaveAttribute('data-ready', 'true', { timeout: 60_000 })
          .catch((error: Error) => {
            error.message += `\nWhat the page met: ${problems.join('\n') || 'no script error or failed request'}`;
            throw error;
          });
        await page.waitForLoadState('load');
        // Late work (fonts, the 1-second spinner, the form's own effects) has time to move things.
        await page.waitForTimeout(2_000);
        const { cls, shifts } = await page.evaluate(
          () => (window as unknown as { __layoutShift: { cls: number; shifts: unknown[] } }).__layoutShift,
        );
        test.info().annotations.push({ type: 'CLS', description: `${path} ${name}: ${cls.toFixed(4)}` });
        console.log(`CLS ${name} ${path}: ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
        expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
