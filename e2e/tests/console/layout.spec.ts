/**
 * The console as staff use it, at a laptop's 1366 px and a phone's 360 px: every table fits
 * its screen (columns on the laptop, one card per row on the phone), the phone's first screen holds
 * submissions rather than filters, the menu folds behind a button, and the "e-mail is not configured"
 * banner is for administrators only. Long names, addresses and subjects, as visitors send them.
 */
import AxeBuilder from '@axe-core/playwright';
import { ADMIN_API, type OperatorView } from '@orbitwise/contracts/admin';
import { CONTENT_KINDS } from '@orbitwise/contracts/content';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { letters, query } from '../forms/support';
import { expect, test } from '../test';
import {
  afterTheFirstOperator,
  apiJson,
  apiSignIn,
  createOperatorWithCli,
  operatorId,
  PASSWORD,
} from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = `layout.admin.${run}@example.com`;
const sales = `layout.sales.${run}@example.com`;
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 360, height: 800 };
/** The newest submission: the longest values the forms accept are the hardest to lay out. */
const long = {
  name: `Maximilian Alexander Featherstonehaugh-Worthington ${run}`,
  email: `maximilian.alexander.featherstonehaugh-worthington.${run}@a-very-long-company-domain.example.com`,
  subject: `Corporate training for the whole engineering department in Bangalore and Pune, next quarter ${run}`,
};
const operator = {
  displayName: `Anne-Sophie Vandenberghe-Oyelaran ${run}`,
  email: `anne-sophie.vandenberghe-oyelaran.${run}@a-very-long-company-domain.example.com`,
};

/** Enquiries straight into their table (its trigger files them in the inbox), oldest first. */
async function insertEnquiry(kind: string, name: string, email: string, subject: string | null) {
  await query(
    `INSERT INTO enquiry (form_type, user_name, email, subject, number, description, is_active)
     VALUES ($1, $2, $3, $4, '+91-9876543210', 'Layout check', true)`,
    [kind, name, email, subject],
  );
}

/** One submission of each lead kind and an application; the long one last, so that it is the newest. */
async function insertSubmissions() {
  await query(
    `INSERT INTO career_application (first_name, last_name, email, phone_number, city, position, date_of_birth,
       application_details, experience, expected_salary, is_active, resume_original_name, resume_key,
       resume_size, resume_mime_type, resume_sha256)
     VALUES ('Priya', $1, $2, '9876543210', 'Chennai', 'Senior Full-Stack Developer', '1990-01-01', 'Layout check',
       5, 12, true, 'cv.pdf', $3, 1000, 'application/pdf', repeat('a', 64))`,
    [`Raghunathan-Subramanian ${run}`, `priya.${run}@example.com`, `${randomUUID()}.pdf`],
  );
  await insertEnquiry('event', `Ana ${run}`, `ana.${run}@example.com`, null);
  await insertEnquiry('contact', `Ravi ${run}`, `ravi.${run}@example.com`, 'Website project');
  await insertEnquiry('enquiry', long.name, long.email, long.subject);
  await query(`UPDATE submission SET assignee_id = $1 WHERE email = $2`, [
    await operatorId(admin),
    long.email,
  ]);
}

test.beforeAll(async ({ browser }) => {
  await afterTheFirstOperator();
  if (!(await operatorId(admin))) createOperatorWithCli(admin, 'admin');
  if (!(await operatorId(sales))) createOperatorWithCli(sales, 'sales');
  if (!(await query('SELECT 1 FROM submission WHERE email = $1', [long.email])).length)
    await insertSubmissions();
  if (await operatorId(operator.email)) return;
  const page = await signedIn(browser, admin, LAPTOP);
  await apiJson<OperatorView>(page, 'POST', ADMIN_API.operators, {
    ...operator,
    role: 'hr',
    password: PASSWORD,
  });
  await page.context().close();
});

async function signedIn(browser: Browser, email: string, viewport: typeof LAPTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await apiSignIn(page, email);
  return page;
}

