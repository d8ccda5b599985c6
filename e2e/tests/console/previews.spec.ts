/**
 * Every kind's preview against the built site: the browser's build of a route module has no loader,
 * so a preview that calls one crashes there (never in unit tests). One editor, one page, every kind of
 * CONTENT_KINDS (a new kind is covered as soon as it is listed): its first document's preview shows a
 * page and no error.
 */
import {
  CONTENT_API,
  CONTENT_KINDS,
  type ContentDocumentView,
  type ContentListResponse,
} from '@orbitwise/contracts/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { letters } from '../forms/support';
import { afterTheFirstOperator, apiJson, createOperatorWithCli, uiSignIn } from './support';

test.skip(!process.env.E2E_DATABASE_URL, 'creates its operator in the test database (E2E_DATABASE_URL)');

const editor = `previews.${letters(8)}@example.com`;
let page!: Page;

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  createOperatorWithCli(editor, 'editor');
  page = await browser.newPage();
  await page.goto('/admin/login');
  await uiSignIn(page, editor);
  // Signed in once the console has taken over: before that, the session cookie may not be set yet.
  await expect(page).toHaveURL(/\/admin\/content$/);
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Kinds whose documents show inside other pages: their preview says so instead of showing a page. */
const SHOWN_INSIDE_OTHER_PAGES = new Set([
  'event',
  'testimonial',
  'client',
  'case-study',
  'team-member',
  'gallery-item',
  'figures',
]);

/** The first plain title-like text of a draft (depth first; no figures' placeholders): a text its page shows. */
function knownTextOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(knownTextOf).find(Boolean);
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, field] of Object.entries(value))
    if (
      ['title', 'name', 'heading'].includes(key) &&
      typeof field === 'string' &&
      /^[^{}]+$/.test(field.trim())
    )
      return field.trim();
  return Object.values(value).map(knownTextOf).find(Boolean);
}

test('the preview of a document of every kind shows its page', async () => {
  for (const kind of CONTENT_KINDS) {
    const { items } = await apiJson<ContentListResponse>(page, 'GET', CONTENT_API.documents(kind));
    const first = items[0];
    expect(first, `a seeded ${kind} document`).toBeDefined();
    const view = await apiJson<ContentDocumentView>(page, 'GET', CONTENT_API.document(kind, first!.slug));
    await page.goto(`/admin/content/${kind}/${encodeURIComponent(first!.slug)}/preview`);
    const preview = page.getByRole('region', { name: 'Page preview' });
    await expect(preview, `${kind} preview`).toBeVisible();
    if (SHOWN_INSIDE_OTHER_PAGES.has(kind))
      await expect(preview, `${kind} preview`).toContainText('show inside other pages');
    else await expect(preview, `${kind} preview`).toContainText(knownTextOf(view.draft)!);
    await expect(page.getByText('Something went wrong'), `${kind} preview`).toHaveCount(0);
  }
});
