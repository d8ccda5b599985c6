import { expect, test } from '../test';
import { ROUTES } from './routes';

const ORIGIN = /^https?:\/\/[^/]+/;

test.describe('prerendered HTML, before any JavaScript runs', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the viewport');

  for (const route of ROUTES.filter((page) => !page.console)) {
    test(`${route.path} carries title, description, canonical and heading`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status ?? 200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toMatch(ORIGIN);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="[^"]+"/);
      const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1?.trim().length).toBeGreaterThan(0);
      if (typeof route.heading === 'string') {
        expect(h1?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'")).toBe(route.heading);
      }
      expect(html.includes('BreadcrumbList')).toBe(!!route.breadcrumbLd);
    });
  }

  test('console pages are not prerendered: the app shell, noindex, no canonical', async ({ request }) => {
    for (const route of ROUTES.filter((page) => page.console)) {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).not.toMatch(/<link rel="canonical"/);
      expect(html).not.toMatch(/<h1/);
    }
  });
});
