import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { alertDialog, contactRows, letters, touch, uniqueEmail, formReady } from './support';

const EVENT_PATH = '/events/microsoft/ai-skills-fest/register';

/** A day while the current edition runs (8 April to 28 May 2027). */
const DURING = new Date('2027-05-01T10:00:00');

async function openModal(page: Page): Promise<Locator> {
  await page.clock.setFixedTime(DURING);
  await page.goto(EVENT_PATH);
  await formReady(bottomForm(page));
  await banner(page).getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for Microsoft AI Skills Fest' });
  await expect(dialog.getByLabel('Country Code')).toHaveValue('+91');
  return dialog;
}

function banner(page: Page): Locator {
  return page.locator('.event-banner');
}

function bottomForm(page: Page): Locator {
  return page.getByRole('form', { name: /^Register your interest/ });
}

test.describe('the event page states whether the event is upcoming, running or over', () => {
  const cases = [
    {
      today: new Date('2027-03-20T10:00:00'),
      status: 'Starts on 8 April 2027.',
      button: 'Register Now',
      form: 'Register your interest',
      dialog: 'Register for Microsoft AI Skills Fest',
    },
    {
      today: new Date('2027-05-28T22:00:00'),
      status: 'Happening now: runs until 28 May 2027.',
      button: 'Register Now',
      form: 'Register your interest',
      dialog: 'Register for Microsoft AI Skills Fest',
    },
    {
      today: new Date('2027-05-29T08:00:00'),
      status: 'This event ended on 28 May 2027. Register your interest in the next one.',
      button: 'Register your interest',
      form: 'Register your interest in the next one',
      dialog: 'Register your interest',
    },
  ];
  for (const { today, status, button, form, dialog } of cases) {
    test(`on ${today.toDateString()}: "${status}"`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.clock.setFixedTime(today);
      await page.goto(EVENT_PATH);
      // Today's status once hydrated, whatever day the page was built on, without a mismatch.
      await formReady(page.getByRole('form', { name: form, exact: true }));
      await expect(banner(page).getByText(status, { exact: true })).toBeVisible();
      await expect(banner(page).locator('.status-text-option:not([data-current])')).toHaveCount(4);
      await banner(page).getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect(errors.filter((text) => /hydrat|mismatch|#418|#423|#425/i.test(text))).toEqual([]);
    });
  }

  test('once over, it registers interest in the next one with the same call and fields', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-06-10T10:00:00'));
    await page.goto(EVENT_PATH);
    await formReady(bottomForm(page));
    await banner(page).getByRole('button', { name: 'Register your interest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register your interest' });
    const email = uniqueEmail('event-next');
    await dialog.getByLabel('Full Name').fill(`Next ${letters()}`);
    await dialog.getByLabel('Phone Number').fill('9876543210');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('How did you find us?').selectOption('Website');
    await dialog.getByRole('button', { name: 'Register Now' }).click();
    await expect(alertDialog(page)).toContainText('You have registered successfully');
    await expect(page).toHaveURL(/\/home$/);
    expect(await contactRows(email)).toEqual([
      expect.objectContaining({
        form_type: 'event',
        number: '+919876543210',
        subject: 'Registered for Microsoft AI Skills Fest',
        howdidyoufindus: 'Website',
      }),
    ]);
  });
});

test.describe('the event registration form', () => {
  test('registers from the modal: fixed subject and description, code prepended, then home', async ({
    page,
  }) => {
    const dialog = await openModal(page);
    const email = uniqueEmail('event');
    const name = `Attendee ${letters()}`;
    await expect(dialog.getByLabel('Country Code').locator('option')).not.toHaveCount(1);
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Phone Number').fill('9876543210');
    await dialog.getByLabel('Email').fill(email);
    const source = dialog.getByLabel('How did you find us?');
    await expect(source.locator('option').first()).toHaveText('Select an option');
    await source.selectOption('Old Student of the company');
    await dialog.getByRole('button', { name: 'Register Now' }).click();

    await expect(alertDialog(page)).toContainText('You have registered successfully');
    await expect(page).toHaveURL(/\/home$/);
    const rows = await contactRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'event',
      user_name: name,
      country_code: '+91',
      number: '+919876543210',
      subject: 'Registered for Microsoft AI Skills Fest',
      description: 'dss-enq-Microsoft AI Skills Fest',
      howdidyoufindus: 'Old Student of the company',
      is_active: true,
      event_slug: 'microsoft-ai-skills-fest-2027',
    });
  });

  test('the bottom copy shows the spec messages and re-applies the phone pattern per country', async ({
    page,
  }) => {
    await page.clock.setFixedTime(DURING);
    await page.goto(EVENT_PATH);
    const scope = await formReady(bottomForm(page));
    const submit = scope.getByRole('button', { name: 'Register Now' });
    await expect(scope.getByLabel('Country Code')).toHaveValue('+91');
    await expect(submit).toBeDisabled();

    await touch(scope.getByLabel('Full Name'));
    await expect(scope.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter a valid name');
    await scope.getByLabel('Full Name').fill('A');
    await expect(scope.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter a valid name');
    await touch(scope.getByLabel('Phone Number'));
    await expect(scope.getByLabel('Phone Number')).toHaveAccessibleDescription('Phone number is required');
    await expect(scope.getByLabel('Phone Number')).toHaveAttribute('maxlength', '15');
    await scope.getByLabel('Phone Number').fill('5876543210');
    await expect(scope.getByLabel('Phone Number')).toHaveAccessibleDescription('Invalid phone number');
    // Singapore: eight digits starting 8-9; the same number is re-checked when the code changes.
    await scope.getByLabel('Phone Number').fill('91234567');
    await expect(scope.getByLabel('Phone Number')).toHaveAccessibleDescription('Invalid phone number');
    await scope.getByLabel('Country Code').selectOption('+65');
    await expect(scope.getByLabel('Phone Number')).toHaveAccessibleDescription('');
    await scope.getByLabel('Country Code').selectOption('+44');
    await expect(scope.getByLabel('Phone Number')).toHaveAccessibleDescription('Invalid phone number');
    await scope.getByLabel('Email').fill('someone@example');
    await scope.getByLabel('Email').blur();
    await expect(scope.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await touch(scope.getByLabel('How did you find us?'));
    await expect(scope.getByLabel('How did you find us?')).toHaveAccessibleDescription(
      'Please select an option',
    );
    await expect(submit).toBeDisabled();
  });

  test('a refused registration keeps the dialog open with the values', async ({ page }) => {
    const dialog = await openModal(page);
    await page.route('**/api/ContactUs/AddContactUs', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"isSuccess":false,"errorMessage":"Registrations are closed."}',
      }),
    );
    await dialog.getByLabel('Full Name').fill('Kept Values');
    await dialog.getByLabel('Phone Number').fill('9876543210');
    await dialog.getByLabel('Email').fill('kept.values@example.com');
    await dialog.getByLabel('How did you find us?').selectOption('Email');
    await dialog.getByRole('button', { name: 'Register Now' }).click();
    await expect(alertDialog(page)).toContainText('Something went wrong');
    await expect(alertDialog(page)).toContainText('Registrations are closed.');
    await alertDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Kept Values');
    await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  });

  test('says clearly when the country codes cannot be loaded', async ({ page }) => {
    await page.route('**/api/ContactUs/GetCountryCodes', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"status":500,"title":"Server Error"}',
      }),
    );
    await page.goto(EVENT_PATH);
    await expect(
      bottomForm(page)
        .getByRole('alert')
        .filter({ hasText: 'The list of country codes could not be loaded' }),
    ).toContainText('Server Error');
  });
});
