/**
 * The setup link on a server with no operator yet: it creates the first administrator, once. Its own
 * project, which every other project depends on (playwright.config.ts): any other suite's operator
 * would take the setup link away, whichever worker reached the server first.
 */
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { expect, test } from '../test';
import { letters, query } from '../forms/support';
import { api, insertSetupToken, PASSWORD } from './support';

test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);

test('the setup link creates the first administrator, and works once', async ({ page }) => {
  const [row] = await query<{ count: number }>('SELECT count(*)::int AS count FROM operator');
  const count = row?.count ?? 0;
  // A fresh server (CI always starts one) has no operator; a reused local one may already have some.
  if (process.env.CI) expect(count).toBe(0);
  test.skip(count > 0, 'another suite created an operator first: the setup link is not offered');
  const token = await insertSetupToken();
  await page.goto(`/admin/setup?token=${token}`);
  const form = page.getByRole('form', { name: 'Setup' });
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('Email').fill(`admin.${run}@example.com`);
  await form.getByLabel('Display name').fill(`Admin ${run}`);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel('Repeat the password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?reason=setup$/);
  await expect(page.getByRole('status').filter({ hasText: 'administrator account is ready' })).toBeVisible();
  const again = await api(page, 'POST', ADMIN_API.setup, {
    token,
    email: `other.${run}@example.com`,
    displayName: 'Second',
    password: PASSWORD,
  });
  expect(again.status()).toBe(410);
  // The used link says at once that setup is done, with the way to sign in, and no form.
  await page.goto(`/admin/setup?token=${token}`);
  await expect(page.getByRole('status').filter({ hasText: 'can no longer be used' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Setup' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign in to the console' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
