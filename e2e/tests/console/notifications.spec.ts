/**
 * Notifications in the console against the real server and a real SMTP server (the console's
 * delivery log and Resend work in a Playwright test). A visitor's submission is
 * e-mailed once to the area's default recipients; the submission's page shows the e-mail as Sent
 * with its attempt, and Resend sends it a second time. The Notifications screen changes the
 * recipients (the next submission goes to them) and adds, signs for, disables and deletes a webhook
 * whose receiver listens on loopback. One serial file: the tests share the administrator and the
 * submissions.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  ADMIN_API,
  NOTIFICATION_AREA_LABELS,
  type NotificationSettingsResponse,
  type SubmissionWebhookEvent,
  type WebhookListResponse,
} from '@orbitwise/contracts/admin';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_NOTIFY } from '../../playwright.config';
import { letters, query } from '../forms/support';
import {
  afterTheFirstOperator,
  api,
  apiJson,
  confirmNewsletter,
  createOperatorWithCli,
  operatorId,
  submissionId,
  uiSignIn,
  mailsAbout,
} from './support';
import * as visitor from './visitor';

test.describe.configure({ mode: 'serial' });
test.skip(
  !process.env.E2E_DATABASE_URL || !process.env.E2E_MAIL_SINK_URL,
  'reads the test database and the mail sink (E2E_DATABASE_URL, E2E_MAIL_SINK_URL)',
);

const run = letters(8);
const adminEmail = `notify.admin.${run}@example.com`;
const person: visitor.Visitor = { name: `Noor ${run}`, email: (kind) => `${kind}.notify.${run}@example.com` };
/** The leads' recipients set on the Notifications screen (typed twice, once in capitals). */
const newLeads = [`leads.${run}@orbitwise.test`, `boss.${run}@orbitwise.test`];
const ids: Record<string, string> = {};
let page!: Page;

/** One delivery on the submission's page, by its channel's label. */
const delivery = (channel: string): Locator => page.getByRole('listitem', { name: channel, exact: true });
/** Its attempts that went through. */
const delivered = (item: Locator) => item.getByRole('row').filter({ hasText: 'Delivered' });

