/**
 * The staff's daily path on a phone (360 px) and a laptop (1366 px): a submission's page puts its
 * status and assignee before the long message, the inbox's filters wait folded, the menu folds once an
 * entry is chosen (the page already open too), and e-mail addresses never break mid-word.
 */
import { type Browser, type Locator, type Page } from '@playwright/test';
import { letters, query } from '../forms/support';
import { expect, test } from '../test';
import { afterTheFirstOperator, apiSignIn, createOperatorWithCli, operatorId } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = `phone.admin.${run}@example.com`;
const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1366, height: 900 };
const short = { name: `Ravi ${run}`, email: `ravi.${run}@example.com` };
const long = {
  name: `Maximilian Alexander Featherstonehaugh-Worthington ${run}`,
  email: `maximilian.alexander.featherstonehaugh-worthington.${run}@a-very-long-company-domain.example.com`,
};
/** A message as long as visitors write them: several screens on a phone. */
const MESSAGE = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}: we would like a quote for a website rebuild with a content editor, ` +
    'hosting for three years, and training for the marketing team in two cities.',
).join('\n\n');

async function insertEnquiry(name: string, email: string) {
  await query(
    `INSERT INTO enquiry (form_type, user_name, email, subject, number, description, is_active)
     VALUES ('enquiry', $1, $2, 'Website rebuild', '+91-9876543210', $3, true)`,
    [name, email, MESSAGE],
  );
}

const submissionOf = async (email: string) =>
  (await query<{ id: string }>('SELECT id::text FROM submission WHERE email = $1', [email]))[0]!.id;

test.beforeAll(async () => {
  await afterTheFirstOperator();
  if (!(await operatorId(admin))) createOperatorWithCli(admin, 'admin');
  if (!(await query('SELECT 1 FROM submission WHERE email = $1', [short.email])).length) {
    await insertEnquiry(short.name, short.email);
    await insertEnquiry(long.name, long.email);
  }
});

async function signedIn(browser: Browser, viewport: typeof PHONE): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await apiSignIn(page, admin);
  return page;
}

const boxOf = async (element: Locator) => {
  await expect(element).toBeVisible();
  return (await element.boundingBox())!;
};

test('at 360 px a submission shows its status and assignee before the message', async ({ browser }) => {
  const page = await signedIn(browser, PHONE);
  await page.goto(`/admin/inbox/${await submissionOf(long.email)}`);
  const status = page.getByRole('combobox', { name: 'Status' });
  const assignee = page.getByRole('combobox', { name: 'Assigned to' });
  const message = page.locator('.console-fields dd').filter({ hasText: 'Paragraph 1:' });
  const [statusBox, assigneeBox, messageBox] = [
    await boxOf(status),
    await boxOf(assignee),
    await boxOf(message),
  ];
  expect(statusBox.y + statusBox.height).toBeLessThan(messageBox.y);
  expect(assigneeBox.y + assigneeBox.height).toBeLessThan(messageBox.y);
  // Both are on the first screen, without scrolling.
  expect(assigneeBox.y + assigneeBox.height).toBeLessThanOrEqual(PHONE.height);
  await page.context().close();
});

test('at 360 px the inbox filters are folded until asked for', async ({ browser }) => {
  const page = await signedIn(browser, PHONE);
  await page.goto('/admin/inbox');
  const toggle = page.getByRole('button', { name: /^Search and filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('search', { name: 'Filter submissions' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Submissions' })).toBeVisible();
  await page.context().close();
});

test('at 360 px the audit filters are folded until asked for', async ({ browser }) => {
  const page = await signedIn(browser, PHONE);
  await page.goto('/admin/audit');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const form = page.getByRole('search', { name: 'Filter the audit log' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Audit entries' })).toBeVisible();
  await toggle.click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toBeHidden();
  await page.context().close();
});

test('at 360 px the menu folds after a choice, the page already open included', async ({ browser }) => {
  const page = await signedIn(browser, PHONE);
  await page.goto('/admin/inbox');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Console' });
  await menu.click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(nav).toBeHidden();
  await page.context().close();
});

/** Where the text of `element` wraps: each new line's first character and the one before it. */
const lineBreaks = (element: Locator) =>
  element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const breaks: string[] = [];
    let top: number | undefined;
    let previous = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== undefined && rect.top > top + 1) breaks.push(previous + text[i]!);
        top = rect.top;
        previous = text[i]!;
      }
    }
    return breaks;
  });

/** An address may wrap before its @ or a dot, or after a hyphen: never inside a word. */
const expectNoBreakMidWord = (breaks: string[]) => {
  for (const pair of breaks) expect(pair, `a line starts at "${pair}"`).toMatch(/^(.[@.]|-.)$/);
};

test('at 1366 px an address is on one line, and a very long one wraps only before its @ or a dot or after a hyphen', async ({
  browser,
}) => {
  const page = await signedIn(browser, LAPTOP);
  await page.goto(`/admin/inbox?q=${run}`);
  const inbox = page.getByRole('region', { name: 'Submissions' });
  const address = inbox.getByText(short.email, { exact: true });
  const lineHeight = await address.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await boxOf(address)).height).toBeLessThanOrEqual(lineHeight + 1);
  expect(await lineBreaks(address)).toEqual([]);
  expectNoBreakMidWord(await lineBreaks(inbox.getByText(long.email, { exact: true })));

  await page.goto(`/admin/inbox/${await submissionOf(long.email)}`);
  const field = page.locator('.console-fields dd').filter({ hasText: long.email });
  expectNoBreakMidWord(await lineBreaks(field));
  await page.context().close();
});
