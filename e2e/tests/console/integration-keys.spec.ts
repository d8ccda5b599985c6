/**
 * Integration keys in the browser: an admin creates an integration key on its screen, copies it (shown
 * once), a partner's server posts an enquiry and reads it back with it alone, the screen shows its
 * last use, and a revoke there stops it at once. Checked at 1366 and 360 px, with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { API_PATHS, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import type { SubmissionListResponse } from '@orbitwise/contracts/admin';
import { INTEGRATION_API, INTEGRATION_KEY_PATTERN } from '@orbitwise/contracts/integrations';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { letters } from '../forms/support';
import { expect, test } from '../test';
import { afterTheFirstOperator, apiSignIn, createOperatorWithCli, operatorId } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = `keys.admin.${run}@example.com`;

test.beforeAll(async () => {
  await afterTheFirstOperator();
  if (!(await operatorId(admin))) createOperatorWithCli(admin, 'admin');
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

test('a key made on the screen posts and reads with no cookie or captcha, then is revoked there', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await apiSignIn(page, admin);
  await page.goto('/admin/integration-keys');
  await expect(page.getByRole('heading', { name: 'Integration keys', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create a key' });
  await form.getByLabel('Name').fill(`CRM ${run}`);
  await form.getByLabel('Submit enquiries').check();
  await form.getByLabel(/^Read leads/).check();
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('region', { name: `Copy the key “CRM ${run}” now` });
  const secret = (await shown.locator('.console-secret').textContent()) ?? '';
  expect(secret).toMatch(INTEGRATION_KEY_PATTERN);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAxeClean(page);

  // A partner's server: a fresh client with no cookie, anti-forgery token or captcha.
  const partner = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
  });
  const email = `partner.${run}@example.com`;
  const posted = await partner.post(API_PATHS.addContactUs, {
    data: { ...CONTACT_US_EXAMPLES.enquiry, email },
  });
  expect(posted.status()).toBe(200);
  const read = await partner.get(INTEGRATION_API.submissions, { params: { q: email } });
  expect(read.status()).toBe(200);
  const list = (await read.json()) as SubmissionListResponse;
  expect(list.items.map((item) => [item.kind, item.email])).toEqual([['enquiry', email]]);

  // Shown once: gone after "I have copied it" and after a reload; the last use is listed.
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `CRM ${run}` }) });
  await expect(item).toContainText('last used');
  await expect(item).not.toContainText('last used never');

  await item.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke for good' }).click();
  await expect(item.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await partner.get(INTEGRATION_API.submissions);
  expect(refused.status()).toBe(401);
  await partner.dispose();

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  const wide = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('main *'))
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`)
        .slice(0, 5),
    );
  // No sideways scrolling once the layout has settled at the new width.
  await expect.poll(wide).toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await expectAxeClean(page);
  await context.close();
});
