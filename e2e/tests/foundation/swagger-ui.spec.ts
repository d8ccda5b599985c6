/**
 * Swagger UI as an integrator uses it: "Authorize" takes an integration key made
 * through the admin API, and "Try it out" then completes AddContactUs and AddCareer (with a file)
 * with no anti-forgery token and no captcha. The answer Swagger UI shows is 200, and the rows are
 * in the database.
 */
import { API_PATHS } from '@orbitwise/contracts';
import { INTEGRATION_ADMIN_API, type IntegrationKeySecretResponse } from '@orbitwise/contracts/integrations';
import type { Locator, Page } from '@playwright/test';
import { afterTheFirstOperator, apiJson, apiSignIn, createOperatorWithCli } from '../console/support';
import { letters, pdfBytes, query, sha256 } from '../forms/support';
import { expect, test } from '../test';

test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);

/** A key with two submit scopes, created by a signed-in admin in a browser of their own. */
async function createKey(page: Page): Promise<string> {
  const email = `swagger.admin.${run}@example.com`;
  await afterTheFirstOperator();
  createOperatorWithCli(email, 'admin');
  await apiSignIn(page, email);
  const created = await apiJson<IntegrationKeySecretResponse>(page, 'POST', INTEGRATION_ADMIN_API.keys, {
    name: `Swagger UI ${run}`,
    // The document's first AddContactUs example is the enquiry modal's.
    scopes: ['submit:enquiry', 'submit:application'],
  });
  return created.secret;
}

/** Opens an operation and presses "Try it out". */
async function tryItOut(page: Page, path: string): Promise<Locator> {
  const operation = page.locator('.opblock').filter({ has: page.locator(`[data-path="${path}"]`) });
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  return operation;
}

async function execute(operation: Locator): Promise<void> {
  await operation.getByRole('button', { name: 'Execute' }).click();
  const answer = operation.locator('.live-responses-table .response');
  await expect(answer.locator('.response-col_status')).toHaveText(/^\d{3}$/, { timeout: 15_000 });
  const shown = await answer.locator('.response-col_description').innerText();
  expect({ status: await answer.locator('.response-col_status').innerText(), shown }).toEqual({
    status: '200',
    shown: expect.stringContaining('"isSuccess": true'),
  });
}

test('Authorize with an integration key, then Try it out AddContactUs and AddCareer with a file', async ({
  page,
  browser,
}) => {
  // Swagger UI renders the whole document (about 80 operations) before the first click.
  test.setTimeout(90_000);
  const adminPage = await browser.newPage();
  const key = await createKey(adminPage);
  await adminPage.close();

  await page.goto('/api/docs');
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.dialog-ux .modal-ux');
  const scheme = dialog.locator('.auth-container').filter({ hasText: 'integrationKey' });
  await scheme.locator('input').fill(key);
  await scheme.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(scheme.locator('button', { hasText: 'Logout' })).toBeVisible();
  await scheme.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // AddContactUs: the Contact page's example, with an address of this run.
  const leadEmail = `swagger.lead.${run}@example.com`;
  const contact = await tryItOut(page, API_PATHS.addContactUs);
  const body = contact.locator('textarea.body-param__text');
  const example = JSON.parse(await body.inputValue()) as Record<string, unknown>;
  await body.fill(JSON.stringify({ ...example, email: leadEmail }, null, 2));
  await execute(contact);
  expect(await query('SELECT email FROM enquiry WHERE email = $1', [leadEmail])).toEqual([
    { email: leadEmail },
  ]);

  // AddCareer: the `data` part and a real PDF as the `file` part.
  const applicantEmail = `swagger.applicant.${run}@example.com`;
  const career = await tryItOut(page, API_PATHS.addCareer);
  const data = career.locator('tr[data-property-name="data"] textarea');
  const application = JSON.parse(await data.inputValue()) as Record<string, unknown>;
  await data.fill(JSON.stringify({ ...application, Email: applicantEmail }));
  const resume = pdfBytes();
  await career
    .locator('tr[data-property-name="file"] input[type="file"]')
    .setInputFiles({ name: 'swagger-resume.pdf', mimeType: 'application/pdf', buffer: resume });
  await execute(career);
  expect(
    await query('SELECT email, resume_sha256 FROM career_application WHERE email = $1', [applicantEmail]),
  ).toEqual([{ email: applicantEmail, resume_sha256: sha256(resume) }]);
});
