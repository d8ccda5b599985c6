/**
 * Where a lead came from, end to end: a visitor lands from a newsletter's link, browses, and sends the
 * Contact form; the console's submission page shows the campaign in its Source panel, and the inbox
 * filters by it. Screenshots at 360 and 1366 px go to test-results.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { letters } from '../forms/support';
import { apiSignIn, createOperatorWithCli, submissionId } from './support';
import { sendContact } from './visitor';

test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const sales = `attribution-sales.${run}@example.com`;
const visitor = { name: 'Asha Rao', email: (kind: string) => `attribution.${kind}.${run}@example.com` };

const shoot = async (page: Page, name: string) => {
  for (const [width, height] of [
    [360, 780],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test('a Contact message sent after landing from a newsletter shows its source and campaign in the console', async ({
  page,
  browser,
}) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=autumn');
  await page.goto('/about/milestones');
  await sendContact(page, visitor);

  createOperatorWithCli(sales, 'sales');
  const staff = await (await browser.newContext()).newPage();
  try {
    await staff.goto('/admin/login');
    await apiSignIn(staff, sales);
    const id = await submissionId(staff, 'contact', visitor.email('contact'));

    await staff.goto(`/admin/inbox/${id}`);
    const panel = staff.getByRole('region', { name: 'Source' });
    const first = panel.locator('dl').first();
    await expect(first.getByRole('link', { name: 'newsletter' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'autumn' })).toBeVisible();
    await expect(first).toContainText('Landing page/');
    await expect(panel).toContainText('Sent from page/contactus');
    await shoot(staff, 'attribution-source-panel');

    // The campaign's link opens the inbox filtered by it, with this message listed.
    await first.getByRole('link', { name: 'autumn' }).click();
    await expect(staff).toHaveURL(/\/admin\/inbox\?utmCampaign=autumn$/);
    await expect(staff.getByRole('link', { name: new RegExp(`#${id}\\b`) }).first()).toBeVisible();
    await expect(staff.getByLabel('Campaign name')).toHaveValue('autumn');
    await staff.screenshot({
      path: test.info().outputPath('attribution-inbox-filter-1366.png'),
      fullPage: true,
    });
    // A phone folds the filters behind a button that counts them.
    await staff.setViewportSize({ width: 360, height: 780 });
    await staff.getByRole('button', { name: 'Search and filters (1 active)' }).click();
    await expect(staff.getByLabel('Campaign name')).toBeVisible();
    await staff.screenshot({
      path: test.info().outputPath('attribution-inbox-filter-360.png'),
      fullPage: true,
    });
  } finally {
    await staff.context().close();
  }
});
