import { type Page, type Response } from '@playwright/test';
import { expect, test } from '../test';

/**
 * The console's screens: the console is kept out of search engines and out of the public
 * pages. Its code lives in chunks no public route loads (the only code that calls `/api/admin/`),
 * and its pages carry none of the marketing widgets.
 */

const CONSOLE_MARKER = '/api/admin/';

/** Every script the page loaded, with its text (fetched again: the browser drops bodies on navigation). */
async function scriptsOf(
  page: Page,
  path: string,
  ready: () => Promise<void> = async () => undefined,
): Promise<{ url: string; text: string }[]> {
  const urls = new Set<string>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', collect);
  // The page's scripts start after its first paint, so after `load` (on a loaded machine, later than
  // half a second of idle network): wait until the page is hydrated, then until the network has been
  // idle, by when the entry, the route modules and their preloads have all arrived.
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await ready();
  page.off('response', collect);
  return Promise.all(
    [...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
}

test('robots.txt disallows /admin and the sitemap lists no console page', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/admin');
});

test('public pages load no console code, and the console page does', async ({ page }) => {
  for (const path of ['/', '/contactus', '/careers/jobs']) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.text.includes(CONSOLE_MARKER)).map((s) => s.url)).toEqual([]);
  }
  const consoleScripts = await scriptsOf(page, '/admin/login', () =>
    expect(page.getByRole('button', { name: 'Login' })).toBeVisible(),
  );
  expect(consoleScripts.some((script) => script.text.includes(CONSOLE_MARKER))).toBe(true);
});

test('console pages are noindex and carry none of the marketing widgets', async ({ page }) => {
  for (const path of ['/admin/login', '/admin/dashboard', '/admin/inbox/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Get In Touch')).toHaveCount(0);
    await expect(page.getByText('Subscribe', { exact: false })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  }
});
