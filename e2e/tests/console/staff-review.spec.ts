/**
 * What staff see of the second review's fixes: a role change from an old sign-in is
 * refused with a reason unless the password is confirmed, the audit screen shows what changed and on
 * whom, and a job application is listed and labelled by the job applied for. Screenshots at 360 and
 * 1366 px go to test-results.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { letters, query } from '../forms/support';
import { apiSignIn, createOperatorWithCli, operatorId } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = `review-admin.${run}@example.com`;
const colleague = `review-hr.${run}@example.com`;
let page!: Page;

const shoot = async (name: string) => {
  for (const [width, height] of [
    [360, 780],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test.beforeAll(async ({ browser }) => {
  createOperatorWithCli(admin, 'admin');
  createOperatorWithCli(colleague, 'hr');
  page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await apiSignIn(page, admin);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('a role change from a sign-in older than 15 minutes is refused unless confirmed with the password, and the screen says why', async () => {
  await query(
    "UPDATE operator_session SET authenticated_at = now() - interval '20 minutes' WHERE operator_id = $1",
    [await operatorId(admin)],
  );
  await page.goto('/admin/operators');
  const name = colleague.split('@')[0]!;
  await page.getByLabel(`Role of ${name}`).selectOption('sales');
  await page.getByRole('dialog').getByRole('button', { name: 'Change the role' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm it is you' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('alert')).toContainText('needs a sign-in from the last 15 minutes');
  await shoot('role-change-refused');
  const [row] = await query<{ role: string }>('SELECT role FROM operator WHERE lower(email) = $1', [
    colleague,
  ]);
  expect(row!.role).toBe('hr');
});

test('after signing in again the change goes through, and the audit screen shows before → after and whom', async () => {
  await apiSignIn(page, admin);
  await page.goto('/admin/operators');
  const name = colleague.split('@')[0]!;
  await page.getByLabel(`Role of ${name}`).selectOption('sales');
  await page.getByRole('dialog').getByRole('button', { name: 'Change the role' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await page.goto(`/admin/audit?action=operator-updated&actorId=${await operatorId(admin)}`);
  const entries = page.getByRole('region', { name: 'Audit entries' });
  await expect(entries).toContainText('role: hr → sales');
  await expect(entries).toContainText(`${name} <${colleague}>`);
  await shoot('audit');
});

test('a job application is listed under the job applied for, and both jobs are labelled plainly', async () => {
  const [application] = await query<{ id: string }>(
    `INSERT INTO career_application
       (first_name, last_name, email, phone_number, city, position, date_of_birth, application_details,
        experience, expected_salary, is_active, resume_original_name, resume_key, resume_size,
        resume_mime_type, resume_sha256)
     VALUES ('Ravi', $1, $2, '9876543210', 'Pune', 'Sales Executive', '1995-01-01', 'Sales Intern', 1, 3,
             true, 'cv.pdf', $3, 10, 'application/pdf', $4)
     RETURNING id`,
    [run, `ravi.${run}@example.com`, `${randomUUID()}.pdf`, 'b'.repeat(64)],
  );
  const [envelope] = await query<{ id: string }>(
    'SELECT id FROM submission WHERE career_application_id = $1',
    [application!.id],
  );
  await page.goto(`/admin/inbox?kind=application&q=${run}`);
  const row = page.getByRole('row', { name: new RegExp(`Ravi ${run}`) });
  await expect(row).toContainText('Sales Intern');
  await expect(row).not.toContainText('Sales Executive');
  await page.goto(`/admin/inbox/${envelope!.id}`);
  const fields = page.locator('.console-fields');
  await expect(fields).toContainText('Job applied forSales Intern');
  await expect(fields).toContainText('Current job titleSales Executive');
  await expect(fields).not.toContainText('Position');
  await shoot('application-detail');
});
