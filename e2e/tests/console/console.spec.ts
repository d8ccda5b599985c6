/**
 * The operator console against the real server, database and files (the setup link: first-operator.spec.ts,
 * run before every other suite): a visitor's six forms, an admin signing in with two-factor and triaging them, the resume, the
 * CSV export, erasure, roles, the idle timeout and login throttling. One serial file: the tests share
 * the operators and submissions they create.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  ADMIN_API,
  LOGIN_THROTTLE,
  type OperatorView,
  type RecoveryCodesResponse,
  type TwoFactorEnrolmentResponse,
} from '@orbitwise/contracts/admin';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { letters, pdfBytes, query, sha256 } from '../forms/support';
import {
  api,
  apiJson,
  apiSignIn,
  confirmNewsletter,
  createOperatorWithCli,
  operatorId,
  PASSWORD,
  submissionId,
  totp,
  uiSignIn,
} from './support';
import * as visitor from './visitor';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = { email: `admin.${run}@example.com`, secret: '' };
const hr = `hr.${run}@example.com`;
const sales = `sales.${run}@example.com`;
const person: visitor.Visitor = { name: `Ana ${run}`, email: (kind) => `${kind}.${run}@example.com` };
const resume = pdfBytes();
const ids: Record<string, string> = {};
/** The admin's signed-in page, shared by the tests after the two-factor sign-in (a code works once). */
let adminPage!: Page;

