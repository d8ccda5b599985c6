/**
 * The editors' screens against the real server, database and storage: an editor signs in and sees
 * only content; creates a job, previews it with the site's own page, publishes it and opens it from
 * its live link; compares two revisions field by field; publishes an unsaved edit (saved first, then
 * live); drafts a post with an uploaded photo (alt text required) and a picture inserted into its
 * body, schedules it and restores an earlier revision. One serial file: the tests share the editor's
 * page.
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
const BODY_ALT = 'A whiteboard full of test cases';
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
  await field('Location').fill('Bengaluru, India');
  // A new job starts at the office; this one is in Bengaluru.
  await expect(field('City')).toHaveValue('Hyderabad');
  await field('City').fill('Bengaluru');
  await field('State or region').fill('Karnataka');
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
  expect(published.data).toMatchObject({
    title: jobTitle,
    workplace: 'hybrid',
    open: true,
    address: { locality: 'Bengaluru', region: 'Karnataka', country: 'IN' },
  });

  // Its live address, on its page and in the list, opens the public page.
  const address = `/careers/jobs/${jobSlug}`;
  const live = page.getByRole('link', { name: `${address} (opens the public page in a new tab)` });
  await expect(live).toHaveAttribute('href', address);
  await page.getByRole('link', { name: '← Job openings' }).click();
  const row = page.getByRole('row').filter({ hasText: jobTitle });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Draft' }).getByRole('link', { name: /^\// }),
  ).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await row.getByRole('link', { name: new RegExp(`^${address} `) }).click();
  const publicPage = await popup;
  // The page is rendered within seconds of the publish: reload until it is there.
  await expect(async () => {
    await publicPage.reload();
    await expect(publicPage.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  expect(new URL(publicPage.url()).pathname).toBe(address);
  // Its JobPosting says where the editor said it is.
  const postings = await publicPage.locator('script[type="application/ld+json"]').allTextContents();
  const posting = postings
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block['@type'] === 'JobPosting');
  expect(posting?.jobLocation).toEqual({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      addressCountry: 'IN',
    },
  });
  await publicPage.close();
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

test('an editor compares two revisions of the job: the changed title, before and after, and nothing else', async () => {
  await page.goto(`/admin/content/job/${jobSlug}`);
  await expect(form()).toHaveAttribute('data-ready', 'true');
  const renamed = `Senior ${jobTitle}`;
  await field('Title').fill(renamed);
  await form().getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  const { items } = await apiJson<{ items: { revision: number }[] }>(
    page,
    'GET',
    CONTENT_API.revisions('job', jobSlug),
  );
  const [newest, previous] = items.map((item) => item.revision);
  // At first: the newest revision and the one before it.
  await expect(history.getByRole('combobox', { name: 'From revision' })).toHaveValue(String(previous));
  await expect(history.getByRole('combobox', { name: 'To revision' })).toHaveValue(String(newest));
  const changes = history.getByRole('list', {
    name: `Changes from revision ${previous} to revision ${newest}`,
  });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  const title = changes.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Title' }) });
  await expect(title.getByRole('definition').first()).toHaveText(jobTitle);
  await expect(title.getByRole('definition').last()).toHaveText(renamed);
  await expect(title.getByText(`Before (revision ${previous})`)).toBeVisible();
  await expect(title.getByText(`After (revision ${newest})`)).toBeVisible();

  // The revision before: the salary band taken out again.
  await history.getByRole('button', { name: `Compare ${previous} with ${items[2]!.revision}` }).click();
  await expect(history.getByRole('combobox', { name: 'To revision' })).toHaveValue(String(previous));
  const band = history.getByRole('list', {
    name: `Changes from revision ${items[2]!.revision} to revision ${previous}`,
  });
  await expect(band.getByRole('heading', { name: 'Salary band › Lowest salary' })).toBeVisible();
  await expect(band.getByRole('heading', { name: 'Title' })).toHaveCount(0);
});

test('Publish now with an unsaved edit saves it first and puts exactly that on the live page', async ({
  request,
}) => {
  await page.goto(`/admin/content/job/${jobSlug}`);
  await expect(form()).toHaveAttribute('data-ready', 'true');
  const before = await apiJson<ContentDocumentView<'job'>>(page, 'GET', CONTENT_API.document('job', jobSlug));
  const edited = `Lead ${jobTitle}`;
  await field('Title').fill(edited);
  // Not saved: Publish now saves it first.
  await page.getByRole('button', { name: 'Publish now' }).click();

  // The live page, as a visitor's browser or a crawler gets it, is re-rendered with the edit.
  const headingOf = (html: string) =>
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? null;
  await expect
    .poll(async () => headingOf(await (await request.get(`/careers/jobs/${jobSlug}`)).text()), {
      timeout: 15_000,
    })
    .toBe(edited);
  await expect(page.getByText('Saved and published.', { exact: true })).toBeVisible();
  // The edit was saved as one new revision, and that revision is the one published.
  const after = await apiJson<ContentDocumentView<'job'>>(page, 'GET', CONTENT_API.document('job', jobSlug));
  expect(after).toMatchObject({
    status: 'published',
    version: before.version + 1,
    publishedRevision: before.version + 1,
    hasUnpublishedChanges: false,
    draft: { title: edited },
    published: { title: edited },
  });
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
  // A picture into the body, where the cursor is (after the text): uploaded, then written as Markdown.
  await form().getByRole('button', { name: 'Insert image' }).click();
  const inBody = form().getByRole('group', { name: 'Upload image for the body' });
  await inBody.getByLabel('Alt text of the new picture').fill(BODY_ALT);
  await inBody
    .getByLabel('Image file')
    .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG });
  await inBody.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(form().getByText(`Picture “${BODY_ALT}” inserted at the cursor.`)).toBeVisible();
  await expect(field('Body')).toHaveValue(
    new RegExp(
      `^First version of the article\\.\\n\\n!\\[${BODY_ALT}\\]\\(/api/media/[0-9a-f]{64}-\\d+\\.png#\\d+x\\d+\\)$`,
    ),
  );
  const firstBody = await field('Body').inputValue();

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
  expect(first.draft.body).toBe(firstBody);

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
  await expect(field('Body')).toHaveValue(firstBody);
  const restored = await apiJson<ContentDocumentView<'post'>>(
    page,
    'GET',
    CONTENT_API.document('post', postSlug),
  );
  expect(restored.draft.body).toBe(firstBody);
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

  // The picture inserted into the body, as the renderer keeps it (with its size: no layout shift), and served.
  const inserted = /\]\((\/api\/media\/[^)#]+)#(\d+)x(\d+)\)/.exec(view.draft.body)!;
  const [bodySrc, bodyWidth, bodyHeight] = [inserted[1]!, inserted[2]!, inserted[3]!];
  expect(html).toContain(
    `<img alt="${BODY_ALT}" src="${bodySrc}" width="${bodyWidth}" height="${bodyHeight}" loading="lazy" decoding="async"`,
  );
  expect((await request.get(bodySrc)).status()).toBe(200);
  await page.goto(address);
  const bodyImage = page.getByRole('article').getByRole('img', { name: BODY_ALT });
  await bodyImage.scrollIntoViewIfNeeded();
  await expect(bodyImage).toBeVisible();
  expect(await bodyImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const feed = await (await request.get('/bloggrid/rss.xml')).text();
  expect(feed).toContain(`${address}</link>`);
  const tagPage = await (await request.get('/bloggrid/tag/testing')).text();
  expect(tagPage).toContain(`href="${address}"`);
  expect(tagPage).toContain('Testing habits that last');
});
