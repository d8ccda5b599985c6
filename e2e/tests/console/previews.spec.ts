/**
 * Every kind's preview against the built site: the browser's build of a route module has no loader,
 * so a preview that calls one crashes there (never in unit tests). One editor, one page, every kind of
 * CONTENT_KINDS (a new kind is covered as soon as it is listed): its first document's preview shows
 * that document's own text and no error; and an event's changed draft, never published, shows in its
 * preview.
 */
import {
  CONTENT_API,
  CONTENT_KINDS,
  type ContentDocumentView,
  type ContentKind,
  type ContentListResponse,
  type EventData,
  type FiguresData,
  type GalleryItemData,
  type SaveDraftRequest,
} from '@orbitwise/contracts/content';
import { FIGURES, figureValues, fillFigures, formatCount } from '@orbitwise/contracts/content-seed/figures';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { letters } from '../forms/support';
import { afterTheFirstOperator, apiJson, createOperatorWithCli, uiSignIn } from './support';

test.skip(!process.env.E2E_DATABASE_URL, 'creates its operator in the test database (E2E_DATABASE_URL)');

// One editor and one signed-in page for both tests: in order, in one worker.
test.describe.configure({ mode: 'default' });

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

/**
 * A text the preview must show: the draft's own words; a gallery picture's caption with its figures
 * filled (the preview's, the seed's); for the figures, a count as the counters write it.
 */
function expectedTextOf(kind: ContentKind, draft: unknown): string | undefined {
  if (kind === 'figures') return `${formatCount((draft as FiguresData).happyCustomers)}+`;
  if (kind === 'gallery-item')
    return fillFigures((draft as GalleryItemData).image.alt, figureValues(FIGURES.data));
  return knownTextOf(draft);
}

/** A testimonial without the person's consent is on no page (its preview says so): take one that is. */
const isShown = (kind: ContentKind, draft: unknown) =>
  kind !== 'testimonial' || (draft as { consent: boolean }).consent;

async function firstShownDocument(kind: ContentKind): Promise<ContentDocumentView> {
  const { items } = await apiJson<ContentListResponse>(page, 'GET', CONTENT_API.documents(kind));
  for (const item of items) {
    const view = await apiJson<ContentDocumentView>(page, 'GET', CONTENT_API.document(kind, item.slug));
    if (isShown(kind, view.draft)) return view;
  }
  throw new Error(`no ${kind} document to preview`);
}

const previewRegion = () => page.getByRole('region', { name: 'Page preview' });

test('the preview of a document of every kind shows its own text', async () => {
  for (const kind of CONTENT_KINDS) {
    const view = await firstShownDocument(kind);
    await page.goto(`/admin/content/${kind}/${encodeURIComponent(view.slug)}/preview`);
    const preview = previewRegion();
    await expect(preview, `${kind} preview`).toBeVisible();
    const expected = expectedTextOf(kind, view.draft);
    expect(expected, `a text of the ${kind} draft`).toBeTruthy();
    await expect(preview, `${kind} preview`).toContainText(expected!);
    await expect(page.getByText('Something went wrong'), `${kind} preview`).toHaveCount(0);
  }
});

test("an event's changed draft, not published, shows in its preview (its own page)", async () => {
  const { items } = await apiJson<ContentListResponse>(page, 'GET', CONTENT_API.documents('event'));
  const seeded = await apiJson<ContentDocumentView<'event'>>(
    page,
    'GET',
    CONTENT_API.document('event', items[0]!.slug),
  );
  const slug = `preview-${letters(8)}`;
  await apiJson(page, 'POST', CONTENT_API.documents('event'), {
    slug,
    data: { ...seeded.draft, title: 'Preview Day' },
  });
  const created = await apiJson<ContentDocumentView<'event'>>(
    page,
    'GET',
    CONTENT_API.document('event', slug),
  );
  const changed: EventData = { ...created.draft, title: 'Preview Day, changed', intro: 'A changed intro.' };
  await apiJson(page, 'PUT', CONTENT_API.document('event', slug), {
    data: changed,
    version: created.version,
  } satisfies SaveDraftRequest<'event'>);
  await page.goto(`/admin/content/event/${slug}/preview`);
  await expect(page.locator('code', { hasText: `/events/${slug}` })).toBeVisible();
  const banner = previewRegion().locator('.event-banner');
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Preview Day, changed');
  await expect(banner).toContainText('A changed intro.');
});
