import { expect, type Locator, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
// The same in-memory ZIP writer the API's resume tests use.
import { zip } from '../../../backend/test/resume-fixtures';
import pg from 'pg';

/** Rows the API wrote, read straight from the test database (or from `url`, another stack's). */
export async function query<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  url = process.env.E2E_DATABASE_URL,
): Promise<T[]> {
  if (!url) throw new Error('E2E_DATABASE_URL is not set (see playwright.config.ts)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export const contactRows = (email: string, url?: string) =>
  query<Record<string, string | boolean>>('SELECT * FROM enquiry WHERE email = $1', [email], url);

/** Letters only (the name and subject patterns refuse digits). */
export function letters(length = 8): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % 26]).join('');
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${letters(10)}@example.com`;
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A small but real PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${letters(16)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A stored (uncompressed) ZIP holding the parts that make it a DOCX. */
export function docxBytes(): Buffer {
  const entries: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': `<?xml version="1.0"?><w:document>${letters(12)}</w:document>`,
  };
  return zip(entries);
}

/** Ticks the ALTCHA checkbox and waits until the challenge is really solved. */
export async function solveCaptcha(scope: Locator | Page): Promise<void> {
  await scope.getByRole('checkbox', { name: "I'm not a robot" }).click();
  // Its state on failure says why: still verifying, expired, or an error fetching the challenge.
  await expect(scope.locator('altcha-widget .altcha').first()).toHaveAttribute('data-state', 'verified', {
    timeout: 20_000,
  });
}

/** The sweetalert2 dialog, as the visitor sees it (not hidden behind or inside a closed modal). */
export function alertDialog(page: Page): Locator {
  return page.locator('.swal2-popup').filter({ visible: true });
}

/** Touches a field without typing, so its required message shows. */
export async function touch(field: Locator): Promise<void> {
  await field.focus();
  await field.blur();
}

/** Waits until a prerendered form has been hydrated and works. */
export async function formReady(form: Locator): Promise<Locator> {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  return form;
}
