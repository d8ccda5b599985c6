import { expect, test } from '../test';

test.describe('the one-port server', () => {
  test('serves the home page as prerendered HTML with its title and menu before any JavaScript', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]*Orbitwise Technologies[^<]*<\/title>/);
    expect(html).toContain('<nav aria-label="Main"');
    for (const label of ['Home', 'About Us', 'Services', 'Training', 'Careers', 'Contact']) {
      expect(html).toContain(`>${label}<`);
    }
  });

  test('the home page renders its menu in the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers/jobs');
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu.getByRole('link', { name: 'Cloud Services' })).toBeVisible();
  });

  test('answers an unknown path with status 404 and the not-found page', async ({ request, page }) => {
    const response = await request.get('/no-such-page-here');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Not found');
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  test('answers the country codes from the database through the same server', async ({ request }) => {
    // Like every POST, it needs the anti-forgery token the API hands out (cookie + header).
    const refused = await request.post('/api/ContactUs/GetCountryCodes');
    expect(refused.status()).toBe(403);
    const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
    const response = await request.post('/api/ContactUs/GetCountryCodes', {
      headers: { 'X-CSRF-Token': token },
    });
    expect(response.status()).toBe(200);
    const { countries } = (await response.json()) as {
      countries: { name: string; code: string; pattern: string }[];
    };
    expect(countries.length).toBeGreaterThanOrEqual(37);
    expect(countries).toContainEqual({ name: 'Singapore', code: '+65', pattern: '^[8-9]\\d{7}$' });
  });

  test('publishes an OpenAPI 3 document describing the country codes call', async ({ request }) => {
    const document = await (await request.get('/api/docs-json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/ContactUs/GetCountryCodes'].post.responses['200']).toBeDefined();
    const docsPage = await request.get('/api/docs');
    expect(docsPage.status()).toBe(200);
    expect(await docsPage.text()).toContain('swagger-ui');
  });
});