/** Wholly inside the window's width (and, with `height`, its first screen). */
async function expectOnScreen(element: Locator, width: number, height?: number) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const where = `${await element.textContent()} at x ${box.x}..${box.x + box.width}, y ${box.y}..${box.y + box.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width);
  if (height !== undefined) expect(box.y + box.height, where).toBeLessThanOrEqual(height);
}

/** Neither the page nor the table's own region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, region: Locator) {
  const widths = async (element: Locator) =>
    element.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  const table = await widths(region);
  expect(table.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(table.client);
  const whole = await widths(page.locator('html'));
  expect(whole.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(whole.client);
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

const row = (region: Locator, text: string) => region.getByRole('row').filter({ hasText: text });

test('at 1366 px the inbox, operators and audit tables show every column without sideways scrolling', async ({
  browser,
}) => {
  const page = await signedIn(browser, admin, LAPTOP);
  await page.goto(`/admin/inbox?q=${run}`);
  const inbox = page.getByRole('region', { name: 'Submissions' });
  await expect(inbox.getByRole('row')).toHaveCount(5);
  await expectNoSidewaysScroll(page, inbox);
  for (const header of ['Ref.', 'Received', 'Kind', 'From', 'Subject', 'Status', 'Assignee', 'Resume'])
    await expectOnScreen(inbox.getByRole('columnheader', { name: header, exact: true }), LAPTOP.width);
  const newest = row(inbox, long.name);
  for (const value of [long.name, long.email, long.subject, 'New', `layout.admin.${run}`])
    await expectOnScreen(newest.getByText(value, { exact: true }), LAPTOP.width);
  await expectOnScreen(
    row(inbox, `priya.${run}`).getByRole('cell', { name: 'Yes', exact: true }),
    LAPTOP.width,
  );

  await page.goto('/admin/operators');
  const operators = page.getByRole('region', { name: 'Operators' });
  await expectNoSidewaysScroll(page, operators);
  const theirs = row(operators, operator.email);
  await expectOnScreen(theirs.getByRole('button', { name: 'End sessions' }), LAPTOP.width);
  await expectOnScreen(
    theirs.getByRole('combobox', { name: `Role of ${operator.displayName}` }),
    LAPTOP.width,
  );

  await page.goto('/admin/audit');
  const audit = page.getByRole('region', { name: 'Audit entries' });
  await expect(audit.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page, audit);
  for (const cell of await audit.getByRole('row').nth(1).getByRole('cell').all())
    await expectOnScreen(cell, LAPTOP.width);

  // The side column is always there; the phone's Menu button is not.
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await page.context().close();
});

test('at 360 px the first screen shows a submission as a card: kind, name, subject, status and time', async ({
  browser,
}) => {
  const page = await signedIn(browser, sales, PHONE);
  await page.goto(`/admin/inbox?q=${run}`);
  const inbox = page.getByRole('region', { name: 'Submissions' });
  // sales sees the leads only: the enquiry, the contact and the event registration.
  await expect(inbox.getByRole('row')).toHaveCount(4);
  await expectNoSidewaysScroll(page, inbox);
  const card = row(inbox, long.name);
  await expectOnScreen(card, PHONE.width, PHONE.height);
  for (const value of ['Enquiry', long.name, long.email, long.subject, 'New'])
    await expectOnScreen(card.getByText(value, { exact: true }), PHONE.width, PHONE.height);
  await expectOnScreen(card.locator('time'), PHONE.width, PHONE.height);
  await expectOnScreen(row(inbox, `Ravi ${run}`).getByText('Website project'), PHONE.width);

  // The filters wait behind a button that says one is in use (the search); applying folds them again.
  const filters = page.getByRole('search', { name: 'Filter submissions' });
  const toggle = page.getByRole('button', { name: 'Search and filters (1 active)' });
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectOnScreen(filters.getByRole('button', { name: 'Apply' }), PHONE.width);
  await filters.getByLabel('Search').fill(`Ravi ${run}`);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=Ravi/);
  await expect(inbox.getByRole('row')).toHaveCount(2);
  await expect(filters).toBeHidden();
  await expectAxeClean(page);
  await page.context().close();
});

test('at 360 px the operators and audit tables are cards with every column on screen', async ({
  browser,
}) => {
  const page = await signedIn(browser, admin, PHONE);
  await page.goto('/admin/operators');
  const operators = page.getByRole('region', { name: 'Operators' });
  await expectNoSidewaysScroll(page, operators);
  const theirs = row(operators, operator.email);
  for (const value of [operator.displayName, operator.email])
    await expectOnScreen(theirs.getByText(value, { exact: true }), PHONE.width);
  await expectOnScreen(
    theirs.getByRole('combobox', { name: `Role of ${operator.displayName}` }),
    PHONE.width,
  );
  await expectOnScreen(theirs.getByRole('button', { name: `Disable ${operator.displayName}` }), PHONE.width);
  await expectOnScreen(theirs.getByRole('button', { name: 'End sessions' }), PHONE.width);

  await page.goto('/admin/audit');
  const audit = page.getByRole('region', { name: 'Audit entries' });
  await expect(audit.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page, audit);
  for (const cell of await audit.getByRole('row').nth(1).getByRole('cell').all())
    await expectOnScreen(cell, PHONE.width);
  await expectAxeClean(page);
  await page.context().close();
});

test('at 360 px the menu folds behind a Menu button, and every entry fits when it is open', async ({
  browser,
}) => {
  const page = await signedIn(browser, admin, PHONE);
  await page.goto('/admin/inbox');
  const nav = page.getByRole('navigation', { name: 'Console' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expectOnScreen(page.getByRole('heading', { name: 'Inbox', level: 1 }), PHONE.width, PHONE.height / 2);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const links = nav.getByRole('link');
  // Dashboard, Inbox, six kinds, six administration pages (integration keys and reply templates too),
  // My account, and a link per kind of content.
  await expect(links).toHaveCount(16 + CONTENT_KINDS.length);
  for (const link of await links.all()) {
    await expectOnScreen(link, PHONE.width);
    const clipped = await link.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, `${await link.textContent()} is clipped`).toBe(false);
  }
  await expectAxeClean(page);

  // Escape folds it and gives the focus back to the button; choosing a page folds it too.
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await nav.getByRole('link', { name: 'Privacy and retention' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await page.context().close();
});

test('"E-mail is not configured" is shown to administrators, with the way to the settings, and to no one else', async ({
  browser,
}) => {
  // The suite's server has SMTP: its health answer is changed on its way to the page.
  const unconfigured = async (page: Page) => {
    const asked: string[] = [];
    await page.route(`**${ADMIN_API.notificationHealth}`, async (route) => {
      asked.push(route.request().url());
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), emailConfigured: false } });
    });
    return asked;
  };
  const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'E-mail is not configured' });

  const adminPage = await signedIn(browser, admin, PHONE);
  await unconfigured(adminPage);
  await adminPage.goto('/admin/inbox');
  await expect(banner(adminPage)).toBeVisible();
  await banner(adminPage).getByRole('link', { name: 'Open the notification settings' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/notifications$/);
  await expect(banner(adminPage)).toBeVisible();
  await expect(banner(adminPage).getByRole('link')).toHaveCount(0);
  await adminPage.context().close();

  const salesPage = await signedIn(browser, sales, PHONE);
  const asked = await unconfigured(salesPage);
  await salesPage.goto(`/admin/inbox?q=${run}`);
  await expect(salesPage.getByRole('region', { name: 'Submissions' }).getByRole('row')).toHaveCount(4);
  await expect(banner(salesPage)).toHaveCount(0);
  expect(asked, 'the inbox asks about e-mail for the banner').toEqual([]);
  await salesPage.context().close();
});
