import { expect, test } from '../test';
import { internalLinks, sitePages, VIA_NGINX } from './helpers';

// Smoke suite: passes against `npm start` (one port) and against nginx in front of the API; the
// header and cache checks only run where nginx serves (SMOKE_TARGET=nginx, set by test:nginx).

test.describe('smoke: pages', () => {
  test('every page linked from the home page is prerendered HTML with status 200', async ({ request }) => {
    const pages = await sitePages(request);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, page).toMatch(/<title>[^<]+<\/title>/);
      expect(html, page).toContain('<nav aria-label="Main"');
    }
  });

  test('an unknown path is the not-found page with status 404', async ({ request, page }) => {
    for (const path of ['/no-such-page', '/careers/no-such-job', '/404']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('Not found');
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  test('/pagenotfound, where the app sends an unknown project id, is the not-found page with 404', async ({
    request,
    page,
  }) => {
    const response = await request.get('/pagenotfound', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(await response.text()).toContain('We can&#x27;t find the page');
    for (const file of ['/pagenotfound/index.html', '/404/index.html'])
      expect((await request.get(file, { maxRedirects: 0 })).status(), file).toBe(404);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    expect((await page.goto('/pagenotfound'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(errors).toEqual([]);
  });

  test('a missing asset or file is a plain 404, never an HTML page', async ({ request }) => {
    for (const path of ['/assets/no-such-chunk-abc123.js', '/assets/missing.css', '/no-such-file.png']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'] ?? '', path).not.toMatch(/html/);
    }
  });

  test('/admin paths fall back to the SPA shell, never indexed', async ({ request }) => {
    for (const path of ['/admin', '/admin/inbox/42']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(await response.text(), path).toContain('window.__reactRouterContext');
    }
  });

  test('an unknown project id is the SPA shell with status 404; a known one is its page', async ({
    request,
    page,
  }) => {
    const unknown = await request.get('/portfolio/not-a-project');
    expect(unknown.status()).toBe(404);
    const html = await unknown.text();
    expect(html).toContain('window.__reactRouterContext');
    expect(html).not.toContain('<h1');
    expect((await request.get('/portfolio/elixir')).status()).toBe(200);
    await page.goto('/portfolio/not-a-project');
    await expect(page).toHaveURL(/\/pagenotfound$/);
  });

  test('the built assets a page references are served', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
    }
  });
});

test.describe('smoke: nginx headers and caching', () => {
  test.skip(!VIA_NGINX, 'only where nginx serves the site (npm run test:nginx)');

  const SECURITY_HEADERS = {
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'x-frame-options': /^DENY$/,
    'permissions-policy': /camera=\(\)/,
    'content-security-policy': /frame-ancestors 'none'/,
  };

  test('security headers on pages, assets, 404s and API answers; no server version', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(html)!;
    for (const path of [
      '/',
      '/careers/jobs',
      '/admin',
      '/admin/inbox',
      '/no-such-page',
      '/assets/missing.js',
      asset[1] ?? asset[2]!,
      '/api/health',
      '/api/docs',
      '/api/admin/session',
      '/api/no-such-thing',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
        expect(headers[name], `${name} on ${path}`).toMatch(pattern);
        // Once: nginx's own, never beside a copy the API sent (pages and /api come from the API).
        const copies = response.headersArray().filter((header) => header.name.toLowerCase() === name);
        expect(copies, `${name} on ${path}`).toHaveLength(1);
      }
      expect(headers['server'] ?? '', path).not.toMatch(/\d/);
    }
  });

  test('scripts are allowed by hash only: no unsafe-inline or unsafe-eval for scripts', async ({
    request,
  }) => {
    const csp = (await request.get('/')).headers()['content-security-policy']!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
  });

  test('hashed assets are immutable, HTML revalidates, text is gzipped', async ({ request }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(home.headers()['content-encoding']).toBe('gzip');
    expect(home.headers()['etag']).toBeTruthy();
    const assets = [...(await home.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)];
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0]![1]!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['vary']).toMatch(/Accept-Encoding/);
    const missing = await request.get('/no-such-page');
    expect(missing.headers()['cache-control']).toBe('no-cache');
  });

  test('every sitemap page comes compressed once, by the API: brotli or gzip as accepted, one Vary', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const path of paths) {
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      const text = await plain.text();
      for (const [accepted, coding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
        const varies = response.headersArray().filter((header) => header.name.toLowerCase() === 'vary');
        const seen = `${response.status()} ${response.headers()['content-encoding']} vary=${varies.map((header) => header.value).join(' + ')}`;
        if (seen !== `200 ${coding} vary=Accept-Encoding`) problems.push(`${path} (${accepted}): ${seen}`);
        // Playwright decodes the body: the same page whatever the coding.
        else if ((await response.text()) !== text) problems.push(`${path} (${accepted}): another page`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a trailing slash redirects to the canonical path', async ({ request }) => {
    const pages = internalLinks(await (await request.get('/')).text()).filter((p) => p !== '/');
    const response = await request.get(`${pages[0]}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(pages[0]);
  });
});
