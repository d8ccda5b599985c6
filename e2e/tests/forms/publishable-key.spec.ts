/**
 * A publishable key in a real browser: a partner's page on another origin fetches the captcha
 * challenge and posts a lead with the key; the same page served from an origin the key does not list
 * is stopped by the browser's own CORS check, and nothing of it is stored.
 */
import { API_PATHS, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import {
  INTEGRATION_ADMIN_API,
  INTEGRATION_KEY_PATTERNS,
  type IntegrationKeySecretResponse,
} from '@orbitwise/contracts/integrations';
import type { Challenge } from 'altcha-lib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { captchaPayload } from '../../../backend/test/captcha-payload';
import {
  afterTheFirstOperator,
  apiJson,
  apiSignIn,
  createOperatorWithCli,
  operatorId,
} from '../console/support';
import { expect, test } from '../test';
import { letters } from './support';

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_DATABASE_URL, 'reads the test database (E2E_DATABASE_URL)');

const run = letters(8);
const admin = `pub.admin.${run}@example.com`;
let partnerSite: Server;
let port: number;

test.beforeAll(async () => {
  await afterTheFirstOperator();
  if (!(await operatorId(admin))) createOperatorWithCli(admin, 'admin');
  // The partner's landing page: any path is a blank page of its own origin.
  partnerSite = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Partner</title><h1>Partner landing page</h1></html>');
  });
  await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
  port = (partnerSite.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => partnerSite.close(resolve));
});

/** What the partner's page runs: the captcha challenge, then (with its solution) the post. */
const fetchChallenge = (page: Page, api: string) =>
  page.evaluate(async (url) => {
    try {
      return (await (await fetch(url)).json()) as unknown;
    } catch (error) {
      return `blocked: ${(error as Error).name}`;
    }
  }, `${api}${API_PATHS.captchaChallenge}`);

const postLead = (page: Page, api: string, key: string, captcha: string, email: string) =>
  page.evaluate(
    async ({ url, key, captcha, body }) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${key}`,
            'Content-Type': 'application/json',
            'X-Altcha': captcha,
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    },
    { url: `${api}${API_PATHS.addContactUs}`, key, captcha, body: { ...CONTACT_US_EXAMPLES.contact, email } },
  );

test("a partner's page posts a lead with a publishable key; a page of another origin cannot", async ({
  browser,
  baseURL,
}) => {
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await apiSignIn(staffPage, admin);
  const allowed = `http://127.0.0.1:${port}`;
  const { secret } = await apiJson<IntegrationKeySecretResponse>(
    staffPage,
    'POST',
    INTEGRATION_ADMIN_API.keys,
    {
      name: `Landing page ${run}`,
      kind: 'publishable',
      scopes: ['submit:contact'],
      allowedOrigins: [allowed],
    },
  );
  expect(secret).toMatch(INTEGRATION_KEY_PATTERNS.publishable);

  // The visitor's browser: no cookie of the site, on the partner's page.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${allowed}/landing`, { waitUntil: 'domcontentloaded' });
  const challenge = await fetchChallenge(page, baseURL!);
  expect(challenge).toHaveProperty('parameters');
  const email = `page.${run}@example.com`;
  const answer = await postLead(page, baseURL!, secret, await captchaPayload(challenge as Challenge), email);
  expect(answer).toMatchObject({ status: 200, body: { isSuccess: true } });
  const stored = await apiJson<{ items: { email: string }[] }>(
    staffPage,
    'GET',
    `/api/admin/submissions?kind=contact&q=${encodeURIComponent(email)}`,
  );
  expect(stored.items.map((item) => item.email)).toEqual([email]);

  // The same page from an origin the key does not list: the browser refuses to send or read.
  const other = await visitor.newPage();
  await other.goto(`http://localhost:${port}/landing`, { waitUntil: 'domcontentloaded' });
  expect(await fetchChallenge(other, baseURL!)).toBe('blocked: TypeError');
  const fresh = (await (await fetch(`${baseURL}${API_PATHS.captchaChallenge}`)).json()) as Challenge;
  const solved = await captchaPayload(fresh);
  const refusedEmail = `elsewhere.${run}@example.com`;
  expect(await postLead(other, baseURL!, secret, solved, refusedEmail)).toBe('blocked: TypeError');
  const none = await apiJson<{ items: unknown[] }>(
    staffPage,
    'GET',
    `/api/admin/submissions?q=${encodeURIComponent(refusedEmail)}`,
  );
  expect(none.items).toEqual([]);
  await Promise.all([staff.close(), visitor.close()]);
});
