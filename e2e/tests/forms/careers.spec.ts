import {
  CAREER_ROLES,
  DATE_OF_BIRTH_AGE_MESSAGE,
  FILL_ALL_FIELDS_MESSAGE,
  JOB_TITLE_MESSAGE,
} from '@orbitwise/contracts';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  alertDialog,
  docxBytes,
  letters,
  pdfBytes,
  query,
  sha256,
  solveCaptcha,
  touch,
  uniqueEmail,
  formReady,
} from './support';

const THANKS =
  'Thank you for applying.We have received your application.If your profile is shortlisted, we will reach out to you.';

function form(page: Page): Locator {
  return page.getByRole('form', { name: 'Apply now' });
}

/** A role and a current designation: a sales one, or a technical one ("C#", ".NET", digits). */
const APPLICANTS = {
  sales: { position: 'Sales Associate', role: 'Business Development Executive' },
  engineering: { position: 'C# Developer 2', role: '.NET Developer' },
} as const;

async function fillValid(
  scope: Locator,
  email: string,
  firstName: string,
  { position, role }: { position: string; role: string } = APPLICANTS.sales,
) {
  await scope.getByLabel('First Name').fill(firstName);
  await scope.getByLabel('Last Name').fill('Tester');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone Number').fill('9876543210');
  await scope.getByLabel('City').fill('Hyderabad');
  await scope.getByLabel('Current Role').fill(position);
  await scope.getByLabel('Date of Birth').fill('1998-04-21');
  await scope.getByLabel('Role Applying For').selectOption(role);
  await scope.getByLabel('Experience (years)').fill('2.5');
  await scope.getByLabel('Expected Salary (LPA)').fill('6.75');
}

const careerRows = (email: string) =>
  query<Record<string, string | boolean>>('SELECT * FROM career_application WHERE email = $1', [email]);

