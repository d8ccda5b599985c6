import { CAREER_APPLICATION_EXAMPLE } from '@orbitwise/contracts';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../test';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { csrfVisitor, pdfOfSize, RESUME_MAX_BYTES, solveCaptcha, VIA_NGINX } from './helpers';

const ADD_CAREER = '/api/ContactUs/AddCareer';
const ADD_CONTACT_US = '/api/ContactUs/AddContactUs';

let sequence = 0;
const uniqueEmail = () => `smoke.${Date.now()}.${++sequence}@example.com`;

function application(): Record<string, unknown> {
  return {
    ...CAREER_APPLICATION_EXAMPLE,
    Email: uniqueEmail(),
  };
}

async function submitCareer(request: APIRequestContext, resume: Buffer) {
  const visitor = await csrfVisitor(request);
  return request.post(ADD_CAREER, {
    headers: {
      Cookie: visitor.cookie,
      'X-CSRF-Token': visitor.token,
      'X-Altcha': await solveCaptcha(request),
    },
    multipart: {
      data: JSON.stringify(application()),
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resume },
    },
    timeout: 60_000,
  });
}

test.describe('smoke: the API behind the web tier', () => {
  test('health and country codes answer through the same origin', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(health.headers()['content-type']).toMatch(/json/);
    const visitor = await csrfVisitor(request);
    const countries = await request.post('/api/ContactUs/GetCountryCodes', {
      headers: { Cookie: visitor.cookie, 'X-CSRF-Token': visitor.token },
    });
    expect(countries.status(), await countries.text()).toBe(200);
    expect(((await countries.json()) as { countries: unknown[] }).countries.length).toBeGreaterThan(30);
  });

  test('an unknown API path is a JSON problem, not the site 404 page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/json/);
  });

  test('the console API refuses the signed-out with problem details', async ({ request }) => {
    const session = await request.get('/api/admin/session');
    expect(session.status()).toBe(401);
    expect(session.headers()['content-type']).toMatch(/problem\+json/);
  });

  test('nginx keeps console answers (a resume opened in a tab among them) sandboxed', async ({ request }) => {
    test.skip(!VIA_NGINX, 'the path-specific policy is nginx configuration');
    const resume = await request.get('/api/admin/submissions/1/resume?disposition=inline');
    expect(resume.status()).toBe(401);
    // nginx replaces the API's security headers with its own; console paths keep the API's sandbox.
    expect(resume.headers()['content-security-policy']).toMatch(/^sandbox;/);
  });

  test('a contact form submission is stored', async ({ request }) => {
    const visitor = await csrfVisitor(request);
    const response = await request.post(ADD_CONTACT_US, {
      headers: {
        Cookie: visitor.cookie,
        'X-CSRF-Token': visitor.token,
        'X-Altcha': await solveCaptcha(request),
      },
      data: {
        userName: 'Asha Rao',
        email: uniqueEmail(),
        subject: 'Website project',
        number: '9876543210',
        description: 'Smoke test through the web tier.',
        isActive: true,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
      ref: expect.stringMatching(/^#\d+$/),
    });
  });

  test('a resume just under the size limit uploads whole', async ({ request }) => {
    const resume = pdfOfSize(RESUME_MAX_BYTES - 1024);
    const response = await submitCareer(request, resume);
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
      ref: expect.stringMatching(/^#\d+$/),
    });
    const uploads = process.env.E2E_UPLOAD_DIR;
    if (uploads && existsSync(uploads)) {
      // The stored file is the one sent, byte for byte.
      const digest = createHash('sha256').update(resume).digest('hex');
      const stored = readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => createHash('sha256').update(readFileSync(file)).digest('hex') === digest);
      expect(stored).toHaveLength(1);
    }
  });

  test('a resume over the limit is refused with 413', async ({ request }) => {
    const response = await submitCareer(request, pdfOfSize(RESUME_MAX_BYTES + 1024));
    expect(response.status()).toBe(413);
  });
});

test.describe('smoke: nginx in front of the API', () => {
  test.skip(!VIA_NGINX, 'only where nginx proxies the API (npm run test:nginx)');

  test('a body far over the resume limit is stopped by nginx before the API', async ({ request }) => {
    const response = await request.post(ADD_CAREER, {
      headers: { 'Content-Type': 'application/octet-stream' },
      data: Buffer.alloc(RESUME_MAX_BYTES + 2 * 1024 * 1024, 0x20),
    });
    expect(response.status()).toBe(413);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('POSTs to /api are rate limited per client address', async ({ baseURL }) => {
    // From 127.0.0.2, so this burst does not use up the limit of the other tests (127.0.0.1).
    const url = new URL('/api/ContactUs/GetCountryCodes', baseURL);
    const post = () =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            localAddress: '127.0.0.2',
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    // Without a CSRF token the API answers 403: what matters here is which requests reach it.
    const statuses = await Promise.all(Array.from({ length: 60 }, post));
    const limited = statuses.filter((s) => s === 429).length;
    expect(limited).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((s) => s === 403).length).toBeGreaterThanOrEqual(20);
    expect(limited + statuses.filter((s) => s === 403).length).toBe(60);
    // GETs are not limited.
    const gets = await Promise.all(Array.from({ length: 30 }, () => fetch(new URL('/api/health', baseURL))));
    expect(gets.every((r) => r.status === 200)).toBe(true);
  });
});
