/**
 * The Services and Service Details pages' copy in the console, against the real server: an editor
 * finds each at its own address (the live link), changes the Services page's lead and sees the saved
 * draft in the preview of that page; Service Details previews as its own page. Nothing is published:
 * the public pages keep their text for the other suites.
 */
import { CONTENT_API, type ContentDocumentView } from '@orbitwise/contracts/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { letters } from '../forms/support';
import { afterTheFirstOperator, apiJson, contentField, createOperatorWithCli, uiSignIn } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'creates its operator in the test database (E2E_DATABASE_URL)');

const run = letters(8);
const editor = `services.${run}@example.com`;
let page!: Page;

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  createOperatorWithCli(editor, 'editor');
  page = await browser.newPage();
  await page.goto('/admin/login');
  await uiSignIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/content$/);
});

test.afterAll(async () => {
  await page?.context().close();
});

test("the Services page's draft previews as that page, its live link its address", async () => {
  await page.goto('/admin/content/service/services');
  const live = page.getByRole('link', { name: '/courses/allcourses (opens the public page in a new tab)' });
  await expect(live).toHaveAttribute('href', '/courses/allcourses');
  const lead = `Software, networks and training from one team ${run}.`;
  await contentField(page, 'Lead under the heading').fill(lead);
  await page.getByRole('form', { name: 'Content' }).getByRole('button', { name: 'Save draft' }).click();
  await expect
    .poll(async () => {
      const view = await apiJson<ContentDocumentView<'service'>>(
        page,
        'GET',
        CONTENT_API.document('service', 'services'),
      );
      return view.draft.lead;
    })
    .toBe(lead);

  await page.getByRole('link', { name: 'Preview the saved draft' }).click();
  const preview = page.getByRole('region', { name: 'Page preview' });
  await expect(preview.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(preview.getByText(lead)).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Data Recovery' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Explore our courses' })).toBeVisible();
});

test('Service Details previews as its own page, topics and all', async () => {
  await page.goto('/admin/content/service/servicedetails/preview');
  const preview = page.getByRole('region', { name: 'Page preview' });
  await expect(preview.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
  await expect(
    preview.getByRole('heading', { name: 'Web Designing and Development Services' }),
  ).toBeVisible();
  await expect(preview.getByText('24/7 Help Desk Support').first()).toBeVisible();
});
