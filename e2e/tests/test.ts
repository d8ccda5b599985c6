import { expect, test as base, type Locator } from '@playwright/test';

export { expect };

/**
 * Playwright's `test` whose `page.goto` also waits until the site's page is interactive. A prerendered
 * page paints before its scripts load (frontend/app/boot-after-first-paint.ts), so `load` no longer
 * means hydrated; root.tsx marks `<html data-hydrated>` once it is. Documents that are not the app
 * (the API's JSON, the OpenAPI page) and gotos with another `waitUntil` return as Playwright's do.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? 'load') === 'load') {
        await page.waitForFunction(
          () => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
        );
      }
      return response;
    };
    await use(page);
  },
});

/**
 * Waits until React has hydrated the link (its props are on the element): a link in a part that hydrates
 * when its own code arrives (the footer) may still be plain after `data-hydrated`, and a click on it is a
 * document navigation, with no client-side transition and no indicator.
 */
export async function whenHydrated(link: Locator) {
  await expect
    .poll(() => link.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true);
  return link;
}
