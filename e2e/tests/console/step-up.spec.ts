/**
 * Confirmations and step-up on the Operators screen: a role change and "Disable" ask first (Cancel
 * changes nothing), and from a sign-in older than 15 minutes a privileged change asks for the password
 * (and, with two-factor sign-in, a code) in a dialog, then goes through. Screenshots of the dialogs at
 * 360 and 1366 px go to test-results.
 */
import { ADMIN_API, STEP_UP_MINUTES } from '@orbitwise/contracts/admin';
import type { Page } from '@playwright/test';
import { letters, query } from '../forms/support';
import { expect, test } from '../test';
import { apiJson, apiSignIn, createOperatorWithCli, operatorId, PASSWORD, totp } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = `stepup-admin.${run}@example.com`;
const colleague = `stepup-hr.${run}@example.com`;
/** The CLI names an operator after their address's local part. */
const name = colleague.split('@')[0]!;
let page!: Page;

const LAPTOP = { width: 1366, height: 900 };

/** The open dialog at a phone's and a laptop's size, then back at the laptop's. */
const shoot = async (shot: string) => {
  for (const size of [{ width: 360, height: 780 }, LAPTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${size.width}.png`) });
  }
};

const colleagueRow = async () =>
  (
    await query<{ role: string; disabled: boolean }>(
      'SELECT role, disabled FROM operator WHERE lower(email) = $1',
      [colleague],
    )
  )[0]!;

const signedInMinutesAgo = async (minutes: number, who = admin) =>
  query(
    'UPDATE operator_session SET authenticated_at = now() - make_interval(mins => $2) WHERE operator_id = $1',
    [await operatorId(who), minutes],
  );

test.beforeAll(async ({ browser }) => {
  createOperatorWithCli(admin, 'admin');
  createOperatorWithCli(colleague, 'hr');
  page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await page.goto('/admin/login');
  await apiSignIn(page, admin);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('a role change asks first: Cancel leaves the role, the confirmation applies it', async () => {
  await page.goto('/admin/operators');
  const role = page.getByLabel(`Role of ${name}`);
  await role.selectOption('admin');
  const ask = page.getByRole('dialog', { name: `Make ${name} an admin?` });
  await expect(ask).toBeVisible();
  await shoot('role-confirm');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(role).toHaveValue('hr');
  expect((await colleagueRow()).role).toBe('hr');

  await role.selectOption('sales');
  const confirm = page.getByRole('dialog', { name: `Change ${name}'s role to sales?` });
  await confirm.getByRole('button', { name: 'Change the role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(role).toHaveValue('sales');
  expect((await colleagueRow()).role).toBe('sales');
});

test('"Disable" asks first, and Cancel keeps the account enabled', async () => {
  await page.goto('/admin/operators');
  await page.getByRole('button', { name: `Disable ${name}` }).click();
  const ask = page.getByRole('dialog', { name: `Disable ${name}?` });
  await expect(ask).toContainText('signed out at once');
  await shoot('disable-confirm');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect((await colleagueRow()).disabled).toBe(false);
});

test('from a sign-in older than 15 minutes, the change asks for the password, then goes through', async () => {
  await signedInMinutesAgo(STEP_UP_MINUTES + 5);
  await page.goto('/admin/operators');
  await page.getByLabel(`Role of ${name}`).selectOption('hr');
  await page.getByRole('dialog').getByRole('button', { name: 'Change the role' }).click();

  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await expect(stepUp).toContainText(`sign-in from the last ${STEP_UP_MINUTES} minutes`);
  await shoot('step-up');
  await stepUp.getByLabel('Your password').fill('not my password');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toContainText('The password is incorrect.');
  expect((await colleagueRow()).role).toBe('sales');
  await shoot('step-up-wrong-password');

  await stepUp.getByLabel('Your password').fill(PASSWORD);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByLabel(`Role of ${name}`)).toHaveValue('hr');
  expect((await colleagueRow()).role).toBe('hr');
  const [session] = await query<{ recent: boolean }>(
    "SELECT bool_and(authenticated_at > now() - interval '1 minute') AS recent FROM operator_session WHERE operator_id = $1",
    [await operatorId(admin)],
  );
  expect(session!.recent).toBe(true);
});

test('cancelling the step-up leaves the operator enabled and says why', async () => {
  await signedInMinutesAgo(STEP_UP_MINUTES + 5);
  await page.goto('/admin/operators');
  await page.getByRole('button', { name: `Disable ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${name}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByRole('button', { name: 'Cancel' }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Not allowed' })).toContainText(
    `sign-in from the last ${STEP_UP_MINUTES} minutes`,
  );
  expect((await colleagueRow()).disabled).toBe(false);
});

test('with two-factor sign-in on, the dialog asks for a current code as well', async ({ browser }) => {
  const secure = `stepup-2fa.${run}@example.com`;
  createOperatorWithCli(secure, 'admin');
  const own = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await own.goto('/admin/login');
  await apiSignIn(own, secure);
  const { secret } = await apiJson<{ secret: string }>(own, 'POST', ADMIN_API.accountTwoFactorEnrolment);
  await apiJson(own, 'POST', ADMIN_API.accountTwoFactor, { code: await totp(secret) });
  await signedInMinutesAgo(STEP_UP_MINUTES + 5, secure);

  await own.goto('/admin/operators');
  await own.getByLabel(`Role of ${name}`).selectOption('sales');
  await own.getByRole('dialog').getByRole('button', { name: 'Change the role' }).click();
  const stepUp = own.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toContainText('Confirm your password and a code');
  await stepUp.getByLabel('Your password').fill(PASSWORD);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByText('Enter a current code')).toBeVisible();
  // The enrolment spent this step's code: the next step's.
  await stepUp.getByLabel('A current code from your app, or a recovery code').fill(await totp(secret, 1));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  await expect(own.getByLabel(`Role of ${name}`)).toHaveValue('sales');
  expect((await colleagueRow()).role).toBe('sales');
  await own.context().close();
});
