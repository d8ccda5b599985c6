/**
 * The editors' screens against the real server, database and storage: an
 * editor signs in and sees only content; creates a job, previews it with the site's own page and
 * publishes it; drafts a post with an uploaded photo (alt text required), schedules it and restores
 * an earlier revision. One serial file: the tests share the editor's page.
 */
import {
  CONTENT_API,
  MEDIA_PREFIX,
  type ContentDocumentView,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { letters } from '../forms/support';
import { afterTheFirstOperator, apiJson, contentField, createOperatorWithCli, uiSignIn } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'creates its operator in the test database (E2E_DATABASE_URL)');

const run = letters(8);
const editor = `editor.${run}@example.com`;
const jobSlug = `qa-engineer-${run}`;
const jobTitle = `Quality Engineer ${run.toUpperCase()}`;
const postSlug = `testing-habits-${run}`;
/** A real 8×8 PNG: the API decides the type from these bytes and makes its sizes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);
let page!: Page;

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  createOperatorWithCli(editor, 'editor');
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

const form = () => page.getByRole('form', { name: 'Content' });
const field = (label: string) => contentField(page, label);

test('an editor signs in to the content screens and sees no inbox, operators, audit or settings', async () => {
  await page.goto('/admin/login');
  await uiSignIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/content$/);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Job openings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog posts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  for (const hidden of [
    'Dashboard',
    'Inbox',
    'Operators',
    'Audit log',
    'Privacy and retention',
    'Notifications',
  ]) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  for (const path of ['/admin/inbox', '/admin/operators', '/admin/audit', '/admin/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  }
  // The dashboard is no editor's page: it sends them to theirs.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/content$/);
});

test('an editor creates a job, previews it as its page, and publishes it', async () => {
  await page.goto('/admin/content/job');
  await page.getByRole('link', { name: 'New job opening' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New job opening' })).toBeVisible();
  await expect(form()).toHaveAttribute('data-ready', 'true');
  // Refused in the browser with the contract's messages before anything is sent.
  await form().getByRole('button', { name: 'Create draft' }).click();
  await expect(form().getByText('Title is required.')).toBeVisible();

  await field('Address (slug)').fill(jobSlug);
  await field('Title').fill(jobTitle);
  await field('Department').fill('Engineering');
  await field('Location').fill('Hyderabad, India');
  await field('Remote or on site').selectOption('hybrid');
  await field('Employment type').selectOption('full-time');
  await field('Experience').fill('2-5 years');
  await field('Experience from (years)').fill('2');
  await field('Experience up to (years)').fill('5');
  await field('Skills').fill('Playwright\nTypeScript\nSQL');
  await field('Summary').fill('Keep our releases honest with tests that can fail.');
  await field('Description').fill(
    'You will **own** the end-to-end suites.\n\nYou will pair with developers.',
  );
  await field('Hiring steps').fill('A call with HR\nA practical task\nAn interview with your lead');
  await field('Open for applications').check();
  await form().getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/content/job/${jobSlug}$`));
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const created = await apiJson<ContentDocumentView<'job'>>(
    page,
    'GET',
    CONTENT_API.document('job', jobSlug),
  );
  expect(created).toMatchObject({
    status: 'draft',
    draft: { title: jobTitle, skills: ['Playwright', 'TypeScript', 'SQL'] },
  });

  // The preview is the job's own page component, fed the draft.
  await page.getByRole('link', { name: 'Preview the saved draft' }).click();
  const preview = page.getByRole('region', { name: 'Page preview' });
  await expect(preview.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
  await expect(preview.getByText('Playwright', { exact: true })).toBeVisible();
  await expect(preview.getByText('A practical task')).toBeVisible();
  await page.getByRole('link', { name: '← Back to editing' }).click();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published.', { exact: true })).toBeVisible();
  const published = await apiJson<PublishedDocument<'job'>>(
    page,
    'GET',
    CONTENT_API.publishedOne('job', jobSlug),
  );
  expect(published.data).toMatchObject({ title: jobTitle, workplace: 'hybrid', open: true });

  await page.getByRole('link', { name: '← Job openings' }).click();
  const row = page.getByRole('row').filter({ hasText: jobTitle });
  await expect(row.getByText('Published')).toBeVisible();
});

test('an editor gives the job a salary band through its inputs, checked by the contract, saved as typed', async () => {
  await page.goto(`/admin/content/job/${jobSlug}`);
  await expect(form()).toHaveAttribute('data-ready', 'true');
  const band = form().getByRole('group', { name: 'Salary band' });
  await expect(band.getByLabel('Lowest salary')).toHaveCount(0);
  await band.getByLabel('Has salary band').check();
  await band.getByLabel('Lowest salary').fill('1400000');
  await band.getByLabel('Highest salary').fill('900000');
  await band.getByLabel('Currency').fill('INR');
  await band.getByLabel('Per').selectOption('year');
  await form().getByRole('button', { name: 'Save draft' }).click();
  // The contract's own rule over the band, shown on the band; nothing is sent.
  await expect(band.getByText('The lowest salary must not exceed the highest.')).toBeVisible();
  await band.getByLabel('Lowest salary').fill('900000');
  await band.getByLabel('Highest salary').fill('1400000');
  const range = form().getByRole('group', { name: 'Experience range' });
  await range.getByLabel('Experience up to (years)').fill('');
  await form().getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  const saved = await apiJson<ContentDocumentView<'job'>>(page, 'GET', CONTENT_API.document('job', jobSlug));
  expect(saved.draft.salary).toEqual({ min: 900000, max: 1400000, currency: 'INR', period: 'year' });
  expect(saved.draft.experienceYears).toEqual({ min: 2, max: null });
  expect(saved.hasUnpublishedChanges).toBe(true);

  // Taking the band out again saves null.
  await page.reload();
  await expect(form()).toHaveAttribute('data-ready', 'true');
  await expect(band.getByLabel('Lowest salary')).toHaveValue('900000');
  await band.getByLabel('Has salary band').uncheck();
  await form().getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await apiJson<ContentDocumentView<'job'>>(page, 'GET', CONTENT_API.document('job', jobSlug))).draft
          .salary,
    )
    .toBeNull();
});

test('an editor drafts a post with an uploaded photo (alt text required), schedules it and restores an earlier revision', async () => {
  await page.goto('/admin/content/new/post');
  await expect(form()).toHaveAttribute('data-ready', 'true');
  await field('Address (slug)').fill(postSlug);
  await field('Title').fill('Testing habits that last');
  await field('Author').fill('Ananya Rao');
  await field('Date').fill('2026-11-20');
  await field('Category').fill('Testing');
  await field('Tags').fill('Testing\nCareers');
  await field('Excerpt').fill('Small habits that keep a test suite trustworthy.');
  await field('Body').fill('First version of the article.');

  const cover = form().getByRole('group', { name: 'Upload cover photo' });
  await cover
    .getByLabel('Image file')
    .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
  await cover.getByRole('button', { name: 'Upload' }).click();
  await expect(cover.getByText('Describe the image for people who cannot see it (alt text).')).toBeVisible();
  await cover.getByLabel('Alt text of the new picture').fill('Two developers reviewing a test report');
  await cover.getByRole('button', { name: 'Upload' }).click();
  await expect(form().getByRole('img', { name: 'Two developers reviewing a test report' })).toBeVisible();
  await form().getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/post/${postSlug}$`));

  const first = await apiJson<ContentDocumentView<'post'>>(
    page,
    'GET',
    CONTENT_API.document('post', postSlug),
  );
  expect(first.draft.cover).toMatchObject({ alt: 'Two developers reviewing a test report' });
  expect(first.draft.cover!.src.startsWith(MEDIA_PREFIX)).toBe(true);
  expect(first.draft.cover!.variants?.length).toBeGreaterThan(0);

  // A second save: a new revision.
  await expect(form()).toHaveAttribute('data-ready', 'true');
  await field('Body').fill('Second version, which the editor will regret.');
  await form().getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  // The preview: the post's own page with the draft in it, the body as the site renders it.
  await page.getByRole('link', { name: 'Preview the saved draft' }).click();
  const preview = page.getByRole('region', { name: 'Page preview' });
  await expect(preview.getByRole('heading', { name: 'Testing habits that last' })).toBeVisible();
  await expect(preview.getByText('Second version, which the editor will regret.')).toBeVisible();
  await page.getByRole('link', { name: '← Back to editing' }).click();

  // Scheduled two minutes ahead, in the editor's own time zone.
  const at = new Date(Date.now() + 2 * 60_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Or publish at').fill(local);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Scheduled.', { exact: true })).toBeVisible();
  const scheduled = await apiJson<ContentDocumentView<'post'>>(
    page,
    'GET',
    CONTENT_API.document('post', postSlug),
  );
  expect(scheduled.status).toBe('scheduled');
  expect(Math.abs(new Date(scheduled.publishAt!).getTime() - at.getTime())).toBeLessThan(60_000);

  // Restoring the first revision brings its text back into the draft (and the form).
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: `Restore revision ${first.version}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored as the draft.')).toBeVisible();
  await expect(field('Body')).toHaveValue('First version of the article.');
  const restored = await apiJson<ContentDocumentView<'post'>>(
    page,
    'GET',
    CONTENT_API.document('post', postSlug),
  );
  expect(restored.draft.body).toBe('First version of the article.');
  expect(restored.draft.cover?.alt).toBe('Two developers reviewing a test report');
});

test('the scheduled post appears at its time on its own page with its responsive images, in the feed and on its tag page', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const view = await apiJson<ContentDocumentView<'post'>>(
    page,
    'GET',
    CONTENT_API.document('post', postSlug),
  );
  const publishAt = new Date(view.publishAt!).getTime();
  const address = `/bloggrid/post/${postSlug}`;
  // The form takes minutes: the time is at least a minute ahead when it was scheduled.
  expect(publishAt - Date.now()).toBeGreaterThan(5_000);
  expect((await request.get(address)).status()).toBe(404);

  // As a crawler gets it: one HTTP GET, no script run.
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(address);
        html = response.status() === 200 ? await response.text() : '';
        return html.includes('First version of the article.');
      },
      { timeout: publishAt - Date.now() + 90_000, intervals: [1_000] },
    )
    .toBe(true);
  const late = Date.now() - publishAt;
  console.log(`scheduled post on its page ${(late / 1000).toFixed(1)} s after its publish time`);
  expect(late).toBeGreaterThan(-1_000);

  // Its photo in every width the API made, AVIF and WebP offered first, with its alt text.
  const cover = view.draft.cover!;
  for (const format of ['avif', 'webp']) {
    const widths = cover.variants!.filter((variant) => variant.format === format);
    expect(widths.length).toBeGreaterThan(0);
    // Attribute names are case-insensitive in HTML (React writes `srcSet`).
    const srcset = widths.map((v) => `${v.url} ${v.width}w`).join(', ');
    expect(html.toLowerCase()).toContain(`<source type="image/${format}" srcset="${srcset}"`.toLowerCase());
  }
  expect(html).toContain('alt="Two developers reviewing a test report"');
  const variant = await request.get(cover.variants![0]!.url);
  expect([variant.status(), variant.headers()['content-type']]).toEqual([
    200,
    `image/${cover.variants![0]!.format}`,
  ]);

  const feed = await (await request.get('/bloggrid/rss.xml')).text();
  expect(feed).toContain(`${address}</link>`);
  const tagPage = await (await request.get('/bloggrid/tag/testing')).text();
  expect(tagPage).toContain(`href="${address}"`);
  expect(tagPage).toContain('Testing habits that last');
});
