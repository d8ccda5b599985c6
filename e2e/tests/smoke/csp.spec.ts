import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { formReady, solveCaptcha } from '../forms/support';
import { sitePages } from './helpers';

// Loads every page in Chromium under the Content-Security-Policy nginx and the one-port server send
// and fails on any violation the browser reports (securitypolicyviolation events, CSP console
// errors) or page error.

test.describe('smoke: the site works under its Content-Security-Policy', () => {
  test.describe.configure({ timeout: 180_000 });

  async function watch(page: Page): Promise<string[]> {
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|CSP violation/i.test(text)) problems.push(`${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
    return problems;
  }

  test('every page loads and hydrates without a CSP violation', async ({ page, request }) => {
    const problems = await watch(page);
    for (const path of await sitePages(request)) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // Hydrated: React Router's client has taken over the prerendered document.
      await page.waitForFunction(() => '__reactRouterRouteModules' in window, null, { timeout: 10_000 });
      await page.waitForTimeout(150);
    }
    expect(problems).toEqual([]);
  });

  test('the console starts under its CSP (never framed)', async ({ page }) => {
    const problems = await watch(page);
    const response = await page.goto('/admin/login', { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the API docs (Swagger UI) render under their CSP (never framed)', async ({ page }) => {
    const problems = await watch(page);
    const response = await page.goto('/api/docs', { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    // Swagger UI has loaded the OpenAPI document and listed its operations.
    await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the captcha widget solves its challenge in workers under the CSP', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/careers/jobs');
    // The Careers form, hydrated (as the form tests wait for it): a click before would be lost.
    const form = await formReady(page.locator('form:has(.captcha-field)'));
    // Clicking starts the proof of work (Web Workers, WebCrypto); the widget turns verified when done.
    await solveCaptcha(form);
    expect(problems).toEqual([]);
  });
});
