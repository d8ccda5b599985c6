import { test, type Browser } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../tests/site/routes';

const OUT = process.env.SCREENS_DIR ?? path.join(process.cwd(), 'test-results', 'screens');
const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1366, height: 900 };
/** The spec's navigation indicator lasts a second; shots are taken after it. */
const SETTLE_MS = 1300;

/** Viewport shots at the top, a third, two thirds and the end of the page, as data URLs. */
async function scrollThrough(browser: Browser, url: string, viewport: typeof PHONE, isMobile: boolean) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const shots: string[] = [];
  for (const fraction of [0, 1 / 3, 2 / 3, 1]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * fraction));
    await page.waitForTimeout(400); // lazy images, deferred sections
    shots.push(`data:image/png;base64,${(await page.screenshot()).toString('base64')}`);
  }
  await context.close();
  return shots;
}

for (const route of ROUTES.filter((r) => !r.console)) {
  test(`contact sheet ${route.path}`, async ({ browser, baseURL }) => {
    const url = new URL(route.path, baseURL).toString();
    const phone = await scrollThrough(browser, url, PHONE, true);
    const laptop = await scrollThrough(browser, url, LAPTOP, false);
    const sheet = await browser.newPage({ viewport: { width: 4 * PHONE.width + 50, height: 800 } });
    const img = (src: string, width: number) =>
      `<img src="${src}" style="width:${width}px;border:1px solid #888;margin:4px">`;
    await sheet.setContent(
      `<body style="margin:4px;font:14px sans-serif;background:#ddd"><div>${route.path}</div>` +
        `<div>${phone.map((src) => img(src, PHONE.width)).join('')}</div>` +
        `<div>${laptop.map((src) => img(src, LAPTOP.width / 2 - 12)).join('')}</div></body>`,
    );
    mkdirSync(OUT, { recursive: true });
    const name = route.path === '/' ? 'root' : route.path.slice(1).replace(/\//g, '_');
    await sheet.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
    await sheet.close();
  });
}
