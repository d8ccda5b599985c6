import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@orbitwise/contracts';
import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../test';
import {
  alertDialog,
  contactRows,
  formReady,
  letters,
  pdfBytes,
  query,
  sha256,
  solveCaptcha,
  uniqueEmail,
} from './support';

/**
 * A connection that drops after the server stored a submission: the form's automatic retry carries
 * the same Idempotency-Key, so it gets the first answer again. The visitor sees the success, once,
 * and exactly one row is stored.
 */

interface Sent {
  keys: (string | undefined)[];
  replayed: (string | undefined)[];
}

/** The first send reaches the server, which stores it, and its answer is lost; later ones pass. */
async function loseFirstAnswer(page: Page, url: string): Promise<Sent> {
  const sent: Sent = { keys: [], replayed: [] };
  await page.route(url, async (route: Route) => {
    sent.keys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    const response = await route.fetch();
    sent.replayed.push(response.headers()[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]);
    if (sent.keys.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  return sent;
}

test.describe('an answer lost on the way back', () => {
  test('Contact: the retry gets the first answer; one row', async ({ page }) => {
    await page.goto('/contactus');
    const form = await formReady(page.getByRole('form', { name: 'Contact us' }));
    const sent = await loseFirstAnswer(page, '**/api/ContactUs/AddContactUs');
    const email = uniqueEmail('contact-lost');
    await form.getByLabel('Name').fill(`Lost ${letters()}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Subject').fill('Lost answer');
    await form.getByLabel('Message').fill('Sent once, answered twice.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(alertDialog(page)).toContainText('Thanks for contacting us');
    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    expect(sent.replayed).toEqual([undefined, 'true']);
    expect(await contactRows(email)).toHaveLength(1);
  });

  test('Careers: the retry with the same resume gets the first answer; one row', async ({ page }) => {
    await page.goto('/careers/jobs');
    const form = await formReady(page.getByRole('form', { name: 'Apply now' }));
    const sent = await loseFirstAnswer(page, '**/api/ContactUs/AddCareer');
    const email = uniqueEmail('careers-lost');
    const resume = pdfBytes();
    await form.getByLabel('First Name').fill(`Lost ${letters()}`);
    await form.getByLabel('Last Name').fill('Answer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone Number').fill('9876543210');
    await form.getByLabel('City').fill('Hyderabad');
    await form.getByLabel('Current Role').fill('Sales Associate');
    await form.getByLabel('Date of Birth').fill('1998-04-21');
    await form.getByLabel('Role Applying For').selectOption('Business Development Executive');
    await form.getByLabel('Experience (years)').fill('2.5');
    await form.getByLabel('Expected Salary (LPA)').fill('6.75');
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: resume });
    await solveCaptcha(form);
    await form.getByRole('button', { name: 'Apply Now' }).click();

    await expect(alertDialog(page)).toContainText('Thank you for applying.');
    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    expect(sent.replayed).toEqual([undefined, 'true']);
    const rows = await query<{ resume_sha256: string }>(
      'SELECT resume_sha256 FROM career_application WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ resume_sha256: sha256(resume) }]);
  });
});
