import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { alertDialog, contactRows, letters, solveCaptcha, touch, uniqueEmail, formReady } from './support';

const THANKS = 'Thanks for contacting us, We will review it and get back to you as soon as possible!';

async function openEnquiry(page: Page): Promise<Locator> {
  await page.goto('/contactus');
  await formReady(page.getByRole('form', { name: 'Contact us' }));
  await page.getByRole('button', { name: 'Get In Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'GET IN TOUCH' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  return dialog;
}

test.describe('the enquiry modal', () => {
  test('sends a valid enquiry with a solved captcha, stores exactly it and goes home', async ({ page }) => {
    const dialog = await openEnquiry(page);
    const email = uniqueEmail('enquiry');
    const name = `Enquiry ${letters()}`;
    const submit = dialog.getByRole('button', { name: 'Submit' });

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+91-9876543210');
    await dialog.getByLabel('Subject').fill('Website project');
    await dialog.getByLabel('Message').fill('We need a new website');
    const source = dialog.getByLabel('How Did You Find Us?');
    await expect(source.locator('option').first()).toHaveText('How Did You Find Us?');
    await expect(source.locator('option').first()).toBeDisabled();
    await expect(source.locator('option:not([disabled])')).toHaveText([
      'WhatsApp',
      'Youtube',
      'LinkedIn',
      'Facebook',
      'Email',
      'Google',
      'Twitter',
      'Referred By Friend',
      'Advertisement',
      'Other',
    ]);
    await source.selectOption('LinkedIn');
    // Valid but the captcha is not solved yet.
    await expect(submit).toBeDisabled();
    await solveCaptcha(dialog);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(alertDialog(page)).toContainText(THANKS);
    await expect(page).toHaveURL(/\/home$/);
    const rows = await contactRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'enquiry',
      user_name: name,
      number: '+91-9876543210',
      subject: 'Website project',
      description: 'We need a new website',
      howdidyoufindus: 'LinkedIn',
      is_active: true,
    });
  });

  test('shows each rule failure under its field and sends nothing', async ({ page }) => {
    const dialog = await openEnquiry(page);
    const email = uniqueEmail('enquiry-bad');
    const cases: [string, string, string][] = [
      ['Name', '1 Robert', 'Name may contain only letters and spaces.'],
      ['Email', 'not-an-email', 'Please enter a valid email address.'],
      ['Phone', '12345', 'Please enter a 10-digit phone number, optionally preceded by +country code.'],
      ['Subject', 'Project 2025', 'Subject may contain only letters and spaces.'],
      ['Message', 'Hello, world!', 'Message may contain only letters and spaces.'],
    ];
    for (const [label, value, message] of cases) {
      const field = dialog.getByLabel(label);
      await field.fill(value);
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    for (const [label, message] of [
      ['Name', 'Name is required.'],
      ['Email', 'Email is required.'],
      ['Phone', 'Phone number is required.'],
    ] as const) {
      await dialog.getByLabel(label).fill('');
      await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await touch(dialog.getByLabel('How Did You Find Us?'));
    await expect(dialog.getByLabel('How Did You Find Us?')).toHaveAccessibleDescription(
      'Please tell us how you found us.',
    );
    await dialog.getByLabel('Email').fill(email);
    await solveCaptcha(dialog);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(await contactRows(email)).toHaveLength(0);
  });

  test('puts the server field messages under the fields (400) and keeps the values', async ({ page }) => {
    const dialog = await openEnquiry(page);
    await page.route('**/api/ContactUs/AddContactUs', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'One or more fields are invalid.',
          instance: '/api/ContactUs/AddContactUs',
          errors: { email: ['This address is refused by the server.'] },
        }),
      }),
    );
    await dialog.getByLabel('Name').fill('Server Check');
    await dialog.getByLabel('Email').fill('server.check@example.com');
    await dialog.getByLabel('Phone').fill('9876543210');
    await dialog.getByLabel('Subject').fill('Hello');
    await dialog.getByLabel('Message').fill('Hello there');
    await dialog.getByLabel('How Did You Find Us?').selectOption('Google');
    await solveCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      'This address is refused by the server.',
    );
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Name')).toHaveValue('Server Check');
  });
});