test.describe('the Careers form', () => {
  for (const [kind, bytes, mimeType, applicant] of [
    ['pdf', pdfBytes(), 'application/pdf', APPLICANTS.sales],
    [
      'docx',
      docxBytes(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      APPLICANTS.engineering,
    ],
  ] as const) {
    test(`applies for ${applicant.role} with a ${kind} resume: the row and the stored file equal what was sent`, async ({
      page,
    }) => {
      await page.goto('/careers/jobs');
      await formReady(form(page));
      const scope = form(page);
      const email = uniqueEmail(`careers-${kind}`);
      const firstName = `Applicant ${letters()}`;
      await fillValid(scope, email, firstName, applicant);
      await expect(scope.getByLabel('Resume')).toHaveAccessibleDescription(/PDF, DOC, DOCX; at most 5 MB\./);
      await scope.getByLabel('Resume').setInputFiles({ name: `resume.${kind}`, mimeType, buffer: bytes });
      const apply = scope.getByRole('button', { name: 'Apply Now' });
      await expect(apply).toBeDisabled();
      await solveCaptcha(scope);
      await expect(apply).toBeEnabled();
      await apply.click();

      await expect(alertDialog(page)).toContainText(THANKS);
      await expect(page).toHaveURL(/\/home$/);
      const rows = await careerRows(email);
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row).toMatchObject({
        first_name: firstName,
        last_name: 'Tester',
        phone_number: '9876543210',
        city: 'Hyderabad',
        position: applicant.position,
        application_details: applicant.role,
        experience: '2.50',
        expected_salary: '6.75',
        is_active: true,
        resume_original_name: `resume.${kind}`,
        resume_sha256: sha256(bytes),
      });
      const stored = await readFile(path.join(process.env.E2E_UPLOAD_DIR!, String(row.resume_key)));
      expect(sha256(stored)).toBe(sha256(bytes));
    });
  }

  test('shows the spec messages once a field is touched and sends nothing while invalid', async ({
    page,
  }) => {
    await page.goto('/careers/jobs');
    await formReady(form(page));
    const scope = form(page);
    const required: [string, string][] = [
      ['First Name', 'First Name is required.'],
      ['Last Name', 'Last Name is required.'],
      ['Email', 'Email is required.'],
      ['Phone Number', 'Phone number is required.'],
      ['City', 'City is required.'],
      ['Current Role', 'Role is required.'],
      ['Date of Birth', 'DOB is required.'],
      ['Role Applying For', 'Application Details is required.'],
      ['Experience (years)', 'Experience is required.'],
      ['Expected Salary (LPA)', 'Expected Salary is required.'],
    ];
    // Nothing shows before a field is touched.
    await expect(scope.getByText('First Name is required.')).toHaveCount(0);
    for (const [label, message] of required) {
      await touch(scope.getByLabel(label));
      await expect(scope.getByLabel(label)).toHaveAccessibleDescription(message);
      await expect(scope.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    const patterns: [string, string, string][] = [
      ['First Name', 'Ravi 2', 'Only characters are allowed.'],
      ['Last Name', 'K.', 'Only characters are allowed.'],
      ['City', 'Pune-1', 'Only letters are allowed.'],
      ['Current Role', 'Dev <Ops>', JOB_TITLE_MESSAGE],
      ['Email', 'ravi@example', 'Please enter a valid email address.'],
      ['Phone Number', '98765', 'Phone number must be a 10-digit number.'],
      ['Experience (years)', '-1', 'Experience must be a positive number.'],
      ['Experience (years)', '1.234', 'Experience must be a positive number.'],
      ['Expected Salary (LPA)', '5 lakh', 'Expected Salary must be a valid decimal number.'],
    ];
    for (const [label, value, message] of patterns) {
      await scope.getByLabel(label).fill(value);
      await scope.getByLabel(label).blur();
      await expect(scope.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    const resume = scope.getByLabel('Resume');
    await resume.setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expect(resume).toHaveAccessibleDescription(/The resume must be a PDF, DOC or DOCX file\./);
    await resume.setInputFiles([]);
    await resume.blur();
    await expect(resume).toHaveAccessibleDescription(/File is required\./);

    const email = uniqueEmail('careers-bad');
    await fillValid(scope, email, 'Almost Valid');
    await scope.getByLabel('Phone Number').fill('12345');
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await solveCaptcha(scope);
    await expect(scope.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    expect(await careerRows(email)).toHaveLength(0);
  });

  test("the role is a choice of the open jobs, and each opening's Apply button preselects it", async ({
    page,
  }) => {
    await page.goto('/careers/jobs');
    const scope = await formReady(form(page));
    const role = scope.getByLabel('Role Applying For');
    await expect(role).toHaveJSProperty('tagName', 'SELECT');
    const options = await role.locator('option').allTextContents();
    // The page's open jobs (the published content; other suites may have published more).
    expect(options[0]).toBe('Select an opening');
    expect(options.slice(1)).toEqual(expect.arrayContaining([...CAREER_ROLES]));
    expect(new Set(options).size).toBe(options.length);
    await expect(role).toHaveValue('');
    // The first opening is open by default; open the last one and apply from it.
    const last = CAREER_ROLES[CAREER_ROLES.length - 1]!;
    await page.getByRole('button', { name: new RegExp(`^${last}`) }).click();
    await page.getByRole('button', { name: `Apply for ${last}` }).click();
    await expect(role).toHaveValue(last);
    await expect(role).toBeFocused();
    await expect(role).toBeInViewport();
    await page.getByRole('button', { name: new RegExp(`^${CAREER_ROLES[0]}`) }).click();
    await page.getByRole('button', { name: `Apply for ${CAREER_ROLES[0]}` }).click();
    await expect(role).toHaveValue(CAREER_ROLES[0]);
  });

  test("the date of birth is an adult applicant's, 18 to 100 years old, checked on both sides", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z'));
    await page.goto('/careers/jobs');
    const scope = await formReady(form(page));
    const dob = scope.getByLabel('Date of Birth');
    await expect(dob).toHaveAttribute('min', '1925-11-24');
    await expect(dob).toHaveAttribute('max', '2008-11-23');
    for (const value of ['2020-05-01', '2008-11-24', '1925-11-23']) {
      await dob.fill(value);
      await dob.blur();
      await expect(dob).toHaveAccessibleDescription(DATE_OF_BIRTH_AGE_MESSAGE);
    }
    await dob.fill('2008-11-23');
    await dob.blur();
    await expect(dob).toHaveAccessibleDescription('');
  });

  test('an answer with isSuccess false shows the bottom-right warning toast', async ({ page }) => {
    await page.goto('/careers/jobs');
    await formReady(form(page));
    const scope = form(page);
    await page.route('**/api/ContactUs/AddCareer', async (route) => {
      // Slow enough to see the upload state.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"isSuccess":false,"errorMessage":null}',
      });
    });
    await fillValid(scope, uniqueEmail('careers-false'), 'Warning Toast');
    await scope
      .getByLabel('Resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await solveCaptcha(scope);
    await scope.getByRole('button', { name: 'Apply Now' }).click();
    await expect(scope.getByRole('progressbar', { name: /Uploading resume: \d+%/ })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    const toast = page.getByRole('region', { name: 'Alerts' }).locator('.toast-warning');
    await expect(toast).toContainText(FILL_ALL_FIELDS_MESSAGE);
    await expect(toast.locator('.toast-progress')).toBeAttached();
    await expect(toast).toHaveCount(0, { timeout: 4_500 });
    await expect(scope.getByLabel('First Name')).toHaveValue('Warning Toast');
  });
});