/** No serious or critical WCAG 2.1 AA violation on the page as it is now. */
async function expectAxeClean(): Promise<void> {
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

/** A webhook receiver on loopback: answers 204 and keeps what it was sent. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let receiver: Server | undefined;

async function startReceiver(): Promise<string> {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${run}`;
}

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's bytes. */
function signatureIsValid(secret: string, event: Received): boolean {
  const id = String(event.headers['webhook-id']);
  const timestamp = String(event.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${event.body}`).digest();
  return String(event.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, value = ''] = part.split(',');
      const given = Buffer.from(value, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

test.afterAll(async () => {
  if (page) {
    // Back to the environment's defaults, and no endpoint of this run left behind.
    const settings = await apiJson<NotificationSettingsResponse>(page, 'GET', ADMIN_API.notificationSettings);
    await api(page, 'PUT', ADMIN_API.notificationSettings, {
      recipients: { leads: [], applications: [] },
      acknowledgement: settings.acknowledgement,
    });
    const { endpoints } = await apiJson<WebhookListResponse>(page, 'GET', ADMIN_API.webhooks);
    for (const endpoint of endpoints.filter((e) => e.url.includes(run))) {
      await api(page, 'DELETE', ADMIN_API.webhook(endpoint.id));
    }
    await page.context().close();
  }
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

test('a visitor sends the contact form, and an administrator signs in', async ({ browser, context }) => {
  test.setTimeout(60_000);
  await visitor.sendContact(await context.newPage(), person);
  await afterTheFirstOperator();
  if (!(await operatorId(adminEmail))) createOperatorWithCli(adminEmail, 'admin');
  const adminContext = await browser.newContext();
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await adminContext.newPage();
  await page.goto('/admin/login');
  await uiSignIn(page, adminEmail);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  ids.contact = await submissionId(page, 'contact', person.email('contact'));
});

test('the e-mail arrives once, and the submission shows it as Sent with its attempt', async ({ baseURL }) => {
  const id = ids.contact!;
  // SMTP is configured: no banner, and the dashboard counts the deliveries.
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 2 })).toBeVisible();
  await expect(page.getByText('E-mail is not configured')).toHaveCount(0);

  await page.goto(`/admin/inbox/${id}`);
  await expect(page.getByRole('heading', { name: 'Deliveries' })).toBeVisible();
  const email = delivery('E-mail to staff');
  // The list asks again by itself while the e-mail is queued.
  await expect(email.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(email.getByText(E2E_NOTIFY.leads)).toBeVisible();
  await expect(delivered(email)).toHaveCount(1);
  await expectAxeClean();

  const mails = await mailsAbout(id);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.subject).toBe(`New Contact page message #${id}`);
  expect(mail!.to).toEqual([E2E_NOTIFY.leads]);
  expect(mail!.replyTo).toEqual([person.email('contact')]);
  expect(mail!.text).toContain(`${baseURL}/admin/inbox/${id}`);
  expect(mail!.html).toContain(`href="${baseURL}/admin/inbox/${id}"`);
  // The visitor's markup is text in the HTML part.
  expect(mail!.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  expect(mail!.html).not.toContain('<b>not bold</b>');
  expect(mail!.attachments).toEqual([]);
});

test('Resend sends it again: a second attempt, a second e-mail', async () => {
  const id = ids.contact!;
  const email = delivery('E-mail to staff');
  // Held back a moment, so the button can be seen waiting for the answer.
  await page.route(`**${ADMIN_API.submissionDeliveries(id)}/*/resend`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const resend = email.getByRole('button', { name: /^(Resend|Sending…)$/ });
  await resend.click();
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText('Sending…');
  await expect(email.getByRole('status')).toHaveText('Queued again.');
  await expect(resend).toBeEnabled();
  await page.unroute(`**${ADMIN_API.submissionDeliveries(id)}/*/resend`);

  await expect(delivered(email)).toHaveCount(2, { timeout: 20_000 });
  await expect(email.getByText('Sent', { exact: true })).toBeVisible();
  await expect.poll(async () => (await mailsAbout(id)).length, { timeout: 10_000 }).toBe(2);
  const [, again] = await mailsAbout(id);
  expect(again!.subject).toBe(`New Contact page message #${id}`);
  expect(again!.replyTo).toEqual([person.email('contact')]);
});

test('Resend of a spam submission is refused, and the page says why', async () => {
  const id = ids.contact!;
  await page.getByLabel('Status', { exact: true }).selectOption('spam');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'New → Spam' })).toBeVisible();
  const email = delivery('E-mail to staff');
  await email.getByRole('button', { name: 'Resend' }).click();
  await expect(email.getByRole('alert')).toContainText(/spam/i);
  await expect(email.getByRole('alert')).not.toContainText(/went wrong|unexpected/i);
  expect((await mailsAbout(id)).length).toBe(2);
  // Out of spam again: nothing was held, so nothing more is sent.
  await page.getByLabel('Status', { exact: true }).selectOption('new');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Spam → New' })).toBeVisible();
});

test('the Notifications screen sets the leads’ recipients, checked as e-mail addresses', async () => {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'E-mail recipients' });
  const leads = form.getByLabel(NOTIFICATION_AREA_LABELS.leads);
  // Empty: the environment's default, shown read-only.
  await expect(leads).toHaveValue('');
  await expect(form.getByText(E2E_NOTIFY.leads)).toBeVisible();
  await expect(form.getByText(E2E_NOTIFY.applications)).toBeVisible();
  await expectAxeClean();

  await leads.fill(`${newLeads[0]}, not-an-address`);
  await form.getByRole('button', { name: 'Save recipients' }).click();
  await expect(form.getByText('“not-an-address” is not a valid email address.')).toBeVisible();
  await expect(leads).toBeFocused();
  const unchanged = await apiJson<NotificationSettingsResponse>(page, 'GET', ADMIN_API.notificationSettings);
  expect(unchanged.recipients.leads).toEqual([]);

  await leads.fill(`${newLeads[0]}, ${newLeads[0]!.toUpperCase()}\n${newLeads[1]}`);
  await form.getByRole('button', { name: 'Save recipients' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Recipients saved.' })).toBeVisible();
  await expect(leads).toHaveValue(newLeads.join('\n'));
  const saved = await apiJson<NotificationSettingsResponse>(page, 'GET', ADMIN_API.notificationSettings);
  expect(saved.recipients).toEqual({ leads: newLeads, applications: [] });

  await page.reload();
  await expect(page.getByLabel(NOTIFICATION_AREA_LABELS.leads)).toHaveValue(newLeads.join('\n'));
});

