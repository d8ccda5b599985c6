import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  RESUME_MESSAGES,
  type FormsConfigResponse,
} from '@orbitwise/contracts';
import { expect, test } from '../test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formReady, letters } from '../forms/support';
import { csrfVisitor, pdfOfSize, solveCaptcha } from './helpers';

// One value, RESUME_MAX_BYTES, sets the API's limit, nginx's client_max_body_size (rendered by
// nginx/render.mjs) and the careers form's hint and check (through /api/forms/config). Here it is
// 2 MB, on the stack that npm run test:nginx starts for this file; everything goes through its nginx.

const MB = 1024 * 1024;
const LIMIT = 2 * MB;
const base = process.env.E2E_SMALL_RESUME_BASE_URL;
const confDir = process.env.E2E_SMALL_RESUME_CONF_DIR;

test.skip(!base || !confDir, 'needs a stack with RESUME_MAX_BYTES=2 MB (npm run test:nginx starts one)');
test.use({ baseURL: base });

/** nginx's client_max_body_size for /api, in bytes, from the configuration it runs. */
function nginxBodyLimit(): number {
  const sizes = readdirSync(confDir!)
    .filter((file) => file.endsWith('.conf'))
    .flatMap((file) => [
      ...readFileSync(path.join(confDir!, file), 'utf8').matchAll(/^\s*client_max_body_size\s+(\d+)k;/gm),
    ])
    .map((match) => Number(match[1]) * 1024);
  expect(sizes).toHaveLength(1);
  return sizes[0]!;
}

test.describe('RESUME_MAX_BYTES=2 MB reaches the API, nginx and the careers form', () => {
  test('the API serves the 2 MB limit to the forms', async ({ request }) => {
    const response = await request.get(API_PATHS.formsConfig);
    expect(response.status()).toBe(200);
    const config = (await response.json()) as FormsConfigResponse;
    expect(config.resume.maxBytes).toBe(2097152);
  });

  test('the careers form shows and checks 2 MB', async ({ page }) => {
    await page.goto('/careers/jobs');
    const form = await formReady(page.getByRole('form', { name: 'Apply now' }));
    const resume = form.getByLabel('Resume');
    await expect(resume).toHaveAccessibleDescription(/^PDF, DOC, DOCX; at most 2 MB\./);

    const tooLarge = RESUME_MESSAGES.tooLarge(LIMIT);
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(2.5 * MB) });
    await expect(resume).toHaveAccessibleDescription(`PDF, DOC, DOCX; at most 2 MB. ${tooLarge}`);
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(1.5 * MB) });
    await expect(resume).toHaveAccessibleDescription('PDF, DOC, DOCX; at most 2 MB.');
  });

  test("a 2.5 MB resume passes nginx and gets the API's 413 with the 2 MB message", async ({ request }) => {
    const visitor = await csrfVisitor(request);
    const response = await request.post(API_PATHS.addCareer, {
      headers: {
        Cookie: visitor.cookie,
        'X-CSRF-Token': visitor.token,
        'X-Altcha': await solveCaptcha(request),
      },
      multipart: {
        data: JSON.stringify({
          ...CAREER_APPLICATION_EXAMPLE,
          Email: `resume.limit.${letters(10)}@example.com`,
        }),
        file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(2.5 * MB) },
      },
      timeout: 60_000,
    });
    expect(response.status()).toBe(413);
    expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { detail: string; errors: Record<string, string[]> };
    expect(problem.detail).toBe('The resume must be at most 2 MB.');
    expect(problem.detail).toBe(RESUME_MESSAGES.tooLarge(LIMIT));
    expect(problem.errors.file).toEqual([problem.detail]);
  });

  test("a body over nginx's client_max_body_size, rendered from the same value, gets nginx's 413", async ({
    request,
  }) => {
    const limit = nginxBodyLimit();
    // Room for a 2 MB resume and its form data, but not for the default 5 MB one.
    expect(limit).toBeGreaterThan(LIMIT);
    expect(limit).toBeLessThan(5 * MB);

    const response = await request.post(API_PATHS.addCareer, {
      headers: { 'Content-Type': 'application/octet-stream' },
      data: Buffer.alloc(limit + 1024, 0x20),
    });
    expect(response.status()).toBe(413);
    // nginx's own page: the request never reached the API, which answers with problem details.
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(await response.text()).toContain('413 Request Entity Too Large');
  });
});
