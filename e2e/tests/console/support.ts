/** Helpers of the console suite: operators, the admin API as a signed-in browser calls it, TOTP codes. */
import { CSRF_HEADER } from '@orbitwise/contracts';
import {
  ADMIN_API,
  type LoginResponse,
  type OperatorRole,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { generate } from 'otplib';
import { query } from '../forms/support';

export const PASSWORD = 'Correct-horse-battery-42';

/** Any call of the admin API with the page's cookies (and, off GET, the anti-forgery header). */
export async function api(page: Page, method: string, url: string, data?: unknown): Promise<APIResponse> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    const token = ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
    headers[CSRF_HEADER] = token;
  }
  return page.request.fetch(url, { method, headers, data });
}

export async function apiJson<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const response = await api(page, method, url, data);
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A single-use setup link's token, stored as the API stores its own (hashed, one hour). */
export async function insertSetupToken(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  await query("INSERT INTO setup_token (token_hash, expires_at) VALUES ($1, now() + interval '1 hour')", [
    hash,
  ]);
  return token;
}

/** `npm run operator -- create`, the password piped on stdin. */
export function createOperatorWithCli(email: string, role: OperatorRole): void {
  const cli = path.resolve(__dirname, '../../../backend/dist/operators/operator-cli.js');
  const result = spawnSync(process.execPath, [cli, 'create', '--email', email, '--role', role], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
}

/** The code an authenticator app shows now, or `steps` 30-second steps later. */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Signs in through the API (no second factor yet): the page's context holds the session. */
export async function apiSignIn(page: Page, email: string): Promise<LoginResponse> {
  return apiJson<LoginResponse>(page, 'POST', ADMIN_API.session, { email, password: PASSWORD });
}

/** Signs in through the login page; with `secret`, through the two-factor step too. */
export async function uiSignIn(page: Page, email: string, secret?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Admin login' });
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.getByLabel('User name or email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  if (!secret) return;
  const second = page.getByRole('form', { name: 'Two-factor sign-in' });
  // The next step's code: the one the enrolment used (this step's) works only once.
  await second.getByLabel('Authentication code').fill(await totp(secret, 1));
  await second.getByRole('button', { name: 'Verify' }).click();
}

/** The inbox's id of the newest submission from `email` of `kind`, through the admin API. */
export async function submissionId(page: Page, kind: SubmissionKind, email: string): Promise<string> {
  const list = await apiJson<{ items: { id: string; email: string }[] }>(
    page,
    'GET',
    `${ADMIN_API.submissions}?kind=${kind}&q=${encodeURIComponent(email)}`,
  );
  const item = list.items.find((row) => row.email === email);
  expect(item, `${kind} from ${email} in the inbox`).toBeTruthy();
  return item!.id;
}

export const operatorId = async (email: string) =>
  (await query<{ id: string }>('SELECT id FROM operator WHERE lower(email) = lower($1)', [email]))[0]?.id;

/**
 * console.spec.ts starts with the setup link, which is offered only while no operator exists (and in
 * CI it insists on running): a suite that creates its own operators waits until that first one is made.
 */
export async function afterTheFirstOperator(): Promise<void> {
  const count = async () =>
    (await query<{ count: number }>('SELECT count(*)::int AS count FROM operator'))[0]?.count ?? 0;
  if (!process.env.CI || (await count()) > 0) return;
  await expect
    .poll(count, { timeout: 20_000, intervals: [500] })
    .toBeGreaterThan(0)
    .catch(() => undefined);
}

/**
 * A field of the console's content form by its label's words (a required one's label ends in a ` *`
 * marker, which the label passed here leaves out).
 */
export function contentField(page: Page, label: string) {
  const words = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('form', { name: 'Content' }).getByLabel(new RegExp(`^${words}( \\*)?$`));
}

/** One e-mail as the suite's mail sink (mail-sink.mjs) parsed it. */
export interface SinkMessage {
  to: string[];
  from: string[];
  replyTo: string[];
  subject: string;
  submission: string | null;
  text: string;
  html: string;
  attachments: unknown[];
}

/** The e-mails the mail sink received about one submission, oldest first. */
export async function mailsAbout(id: string): Promise<SinkMessage[]> {
  const response = await fetch(
    `${process.env.E2E_MAIL_SINK_URL}/messages?submission=${encodeURIComponent(id)}`,
  );
  return ((await response.json()) as { messages: SinkMessage[] }).messages;
}

/** The path and query of the confirmation link the newsletter's subscriber `email` was sent (double opt-in). */
export async function confirmNewsletterLink(email: string): Promise<string> {
  const [pending] = await query<{ id: string }>(
    "SELECT id::text FROM submission WHERE kind = 'newsletter' AND email = $1",
    [email],
  );
  expect(pending, `the newsletter subscription of ${email}`).toBeDefined();
  const confirmation = async () =>
    (await mailsAbout(pending!.id)).find((mail) => mail.to.includes(email))?.text ?? '';
  await expect.poll(confirmation, { timeout: 20_000 }).toMatch(/\/api\/newsletter\/confirm\?token=/);
  const link = new URL(
    (await confirmation()).match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0],
  );
  return `${link.pathname}${link.search}`;
}

/**
 * Confirms the newsletter's subscriber `email` as the confirmation page's button does (double opt-in):
 * opening the e-mail's link alone changes nothing; until then the subscription is no lead (not in the
 * inbox, nothing to the staff).
 */
export async function confirmNewsletter(page: Page, email: string): Promise<void> {
  const answer = await page.request.post(await confirmNewsletterLink(email), { maxRedirects: 0 });
  expect(answer.status(), 'the confirmation POST').toBe(200);
  expect(await answer.json()).toEqual({ confirmed: true });
}
