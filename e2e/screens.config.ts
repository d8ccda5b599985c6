import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * `npm run screens -w e2e` (with SCREENS_BASE_URL naming a running site, e.g. `npm start`): a contact
 * sheet per public route in SCREENS_DIR, for people to look at. Each sheet shows the page as a visitor
 * sees it in a normal window, scrolled through (top, a third, two thirds, the end), fixed widgets in
 * place: a 360×780 phone above, a 1366×900 laptop below. Not part of `npm test`: nothing is asserted.
 */
const systemChromium = '/usr/bin/chromium';
export default defineConfig({
  testDir: './screens',
  outputDir: './test-results-screens',
  timeout: 120_000,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: process.env.SCREENS_BASE_URL ?? 'http://127.0.0.1:8990',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--no-sandbox', '--disable-gpu'],
    },
  },
});
