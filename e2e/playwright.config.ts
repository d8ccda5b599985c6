import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs against BASE_URL when it is set (an already running deployment, e.g. through nginx);
 * otherwise starts `npm start` itself on a throwaway embedded PostgreSQL.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54381);
// A fresh folder per run (workers inherit the id from the main process through the environment).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
export const E2E_STATE_DIR = path.join(tmpdir(), `orbitwise-e2e-${process.env.E2E_RUN_ID}`);

const external = process.env.BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
if (!external) {
  // Tests that look into the database read this; a deployment under test must set it itself.
  process.env.E2E_DATABASE_URL ??= `postgres://postgres:postgres@127.0.0.1:${pgPort}/orbitwise`;
  process.env.E2E_UPLOAD_DIR ??= path.join(E2E_STATE_DIR, 'uploads');
}

// Debian's Chromium where it is installed (CI, this machine); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium';
const launchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './global-teardown.ts',
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      // Only the page suites run twice; API and form suites run at desktop width.
      testMatch: /tests\/site\/.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'npm start',
        cwd: '..',
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          EMBEDDED_PG_PORT: String(pgPort),
          EMBEDDED_PG_DIR: path.join(E2E_STATE_DIR, 'pg'),
          UPLOADS_DIR: process.env.E2E_UPLOAD_DIR ?? '',
          NODE_ENV: 'test',
          // Real captchas, solved in the browser, but cheap: the suites submit many forms.
          ALTCHA_COUNTER_MAX: '200',
          // Every test submits from 127.0.0.1; the 429 answer itself is tested with a routed reply.
          RATE_LIMIT_MAX: '10000',
        },
      },
});
