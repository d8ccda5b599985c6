/**
 * Replies from the console, as a salesperson uses them: sign in, open an enquiry, start a reply from
 * a template the admin keeps, send it; the reply shows on the submission's page as sent (the real
 * SMTP sink received it, placeholders filled, to the address given, Reply-To the salesperson) and the
 * status is Contacted. Screenshots of the composer and the timeline at 1366 and 360 px.
 */
import type { Page } from '@playwright/test';
import { E2E_NOTIFY } from '../../playwright.config';
import { letters, query } from '../forms/support';
import { expect, test } from '../test';
import { createOperatorWithCli, mailsAbout, uiSignIn } from './support';

test.skip(
  !process.env.E2E_DATABASE_URL || !process.env.E2E_MAIL_SINK_URL,
  'reads the test database and the mail sink (E2E_DATABASE_URL, E2E_MAIL_SINK_URL)',
);

const run = letters(8);
const salesEmail = `replies.sales.${run}@example.com`;
const leadEmail = `replies.lead.${run}@example.com`;
const templateName = `Thanks for writing ${run}`;
const adminEmail = `replies.admin.${run}@example.com`;

const shoot = async (page: Page, name: string) => {
  for (const [width, height] of [
    [1366, 900],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('sales replies to an enquiry with a template and sees the reply sent on its page', async ({ page }) => {
  createOperatorWithCli(salesEmail, 'sales');
  await query('INSERT INTO reply_template (name, subject, body) VALUES ($1, $2, $3)', [
    templateName,
    'Your enquiry to {companyName}',
    'Hello {firstName},\n\nThank you for writing. I will call you tomorrow.\n\n{operatorName}',
  ]);
  const [enquiry] = await query<{ id: string }>(
    `INSERT INTO enquiry (form_type, user_name, email, subject, number, description, is_active)
     VALUES ('contact', $1, $2, 'Website project', '9876543210', 'We need a new website.', true) RETURNING id`,
    [`Farah ${run}`, leadEmail],
  );
  const [{ id } = { id: '' }] = await query<{ id: string }>(
    'SELECT id::text AS id FROM submission WHERE enquiry_id = $1',
    [enquiry!.id],
  );

  await page.goto('/admin/login');
  await uiSignIn(page, salesEmail);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`/admin/inbox/${id}`);

  const composer = page.getByRole('form', { name: 'Reply by e-mail' });
  await expect(composer).toHaveAttribute('data-ready', 'true');
  await expect(composer).toContainText(leadEmail);
  await composer.getByLabel('Template').selectOption({ label: templateName });
  await expect(composer.getByLabel('Subject')).toHaveValue('Your enquiry to {companyName}');
  await expect(composer.getByLabel('Mark the submission as contacted')).toBeChecked();
  await composer.scrollIntoViewIfNeeded();
  await shoot(page, 'reply-composer');
  await composer.getByRole('button', { name: 'Send reply' }).click();

  const replies = page.getByRole('region', { name: 'Replies' });
  const entry = replies.getByRole('listitem').filter({ hasText: 'Your enquiry to Orbitwise E2E' });
  await expect(entry).toContainText(`Hello Farah,`);
  await expect(entry).toContainText(`template “${templateName}”`);
  await expect(entry).toContainText('Sent');
  await expect(page.getByText(/· Contacted ·/)).toBeVisible();
  await replies.scrollIntoViewIfNeeded();
  await shoot(page, 'reply-timeline');

  const [mail] = (await mailsAbout(id)).filter((message) => message.to.includes(leadEmail));
  expect(mail).toMatchObject({
    to: [leadEmail],
    from: [E2E_NOTIFY.from.replace(/^.*<|>$/g, '')],
    replyTo: [salesEmail],
    subject: 'Your enquiry to Orbitwise E2E',
  });
  expect(mail!.text).toContain(`Hello Farah,\n\nThank you for writing.`);
});

test('an admin adds a reply template on the Reply templates screen; an unknown placeholder is refused first', async ({
  page,
}) => {
  createOperatorWithCli(adminEmail, 'admin');
  await page.goto('/admin/login');
  await uiSignIn(page, adminEmail);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole('link', { name: 'Reply templates' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('Name').fill(`Interview ${run}`);
  await form.getByLabel('Subject').fill('Your application for {jobTitle}');
  await form.getByLabel('Message').fill('Dear {firstName} {lastName},\n\nWe would like to meet you.');
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(form.getByText(/Unknown placeholder \{lastName\}/)).toBeVisible();
  await form.getByLabel('Message').fill('Dear {firstName},\n\nWe would like to meet you.\n\n{operatorName}');
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Interview ${run}` })).toContainText(
    'Your application for {jobTitle}',
  );
  const [row] = await query<{ body: string }>('SELECT body FROM reply_template WHERE name = $1', [
    `Interview ${run}`,
  ]);
  expect(row?.body).toBe('Dear {firstName},\n\nWe would like to meet you.\n\n{operatorName}');
  await shoot(page, 'reply-templates');
});
