import { expect, test } from '../test';
import { alertDialog, contactRows, letters, query, touch, uniqueEmail, formReady } from './support';

test.describe('Get IT Support', () => {
  test('lists every country, validates like the Contact page and stores the request', async ({ page }) => {
    await page.goto('/getit-support');
    const scope = await formReady(page.getByRole('form', { name: 'Get IT support' }));
    const country = scope.getByLabel('Country');
    await expect(country.locator('option')).not.toHaveCount(1);
    expect(await country.locator('option').count()).toBeGreaterThan(235);

    const send = scope.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(scope.getByLabel('Name')).toHaveAccessibleDescription('Name is required.');
    await expect(scope.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');
    await expect(scope.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required.');
    await expect(country).toHaveAccessibleDescription('Please select a country.');
    await expect(scope.getByLabel('Name')).toBeFocused();

    const email = uniqueEmail('support');
    const name = `Support ${letters()}`;
    await scope.getByLabel('Name').fill(name);
    await scope.getByLabel('Email').fill(email);
    await country.selectOption({ label: 'India (+91)' });
    // A national number: "tel-national" autocomplete on a text input with a numeric keypad.
    await expect(scope.getByLabel('Phone')).toHaveAttribute('type', 'text');
    await expect(scope.getByLabel('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    await expect(scope.getByLabel('Phone')).toHaveAttribute('inputmode', 'numeric');
    await scope.getByLabel('Phone').fill('12345');
    await scope.getByLabel('Phone').blur();
    await expect(scope.getByLabel('Phone')).toHaveAccessibleDescription('Invalid phone number');
    await scope.getByLabel('Phone').fill('9876543210');
    await send.click();
    await expect(alertDialog(page)).toContainText('Thanks for contacting us');
    await expect(page).toHaveURL(/\/home$/);
    const rows = await contactRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'it-support',
      user_name: name,
      country_code: '+91',
      number: '+919876543210',
      subject: 'Get IT Support',
      description: 'Country: India',
    });
  });

  test('accepts a country the event list does not carry, with a digits-only check', async ({ page }) => {
    await page.goto('/getit-support');
    const scope = await formReady(page.getByRole('form', { name: 'Get IT support' }));
    const email = uniqueEmail('support-eg');
    await scope.getByLabel('Name').fill(`Support ${letters()}`);
    await scope.getByLabel('Email').fill(email);
    await scope.getByLabel('Country').selectOption({ label: 'Egypt (+20)' });
    await scope.getByLabel('Phone').fill('1012345678');
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(alertDialog(page)).toContainText('Thanks for contacting us');
    const rows = await contactRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      country_code: '+20',
      number: '+201012345678',
      description: 'Country: Egypt',
    });
  });
});

test.describe('the footer newsletter', () => {
  test('its code loads only when the footer comes near; the prerendered form stays until then', async ({
    page,
  }) => {
    const newsletterCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/newsletter-form-[\w-]+\.js$/.test(request.url())) newsletterCode.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await expect(form.getByLabel('Email for our newsletter')).toBeAttached();
    await expect(form).not.toHaveAttribute('data-ready', 'true');
    expect(newsletterCode).toEqual([]);

    await formReady(form);
    expect(newsletterCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  /** The consent the field describes, before any error of the field. */
  const CONSENT = 'Our newsletter by e-mail, after you confirm. Unsubscribe in one click from any issue.';

  test('subscribes through AddUserSubscription and refuses a bad address', async ({ page }) => {
    await page.goto('/home');
    const scope = await formReady(page.getByRole('form', { name: 'Newsletter' }));
    const field = scope.getByLabel('Email for our newsletter');
    await field.fill('not an email');
    await field.blur();
    await expect(field).toHaveAccessibleDescription(`${CONSENT} Please enter a valid email address.`);
    await field.fill('');
    await expect(field).toHaveAccessibleDescription(`${CONSENT} Email is required.`);

    // What mail systems accept, such as a tagged address, not only the forms' strict pattern.
    const email = uniqueEmail('news').replace('@', '+tag@');
    await field.fill(email);
    await field.blur();
    await expect(field).toHaveAccessibleDescription(CONSENT);
    await scope.getByRole('button', { name: 'Subscribe' }).click();
    await expect(scope.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
    const rows = await query('SELECT * FROM subscription WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_active: true, state: 'pending' });
  });
});

test.describe('forms that send nothing', () => {
  test('the admin login requires both fields and refuses a wrong password', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    const scope = await formReady(page.getByRole('form', { name: 'Admin login' }));
    await touch(scope.getByLabel('User name or email'));
    await expect(scope.getByLabel('User name or email')).toHaveAccessibleDescription(
      'User name or email is required.',
    );
    await scope.getByRole('button', { name: 'Login' }).click();
    await expect(scope.getByLabel('Password')).toHaveAccessibleDescription('Password is required.');
    expect(posts.filter((url) => url.includes('/api/admin/'))).toEqual([]);
    // An unknown account gets the same answer as a wrong password (one failure for this address).
    await scope.getByLabel('User name or email').fill(uniqueEmail('nobody'));
    await scope.getByLabel('Password').fill('not-the-password');
    await scope.getByRole('button', { name: 'Login' }).click();
    await expect(scope.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'The email address or password is incorrect.',
    );
    await expect(scope.getByLabel('Password')).toHaveValue('');
    expect(posts.filter((url) => url.includes('/api/admin/'))).toHaveLength(1);
  });
});
