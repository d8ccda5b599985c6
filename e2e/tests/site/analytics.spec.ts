/**
 * The page analytics' beacon in a real browser against the real API: the landing page's view with its
 * referring host and campaign source, a client navigation's view without them, the Contact form's
 * viewed / started / sent events, each answered 202 (same origin, text/plain) and stored; and no
 * page view from a browser with Global Privacy Control or Do Not Track.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test, whenHydrated } from '../test';
import { letters, query } from '../forms/support';
import { sendContact } from '../console/visitor';

const EVENTS = '/api/analytics/events';
const run = letters(8);

/** The next beacon the page sends that matches `expected`, once the API answered it. */
function beacon(page: Page, expected: Record<string, unknown>): Promise<Response> {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith(EVENTS)) return false;
    const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => body[key] === value);
  });
}

test('sends page views and the Contact form’s funnel, each taken by the API', async ({ page }) => {
  const utm = `e2e-${run}`;
  const landing = beacon(page, { type: 'pageview', path: '/' });
  await page.goto(`/?utm_source=${utm}`, { referer: 'https://search.example/results?q=training' });
  const landed = await landing;
  expect(landed.status()).toBe(202);
  expect(JSON.parse(landed.request().postData()!)).toEqual({
    type: 'pageview',
    path: '/',
    referrer: 'search.example',
    utm,
  });
  expect(landed.request().headers()['content-type']).toMatch(/^text\/plain/);

  // A client navigation's page view says nothing of where the visit came from.
  const navigated = beacon(page, { type: 'pageview', path: '/contactus' });
  const link = await whenHydrated(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }));
  await link.click();
  expect((await navigated).status()).toBe(202);
  expect(JSON.parse((await navigated).request().postData()!)).toEqual({
    type: 'pageview',
    path: '/contactus',
  });

  const formView = beacon(page, { type: 'form_view', form: 'contact' });
  const formStart = beacon(page, { type: 'form_start', form: 'contact' });
  const formSent = beacon(page, { type: 'form_sent', form: 'contact' });
  await sendContact(page, { name: 'Asha Rao', email: (kind) => `analytics.${kind}.${run}@example.com` });
  for (const sent of [formView, formStart, formSent]) expect((await sent).status()).toBe(202);

  if (process.env.E2E_DATABASE_URL) {
    const rows = await query<{ type: string; path: string; form: string | null }>(
      `SELECT type, path, form FROM analytics_event WHERE source = $1 ORDER BY id`,
      [utm],
    );
    expect(rows).toEqual([{ type: 'pageview', path: '/', form: null }]);
  }
});

for (const [name, property, value] of [
  ['Global Privacy Control', 'globalPrivacyControl', true],
  ['Do Not Track', 'doNotTrack', '1'],
] as const) {
  test(`sends no page view with ${name}`, async ({ page }) => {
    await page.addInitScript(
      ([key, answer]) => {
        Object.defineProperty(Navigator.prototype, key, { get: () => answer, configurable: true });
        const original = navigator.sendBeacon.bind(navigator);
        (window as unknown as { beacons: number }).beacons = 0;
        navigator.sendBeacon = (url, data) => {
          if (String(url).endsWith('/api/analytics/events'))
            (window as unknown as { beacons: number }).beacons++;
          return original(url, data);
        };
      },
      [property, value] as const,
    );
    await page.goto('/?utm_source=private');
    // The module that records the visit's attribution sends the page view in the same call: once the
    // attribution is stored, the beacon has had its turn.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('orbitwise.attribution')))
      .toContain('private');
    expect(await page.evaluate(() => (window as unknown as { beacons: number }).beacons)).toBe(0);
  });
}