test.afterAll(async () => {
  await adminPage?.context().close();
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await uiSignIn(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

test('a visitor submits each of the six forms', async ({ context }) => {
  test.setTimeout(90_000);
  if (!(await operatorId(admin.email))) createOperatorWithCli(admin.email, 'admin');
  // Independent forms, sent side by side in their own tabs (the suite must stay fast).
  const send = async (...senders: ((page: Page) => Promise<void>)[]) =>
    Promise.all(senders.map(async (sender) => sender(await context.newPage())));
  await send(
    (page) => visitor.sendEnquiry(page, person),
    (page) => visitor.sendContact(page, person),
    (page) => visitor.sendApplication(page, person, resume),
  );
  await send(
    (page) => visitor.sendEvent(page, person),
    (page) => visitor.sendItSupport(page, person),
    (page) => visitor.sendNewsletter(page, person),
  );
  // The newsletter's is a lead once its owner confirms it (double opt-in).
  await confirmNewsletter(await context.newPage(), person.email('newsletter'));
});

test('the admin enrols two-factor sign-in, signs in with it and sees all six in the inbox', async ({
  browser,
}) => {
  const page = (adminPage = await (await browser.newContext()).newPage());
  // Enrolment through the API (the account screen's calls), then a real sign-in through the pages.
  await apiSignIn(page, admin.email);
  const enrolment = await apiJson<TwoFactorEnrolmentResponse>(
    page,
    'POST',
    ADMIN_API.accountTwoFactorEnrolment,
  );
  admin.secret = enrolment.secret;
  const { recoveryCodes } = await apiJson<RecoveryCodesResponse>(page, 'POST', ADMIN_API.accountTwoFactor, {
    code: await totp(admin.secret),
  });
  expect(recoveryCodes).toHaveLength(10);
  expect((await api(page, 'DELETE', ADMIN_API.session)).status()).toBe(204);

  // A deep link while signed out: the login page, then back to the very same filtered inbox.
  await page.goto(`/admin/inbox?q=${run}`);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await uiSignIn(page, admin.email, admin.secret);
  await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?q=${run}$`));
  const table = page.getByRole('region', { name: 'Submissions' });
  for (const kind of [
    'Enquiry',
    'Contact page',
    'Event registration',
    'IT support',
    'Newsletter',
    'Job application',
  ]) {
    await expect(table.getByRole('row').filter({ hasText: kind }), kind).toHaveCount(1);
  }
  await expect(table.getByRole('img', { name: 'Unread' })).toHaveCount(6);
  await expectAxeClean(page);
  for (const kind of ['application', 'contact'] as const)
    ids[kind] = await submissionId(page, kind, person.email(kind));
});

test('the application: every field as text, the resume downloads intact, status and a note', async () => {
  const page = adminPage;
  await page.goto(`/admin/inbox/${ids.application}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${ids.application} · Job application`);
  // Among the submission's fields (the reply composer below names the same address).
  await expect(
    page.getByRole('definition').getByText(person.email('application'), { exact: true }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download resume' }).click(),
  ]);
  // The browser replaces the quotes when it saves; the header carries the name exactly (RFC 6266).
  expect(download.suggestedFilename()).toMatch(/^CV .Ana. Łódź ✓\.pdf$/);
  const header = (await api(page, 'GET', ADMIN_API.submissionResume(ids.application!))).headers()[
    'content-disposition'
  ];
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1] ?? '';
  expect(decodeURIComponent(encoded)).toBe(visitor.RESUME_NAME);
  expect(sha256(await readFile(await download.path()))).toBe(sha256(resume));

  await page.getByLabel('Status', { exact: true }).selectOption('reviewing');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'New → Reviewing' })).toBeVisible();
  const note = page.getByRole('form', { name: 'Add a note' });
  await note.getByLabel('New note').fill(`Strong profile <script>alert(1)</script> ${run}`);
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(`Strong profile <script>alert(1)</script> ${run}`)).toBeVisible();
  await expectAxeClean(page);

  // The contact message is shown as typed: the markup is text, not bold.
  await page.goto(`/admin/inbox/${ids.contact}`);
  await expect(page.getByText(visitor.FORMULA_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.locator('.console-detail b')).toHaveCount(0);
});

test('the CSV export of the current filter neutralises the formula', async () => {
  const page = adminPage;
  await page.goto(`/admin/inbox?kind=contact&q=${run}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const row = csv.split(/\r?\n/).find((line) => line.includes(person.email('contact')));
  expect(row, 'the contact row').toBeTruthy();
  expect(row).toContain("'=cmd|");
  expect(row).not.toMatch(/(^|,)"?=cmd/);
});

test('erasing the application removes the row and the file, and is audited', async () => {
  const [before] = await query<{ resume_key: string }>(
    'SELECT resume_key FROM career_application WHERE email = $1',
    [person.email('application')],
  );
  const file = path.join(process.env.E2E_UPLOAD_DIR!, before!.resume_key);
  expect((await stat(file)).isFile()).toBe(true);

  const page = adminPage;
  await page.goto(`/admin/inbox/${ids.application}`);
  await page.getByRole('button', { name: 'Delete submission' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);

  expect(
    await query('SELECT 1 FROM career_application WHERE email = $1', [person.email('application')]),
  ).toEqual([]);
  await expect(stat(file)).rejects.toThrow(/ENOENT/);
  const audit = await query('SELECT 1 FROM audit_log WHERE action = $1 AND target = $2', [
    'erased',
    `submission #${ids.application}`,
  ]);
  expect(audit).toHaveLength(1);
});

test('hr sees applications only and sales leads only: in the navigation, on the page and on the API', async ({
  browser,
}) => {
  const page = adminPage;
  // hr through the Operators screen, sales through the API.
  await page.goto('/admin/operators');
  const add = page.getByRole('form', { name: 'Add an operator' });
  await add.getByLabel('Email').fill(hr);
  await add.getByLabel('Display name').fill(`Hr ${run}`);
  await add.getByLabel('Role').selectOption('hr');
  await add.getByLabel('Initial password').fill(PASSWORD);
  await add.getByRole('button', { name: 'Add operator' }).click();
  await expect(page.getByRole('region', { name: 'Operators' }).getByText(hr)).toBeVisible();
  await apiJson<OperatorView>(page, 'POST', ADMIN_API.operators, {
    email: sales,
    displayName: `Sales ${run}`,
    role: 'sales',
    password: PASSWORD,
  });

  const hrPage = await signedInPage(browser, hr);
  const hrNav = hrPage.getByRole('navigation', { name: 'Console' });
  await expect(hrNav.getByRole('link', { name: 'Job application' })).toBeVisible();
  await expect(hrNav.getByRole('link', { name: 'Enquiry' })).toHaveCount(0);
  await expect(hrNav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await hrPage.goto('/admin/inbox?kind=enquiry');
  await expect(hrPage.getByRole('alert')).toContainText('Not allowed');
  // A submission of a kind the role cannot see is answered as if it did not exist.
  await hrPage.goto(`/admin/inbox/${ids.contact}`);
  await expect(hrPage.getByRole('alert')).toContainText('There is no submission with this reference.');
  expect((await api(hrPage, 'GET', `${ADMIN_API.submissions}?kind=enquiry`)).status()).toBe(403);
  expect((await api(hrPage, 'GET', ADMIN_API.submission(ids.contact!))).status()).toBe(404);

  const salesPage = await signedInPage(browser, sales);
  const salesNav = salesPage.getByRole('navigation', { name: 'Console' });
  await expect(salesNav.getByRole('link', { name: 'Enquiry' })).toBeVisible();
  await expect(salesNav.getByRole('link', { name: 'Job application' })).toHaveCount(0);
  await salesPage.goto('/admin/inbox?kind=application');
  await expect(salesPage.getByRole('alert')).toContainText('Not allowed');
  await salesPage.goto('/admin/audit');
  await expect(salesPage.getByRole('alert')).toContainText('Not allowed');
  expect((await api(salesPage, 'GET', `${ADMIN_API.submissions}?kind=application`)).status()).toBe(403);
  expect((await api(salesPage, 'GET', ADMIN_API.audit)).status()).toBe(403);

  // Past the idle timeout, the session is refused: on the API, and the pages go to the login.
  await query(
    "UPDATE operator_session SET last_seen_at = now() - interval '2 hours' WHERE operator_id = $1",
    [await operatorId(hr)],
  );
  expect((await api(hrPage, 'GET', ADMIN_API.session)).status()).toBe(401);
  await hrPage.goto('/admin/inbox');
  await expect(hrPage).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Finbox/);
  await hrPage.context().close();
  await salesPage.context().close();
});

test('my account: a common password is refused with the reason; new recovery codes and turning two-factor off need the password and a fresh code', async ({
  browser,
}) => {
  const email = `account.${run}@example.com`;
  createOperatorWithCli(email, 'sales');
  const page = await signedInPage(browser, email);
  await page.goto('/admin/account');
  const change = page.getByRole('form', { name: 'Change password' });
  await expect(change).toHaveAttribute('data-ready', 'true');
  await change.getByLabel('Current password').fill(PASSWORD);
  await change.getByLabel(/^New password/).fill('password1234');
  await change.getByLabel('Repeat the new password').fill('password1234');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('This is similar to a commonly used password.')).toBeVisible();

  const { secret } = await apiJson<TwoFactorEnrolmentResponse>(
    page,
    'POST',
    ADMIN_API.accountTwoFactorEnrolment,
  );
  // Both codes are taken now: the replay must be the enrolment's own code even if a new
  // 30-second step begins meanwhile, and the next step's code stays valid for a minute.
  const enrolmentCode = await totp(secret);
  const nextCode = await totp(secret, 1);
  await apiJson(page, 'POST', ADMIN_API.accountTwoFactor, { code: enrolmentCode });
  await page.reload();
  const regenerate = page.getByRole('form', { name: 'Regenerate recovery codes' });
  await expect(regenerate).toHaveAttribute('data-ready', 'true');
  await regenerate.getByLabel('Your password').fill(PASSWORD);
  // The enrolment spent this step's code: a replay is refused.
  await regenerate.getByLabel(/current code/).fill(enrolmentCode);
  await regenerate.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  await expect(regenerate.getByText('already used')).toBeVisible();

  await regenerate.getByLabel('Your password').fill(PASSWORD);
  await regenerate.getByLabel(/current code/).fill(nextCode);
  await regenerate.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [recoveryCode] = await codes.allTextContents();

  const turnOff = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await turnOff.getByLabel('Your password').fill(PASSWORD);
  await turnOff.getByLabel(/current code/).fill(recoveryCode!);
  await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.context().close();
});

test('the sixth wrong password in 15 minutes waits (429), and the login page says so', async ({ page }) => {
  await page.goto('/admin/login');
  for (let attempt = 1; attempt < LOGIN_THROTTLE.maxFailures; attempt++) {
    const response = await api(page, 'POST', ADMIN_API.session, {
      email: sales,
      password: `wrong-${attempt}`,
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('User name or email').fill(sales);
  await form.getByLabel('Password').fill('wrong-5');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await form.getByLabel('Password').fill(PASSWORD);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(ADMIN_API.session) && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Login' }).click(),
  ]);
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(form.getByRole('alert').filter({ hasText: /wait|try again/i })).toBeVisible();
});
