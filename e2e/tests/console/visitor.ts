/** The six public forms, filled and sent as a visitor does (the captcha solved by the real widget). */
import { expect, type Page } from '@playwright/test';
import { alertDialog, formReady, solveCaptcha } from '../forms/support';

export interface Visitor {
  name: string;
  email: (kind: string) => string;
}

const THANKS = /Thanks for contacting us|Thank you for applying|You have registered successfully/;

export async function sendEnquiry(page: Page, v: Visitor): Promise<void> {
  await page.goto('/contactus');
  await formReady(page.getByRole('form', { name: 'Contact us' }));
  await page.getByRole('button', { name: 'Get In Touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'GET IN TOUCH' });
  await dialog.getByLabel('Name').fill(v.name);
  await dialog.getByLabel('Email').fill(v.email('enquiry'));
  await dialog.getByLabel('Phone').fill('+91-9876543210');
  await dialog.getByLabel('Subject').fill('Website project');
  await dialog.getByLabel('Message').fill('We need a new website');
  await dialog.getByLabel('How Did You Find Us?').selectOption('LinkedIn');
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(alertDialog(page)).toContainText(THANKS);
}

/** The Contact page, with a message a spreadsheet would run as a formula and markup that must stay text. */
export const FORMULA_MESSAGE = "=cmd|' /C calc'!A0 <b>not bold</b>";
export async function sendContact(page: Page, v: Visitor): Promise<void> {
  await page.goto('/contactus');
  const form = await formReady(page.getByRole('form', { name: 'Contact us' }));
  await form.getByLabel('Name').fill(v.name);
  await form.getByLabel('Email').fill(v.email('contact'));
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Subject').fill('Corporate training');
  await form.getByLabel('Message').fill(FORMULA_MESSAGE);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(alertDialog(page)).toContainText(THANKS);
}

export async function sendEvent(page: Page, v: Visitor): Promise<void> {
  await page.goto('/events/microsoft/ai-skills-fest/register');
  const form = await formReady(page.getByRole('form', { name: 'Register your interest' }));
  await expect(form.getByLabel('Country Code').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Full Name').fill(v.name);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Email').fill(v.email('event'));
  await form.getByLabel('How did you find us?').selectOption('Email');
  await form.getByRole('button', { name: 'Register Now' }).click();
  await expect(alertDialog(page)).toContainText(THANKS);
}

export async function sendItSupport(page: Page, v: Visitor): Promise<void> {
  await page.goto('/getit-support');
  const form = await formReady(page.getByRole('form', { name: 'Get IT support' }));
  await form.getByLabel('Name').fill(v.name);
  await form.getByLabel('Email').fill(v.email('it-support'));
  await form.getByLabel('Country').selectOption({ label: 'India (+91)' });
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(alertDialog(page)).toContainText(THANKS);
}

export async function sendNewsletter(page: Page, v: Visitor): Promise<void> {
  await page.goto('/home');
  const form = await formReady(page.getByRole('form', { name: 'Newsletter' }));
  await form.getByLabel('Email for our newsletter').fill(v.email('newsletter'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
}

export const RESUME_NAME = 'CV "Ana" Łódź ✓.pdf';
export async function sendApplication(page: Page, v: Visitor, resume: Buffer): Promise<void> {
  await page.goto('/careers/jobs');
  const form = await formReady(page.getByRole('form', { name: 'Apply now' }));
  const [first, last] = v.name.split(' ');
  await form.getByLabel('First Name').fill(first!);
  await form.getByLabel('Last Name').fill(last!);
  await form.getByLabel('Email').fill(v.email('application'));
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('City').fill('Hyderabad');
  await form.getByLabel('Current Role').fill('Sales Associate');
  await form.getByLabel('Date of Birth').fill('1998-04-21');
  await form.getByLabel('Role Applying For').selectOption('Business Development Executive');
  await form.getByLabel('Experience (years)').fill('2.5');
  await form.getByLabel('Expected Salary (LPA)').fill('6.75');
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: RESUME_NAME, mimeType: 'application/pdf', buffer: resume });
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Apply Now' }).click();
  await expect(alertDialog(page)).toContainText(THANKS);
}
