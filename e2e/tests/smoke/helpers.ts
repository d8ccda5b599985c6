import { expect, type APIRequestContext } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { captchaPayload } from '../../../backend/test/captcha-payload';

/** The smoke suite runs against any deployment; these checks only hold where nginx is in front. */
export const VIA_NGINX = process.env.SMOKE_TARGET === 'nginx';

export const RESUME_MAX_BYTES = Number(process.env.E2E_RESUME_MAX_BYTES ?? 5 * 1024 * 1024);

/** Internal page links (path only) found in a page's prerendered HTML. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)[^"]*"/g)) {
    const href = match[1]!;
    if (!href.startsWith('/api') && !/\.[a-z0-9]+$/i.test(href)) links.add(href);
  }
  return [...links].sort();
}

/** Every page linked from the home page (the full menu and the footer). */
export async function sitePages(request: APIRequestContext): Promise<string[]> {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  return ['/', ...internalLinks(await home.text()).filter((p) => p !== '/')];
}

export interface Visitor {
  cookie: string;
  token: string;
}

/** GET /api/csrf-token as the site does; keeps the session and XSRF cookies. */
export async function csrfVisitor(request: APIRequestContext): Promise<Visitor> {
  const response = await request.get('/api/csrf-token');
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .join('; ');
  return { cookie, token: ((await response.json()) as { token: string }).token };
}

/** Fetches a challenge and solves it for real, as the ALTCHA widget does; returns the X-Altcha payload. */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge');
  expect(response.status()).toBe(200);
  return captchaPayload((await response.json()) as Challenge);
}

/** A PDF-looking file of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n% Orbitwise smoke test resume\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(size - head.length - tail.length, 0x20);
  return Buffer.concat([head, body, tail]);
}