test('a webhook is added through the screen, signs its events, and is disabled, re-keyed and deleted', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const url = await startReceiver();
  const add = page.getByRole('form', { name: 'Add a webhook' });
  await add.getByLabel('URL').fill(url);
  const kinds = add.getByRole('group', { name: 'Kinds' });
  for (const box of await kinds.getByRole('checkbox').all()) await box.uncheck();
  await add.getByRole('button', { name: 'Add webhook' }).click();
  await expect(kinds.getByText('Choose at least one kind.')).toBeVisible();
  await kinds.getByLabel('Newsletter').check();
  await add.getByRole('button', { name: 'Add webhook' }).click();
  await expect(add.getByRole('status').filter({ hasText: 'Webhook added.' })).toBeVisible();

  const endpoint = page.getByRole('listitem', { name: url, exact: true });
  await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(endpoint.getByText(/^Newsletter · added/)).toBeVisible();
  await expectAxeClean();
  const secretText = endpoint.locator('code');
  await expect(secretText).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
  const secret = (await secretText.textContent())!;
  await endpoint.getByRole('button', { name: 'Copy secret' }).click();
  await expect(endpoint.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // A newsletter signup: the e-mail to the new recipients, and the signed event to the receiver.
  await visitor.sendNewsletter(await context.newPage(), person);
  // A lead only once its owner confirms it (double opt-in): not in the inbox, nothing to the staff yet.
  const [pending] = await query<{ id: string }>(
    "SELECT id::text FROM submission WHERE kind = 'newsletter' AND email = $1",
    [person.email('newsletter')],
  );
  const id = (ids.newsletter = pending!.id);
  // The staff's e-mail; the subscriber's own confirmation is about the same submission.
  const ownMails = async () =>
    (await mailsAbout(id)).filter((m) => m.to.includes(person.email('newsletter')));
  const staffMails = async () =>
    (await mailsAbout(id)).filter((m) => !m.to.includes(person.email('newsletter')));
  await expect.poll(async () => (await ownMails()).length, { timeout: 20_000 }).toBe(1);
  expect(await staffMails()).toEqual([]);
  await confirmNewsletter(page, person.email('newsletter'));
  expect(await submissionId(page, 'newsletter', person.email('newsletter'))).toBe(id);
  await expect.poll(async () => (await staffMails()).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await staffMails();
  expect([...mail!.to].sort()).toEqual([...newLeads].sort());
  expect(mail!.subject).toBe(`New newsletter subscription #${id}`);
  await expect
    .poll(() => received.filter((event) => event.body.includes(`"id":"${id}"`)).length, { timeout: 20_000 })
    .toBe(1);
  const event = received.find((e) => e.body.includes(`"id":"${id}"`))!;
  expect(signatureIsValid(secret, event)).toBe(true);
  expect(signatureIsValid(secret, { ...event, body: event.body.replace(run, 'tampered') })).toBe(false);
  const payload = JSON.parse(event.body) as SubmissionWebhookEvent;
  expect(payload.type).toBe('submission.created');
  expect(payload.data).toMatchObject({ id, kind: 'newsletter', email: person.email('newsletter') });

  // Its page lists both deliveries as sent.
  await page.goto(`/admin/inbox/${id}`);
  await expect(delivery('E-mail to staff').getByText('Sent', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(delivery('Webhook').getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(delivery('Webhook').getByText(url)).toBeVisible();

  await page.goto('/admin/notifications');
  await endpoint.getByRole('button', { name: 'Disable' }).click();
  await expect(endpoint.getByText('Disabled', { exact: true })).toBeVisible();
  await endpoint.getByRole('button', { name: 'Enable' }).click();
  await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();

  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  await page
    .getByRole('dialog', { name: 'Make a new secret?' })
    .getByRole('button', { name: 'Make a new secret' })
    .click();
  await expect(secretText).not.toHaveText(secret);
  await expect(secretText).toHaveText(/^whsec_/);

  await endpoint.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await expect(dialog).toContainText(url);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(endpoint).toHaveCount(0);
  const { endpoints } = await apiJson<WebhookListResponse>(page, 'GET', ADMIN_API.webhooks);
  expect(endpoints.filter((e) => e.url === url)).toEqual([]);
});
