/**
 * Done when: an editor creates a job in the console; within 10 s it is on /careers/jobs as
 * a plain HTTP client (no JavaScript) gets it; a visitor applies to it through the form; the editor
 * closes it: it leaves the page and the API refuses new applications naming it. Against the real
 * server (which re-renders the prerendered pages after a publish), database and storage.
 */
import { API_PATHS, CAREER_APPLICATION_EXAMPLE } from '@orbitwise/contracts';
import { CONTENT_API, CONTENT_MESSAGES, type ContentDocumentView } from '@orbitwise/contracts/content';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../test';
import {
  afterTheFirstOperator,
  apiJson,
  contentField,
  createOperatorWithCli,
  uiSignIn,
} from '../console/support';
import {
  alertDialog,
  formReady,
  letters,
  pdfBytes,
  query,
  solveCaptcha,
  uniqueEmail,
} from '../forms/support';
import { csrfVisitor, solveCaptcha as solveCaptchaApi } from '../smoke/helpers';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'creates its operator in the test database (E2E_DATABASE_URL)');

/** The publish requirement. */
const WITHIN_MS = 10_000;
const run = letters(8);
const editor = `publisher.${run}@example.com`;
const slug = `data-engineer-${run}`;
const title = `Data Engineer ${run.toUpperCase()}`;
let page!: Page;

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  createOperatorWithCli(editor, 'editor');
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Polls the page as a crawler gets it (one HTTP GET, no script run) until `check` holds; returns the ms taken. */
async function fetchedUntil(request: APIRequestContext, check: (html: string) => boolean): Promise<number> {
  const since = Date.now();
  let took = -1;
  await expect
    .poll(
      async () => {
        const response = await request.get('/careers/jobs');
        const html = await response.text();
        if (response.status() === 200 && check(html)) took = Date.now() - since;
        return took >= 0;
      },
      { timeout: WITHIN_MS, intervals: [100] },
    )
    .toBe(true);
  return took;
}

const field = (label: string) => contentField(page, label);

test('an editor creates and publishes a job in the console: within 10 s /careers/jobs holds it without JavaScript', async ({
  request,
}) => {
  await page.goto('/admin/login');
  await uiSignIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/content$/);
  await page.goto('/admin/content/new/job');
  await expect(page.getByRole('form', { name: 'Content' })).toHaveAttribute('data-ready', 'true');
  await field('Address (slug)').fill(slug);
  await field('Title').fill(title);
  await field('Department').fill('Engineering');
  await field('Location').fill('Hyderabad, India');
  await field('Remote or on site').selectOption('remote');
  await field('Employment type').selectOption('full-time');
  await field('Experience').fill('3-6 years');
  await field('Experience from (years)').fill('3');
  await field('Experience up to (years)').fill('6');
  await field('Skills').fill('SQL\nPython');
  await field('Summary').fill('Build the pipelines our clients report from.');
  await field('Description').fill('You will **own** our data pipelines.');
  await field('Hiring steps').fill('A call with HR\nA practical task');
  await field('Open for applications').check();
  await page.getByRole('form', { name: 'Content' }).getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/job/${slug}$`));
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published.', { exact: true })).toBeVisible();

  const took = await fetchedUntil(request, (html) => html.includes(title));
  console.log(`publish in the console -> /careers/jobs (plain HTTP): ${took} ms`);
  const job = await request.get(`/careers/jobs/${slug}`);
  expect(job.status()).toBe(200);
  expect(await job.text()).toContain('"@type":"JobPosting"');
});

test('a visitor applies to the new job through the form', async ({ page: visitor }) => {
  await visitor.goto('/careers/jobs');
  const form = await formReady(visitor.getByRole('form', { name: 'Apply now' }));
  const email = uniqueEmail('publish-job');
  await form.getByLabel('First Name').fill('Nila');
  await form.getByLabel('Last Name').fill('Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('City').fill('Hyderabad');
  await form.getByLabel('Current Role').fill('Analyst');
  await form.getByLabel('Date of Birth').fill('1996-04-21');
  await form.getByLabel('Role Applying For').selectOption(title);
  await form.getByLabel('Experience (years)').fill('4');
  await form.getByLabel('Expected Salary (LPA)').fill('12');
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Apply Now' }).click();
  await expect(alertDialog(visitor)).toContainText('Thank you for applying.');
  const rows = await query<{ application_details: string }>(
    'SELECT application_details FROM career_application WHERE email = $1',
    [email],
  );
  expect(rows).toEqual([{ application_details: title }]);
});

test('the editor closes it: it leaves /careers/jobs and the API refuses an application naming it', async ({
  request,
}) => {
  const current = await apiJson<ContentDocumentView<'job'>>(page, 'GET', CONTENT_API.document('job', slug));
  await apiJson(page, 'PUT', CONTENT_API.document('job', slug), {
    data: { ...current.draft, open: false },
    version: current.version,
  });
  await apiJson(page, 'POST', CONTENT_API.publish('job', slug), {});
  const took = await fetchedUntil(request, (html) => !html.includes(title));
  console.log(`close -> off /careers/jobs (plain HTTP): ${took} ms`);
  expect((await request.get(`/careers/jobs/${slug}`)).status()).toBe(404);

  const visitor = await csrfVisitor(request);
  const refused = await request.post(API_PATHS.addCareer, {
    headers: {
      Cookie: visitor.cookie,
      'X-CSRF-Token': visitor.token,
      'X-Altcha': await solveCaptchaApi(request),
    },
    multipart: {
      data: JSON.stringify({
        ...CAREER_APPLICATION_EXAMPLE,
        Email: uniqueEmail('closed'),
        ApplicationDetails: title,
      }),
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(CONTENT_MESSAGES.positionUnknown);
});
