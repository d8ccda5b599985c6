import {
  FILL_ALL_FIELDS_MESSAGE,
  RATE_LIMIT_MESSAGE,
  UNEXPECTED_SERVER_ERROR_MESSAGE,
} from '@orbitwise/contracts';
import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { alertDialog, contactRows, letters, uniqueEmail, formReady } from './support';

const THANKS = 'Thanks for contacting us, We will review it and get back to you as soon as possible!';

function form(page: Page) {
  return page.getByRole('form', { name: 'Contact us' });
}

async function fill(
  page: Page,
  values: Partial<Record<'Name' | 'Email' | 'Mobile number' | 'Subject' | 'Message', string>>,
) {
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label).fill(value);
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('the Contact page form', () => {
  test('shows the six toasts in the spec order, each for 3 seconds, and stores nothing', async ({ page }) => {
    // The toasts' 3 seconds run on the page's fake clock: measured exactly, whatever the machine's load.
    await page.clock.install();
    await page.goto('/contactus');
    await formReady(form(page));
    await page.clock.pauseAt(Date.now() + 1_000);
    const email = uniqueEmail('contact-bad');
    const send = form(page).getByRole('button', { name: 'Send Message' });
    const toasts = notifications(page).locator('.toast');
    const expectToast = async (text: string) => {
      await expect(notifications(page).getByText(text, { exact: true })).toHaveCount(1);
      await expect(toasts).toHaveCount(1);
      await page.clock.runFor(2_900);
      await expect(toasts).toHaveCount(1);
      await page.clock.runFor(200);
      await expect(toasts).toHaveCount(0);
    };

    // 1. Any field empty.
    await fill(page, { Name: 'Asha' });
    await send.click();
    await expectToast(FILL_ALL_FIELDS_MESSAGE);
    // Every field wrong at once: the name is reported first, then each in the spec's order.
    await fill(page, {
      Name: 'Asha 1',
      Email: 'asha.example.com',
      'Mobile number': '12345',
      Subject: 'Hi 2',
      Message: ' leading space',
    });
    await send.click();
    await expectToast('Please Enter Letters Only in the Name');
    await fill(page, { Name: 'Asha Rao' });
    await send.click();
    await expectToast('Please Enter Letters only in the Subject');
    await fill(page, { Subject: 'Training' });
    await send.click();
    await expectToast('Please Enter Letters Only in Message');
    await fill(page, { Message: 'Tell me about training, please.' });
    await send.click();
    await expectToast('Invalid Email');
    await fill(page, { Email: email });
    await send.click();
    await expectToast('Please enter 10 digits mobile number');
    expect(await contactRows(email)).toHaveLength(0);
  });

  test('a toast pauses while hovered', async ({ page }) => {
    // The toast's 3 seconds run on the page's fake clock, paused here: a loaded machine cannot use them up.
    await page.clock.install();
    await page.goto('/contactus');
    await formReady(form(page));
    await page.clock.pauseAt(Date.now() + 1_000);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const toast = notifications(page).locator('.toast');
    await expect(toast).toContainText(FILL_ALL_FIELDS_MESSAGE);
    await toast.hover();
    await page.clock.runFor(3_500);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_500);
    await expect(toast).toHaveCount(0);
  });

  test('sends once on a double click, stores exactly that message and goes home', async ({ page }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    const email = uniqueEmail('contact');
    const name = `Contact ${letters()}`;
    await fill(page, {
      Name: name,
      Email: email,
      'Mobile number': '9876543210',
      Subject: 'Corporate training',
      Message: 'Please call me back, 10am-12pm.',
    });
    await form(page).getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(alertDialog(page)).toContainText(THANKS);
    await expect(page).toHaveURL(/\/home$/);
    const rows = await contactRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'contact',
      user_name: name,
      number: '9876543210',
      subject: 'Corporate training',
      description: 'Please call me back, 10am-12pm.',
      is_active: true,
    });
  });

  test('with the API unreachable shows the error and keeps the values; once back, sends exactly once', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    const email = uniqueEmail('contact-offline');
    const values = {
      Name: 'Offline Visitor',
      Email: email,
      'Mobile number': '9876543210',
      Subject: 'Offline',
      Message: 'Sent after reconnecting',
    };
    await fill(page, values);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const message = form(page)
      .getByRole('alert')
      .filter({ hasText: /try again/ });
    await expect(message).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(form(page).getByLabel(label)).toHaveValue(value);
    expect(await contactRows(email)).toHaveLength(0);

    await page.unroute('**/api/**');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(alertDialog(page)).toContainText(THANKS);
    expect(await contactRows(email)).toHaveLength(1);
  });

  test('429 and 5xx answers show a clear message and keep the values', async ({ page }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    await fill(page, {
      Name: 'Busy Server',
      Email: uniqueEmail('busy'),
      'Mobile number': '9876543210',
      Subject: 'Busy',
      Message: 'Hello',
    });
    await page.route('**/api/ContactUs/AddContactUs', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        contentType: 'application/problem+json',
        body: '{"status":429,"title":"Too Many Requests"}',
      }),
    );
    const send = form(page).getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(
      form(page)
        .getByRole('alert')
        .filter({
          hasText: `${RATE_LIMIT_MESSAGE} You can try again in 30 seconds.`,
        }),
    ).toBeVisible();
    await page.unroute('**/api/ContactUs/AddContactUs');
    await page.route('**/api/ContactUs/AddContactUs', (route) => route.fulfill({ status: 500, body: '' }));
    await send.click();
    await expect(
      form(page).getByRole('alert').filter({ hasText: UNEXPECTED_SERVER_ERROR_MESSAGE }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Name')).toHaveValue('Busy Server');
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    const email = uniqueEmail('keyboard');
    await form(page).getByLabel('Name').focus();
    for (const value of ['Keyboard User', email, '9876543210', 'Accessibility', 'Typed without a mouse']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alertDialog(page)).toContainText(THANKS);
    await expect(alertDialog(page).getByRole('button', { name: 'OK' })).toBeFocused();
    expect(await contactRows(email)).toHaveLength(1);
  });

  test('each message is also under its field, and a whitespace-only field counts as empty', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    await fill(page, { Name: '   ', Email: 'asha.example.com', Subject: 'Hi 2' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(notifications(page).locator('.toast')).toContainText(FILL_ALL_FIELDS_MESSAGE);
    const under: [string, string][] = [
      ['Name', 'Name is required.'],
      ['Email', 'Invalid Email'],
      ['Mobile number', 'Mobile number is required.'],
      ['Subject', 'Please Enter Letters only in the Subject'],
      ['Message', 'Message is required.'],
    ];
    for (const [label, message] of under) {
      await expect(form(page).getByLabel(label)).toHaveAccessibleDescription(message);
      await expect(form(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form(page).getByLabel('Name')).toBeFocused();
    // Corrected, a field's message goes as it is typed.
    await fill(page, { Subject: 'Training' });
    await expect(form(page).getByLabel('Subject')).toHaveAccessibleDescription('');
  });

  test('sends what the visitor sees, even values filled in without input events (autofill)', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    const email = uniqueEmail('contact-autofill');
    // As some autofill and password managers do: the value is set, no input or change event fires.
    await form(page).evaluate(
      (element, values) => {
        for (const [name, value] of Object.entries(values))
          (element.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
      },
      {
        userName: 'Autofilled Visitor',
        email,
        number: '9876543210',
        subject: 'Autofill',
        description: 'Filled in by the browser.',
      },
    );
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(alertDialog(page)).toContainText(THANKS);
    await expect(notifications(page).getByText(FILL_ALL_FIELDS_MESSAGE)).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
    expect(await contactRows(email)).toEqual([
      expect.objectContaining({ user_name: 'Autofilled Visitor', subject: 'Autofill' }),
    ]);
  });

  test('no error toast stays on screen while a valid message is being sent', async ({ page }) => {
    await page.goto('/contactus');
    await formReady(form(page));
    const send = form(page).getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(notifications(page).locator('.toast')).toHaveCount(1);
    // Held until released; `held` settles once the request has really reached the route (the form
    // sends after its 1-second spinner), so the release never comes before there is anything to release.
    let release = () => {};
    let reached = () => {};
    const held = new Promise<void>((resolve) => (reached = resolve));
    await page.route('**/api/ContactUs/AddContactUs', async (route) => {
      const released = new Promise<void>((resolve) => (release = resolve));
      reached();
      await released;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"isSuccess":true}' });
    });
    await fill(page, {
      Name: 'Patient Visitor',
      Email: uniqueEmail('contact-pending'),
      'Mobile number': '9876543210',
      Subject: 'Waiting',
      Message: 'Sent while the toast was up.',
    });
    await send.click();
    await expect(form(page).getByRole('button', { name: 'Sending…' })).toBeVisible();
    await expect(notifications(page).locator('.toast')).toHaveCount(0);
    await held;
    release();
    await expect(alertDialog(page)).toContainText(THANKS);
    await expect(page).toHaveURL(/\/home$/);
  });

  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} no toast covers the field it is about`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contactus');
      await formReady(form(page));
      /**
       * Measures, in the page, the next toast and the field the form focused for it, once the form
       * has scrolled that field clear (a few frames after the toast appears): a toast lasts 3 s, less
       * than a loaded machine may take to measure it from here.
       */
      const measureNextToast = () =>
        page.evaluate(() => {
          const w = window as unknown as { toastMeasure?: unknown };
          w.toastMeasure = null;
          const observer = new MutationObserver(() => {
            const toast = document.querySelector('.toast');
            if (!toast) return;
            observer.disconnect();
            const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
            void (async () => {
              for (let i = 0; i < 5; i++) await frame();
              const box = (el: Element) => {
                const { x, y, width, height } = el.getBoundingClientRect();
                return { x, y, width, height };
              };
              const field = document.activeElement!;
              w.toastMeasure = { field: field.id, fieldBox: box(field), toastBox: box(toast) };
            })();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
      type Box = { x: number; y: number; width: number; height: number };
      const toastMeasure = () =>
        page.evaluate(
          () =>
            (window as unknown as { toastMeasure: { field: string; fieldBox: Box; toastBox: Box } | null })
              .toastMeasure,
        );
      const apart = (a: Box, b: Box) =>
        a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width;
      const cases: [
        Partial<Record<'Name' | 'Email' | 'Mobile number' | 'Subject' | 'Message', string>>,
        string,
      ][] = [
        [{}, 'Name'],
        [{ Name: 'Asha', Email: 'x@example.com', 'Mobile number': '9876543210', Subject: 'Hi' }, 'Message'],
        [{ Message: 'Hello there', Email: 'bad' }, 'Email'],
        [{ Email: 'asha@example.com', 'Mobile number': '12' }, 'Mobile number'],
      ];
      for (const [values, label] of cases) {
        await fill(page, values);
        // Scrolled so that the field would sit under the toast.
        await page.evaluate(() => window.scrollTo(0, 0));
        await measureNextToast();
        await form(page).getByRole('button', { name: 'Send Message' }).click();
        const field = form(page).getByLabel(label);
        await expect(field).toBeFocused();
        await expect(field).toBeInViewport({ ratio: 1 });
        await expect.poll(toastMeasure).not.toBeNull();
        const { field: focused, fieldBox, toastBox } = (await toastMeasure())!;
        expect(focused).toBe(await field.getAttribute('id'));
        expect(apart(fieldBox, toastBox), JSON.stringify({ fieldBox, toastBox })).toBe(true);
      }
    });
  }
});
