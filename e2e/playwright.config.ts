import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs against BASE_URL when it is set (an already running deployment, e.g. through nginx);
 * otherwise starts `npm start` itself on a throwaway embedded PostgreSQL, with a real SMTP server
 * beside it (mail-sink.mjs) that receives its e-mails.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54381);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2581);
const mailSinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 8182);
/** The environment's default recipients of the e-mails (the console can set others). */
export const E2E_NOTIFY = {
  from: 'Orbitwise E2E <no-reply@orbitwise.test>',
  leads: 'sales-team@orbitwise.test',
  applications: 'hr-team@orbitwise.test',
} as const;
// A fresh folder per run (workers inherit the id from the main process through the environment).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
export const E2E_STATE_DIR = path.join(tmpdir(), `orbitwise-e2e-${process.env.E2E_RUN_ID}`);

const external = process.env.BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
if (!external) {
  // Tests that look into the database read this; a deployment under test must set it itself.
  process.env.E2E_DATABASE_URL ??= `postgres://postgres:postgres@127.0.0.1:${pgPort}/orbitwise`;
  process.env.E2E_UPLOAD_DIR ??= path.join(E2E_STATE_DIR, 'uploads');
  // Tests that read the e-mails ask the mail sink (a deployment under test has its own SMTP).
  process.env.E2E_MAIL_SINK_URL ??= `http://127.0.0.1:${mailSinkPort}`;
}

// Debian's Chromium where it is installed (CI, this machine); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium';
const launchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: './tests',
  // In CI the browsers share two cores with the API tests and the image builds (npm test's parallel
  // lanes): the same steps take about twice as long there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./reporters/page-at-failure.ts']],
  globalTeardown: './global-teardown.ts',
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      // The setup link works only while no operator exists: before every suite that creates one.
      name: 'first-operator',
      testMatch: /first-operator\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'desktop',
      testIgnore: /(event-capacity|first-operator)\.spec\.ts$/,
      dependencies: ['first-operator'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      // Only the page suites run twice; API and form suites run at desktop width.
      testMatch: /tests\/site\/.*\.spec\.ts$/,
      dependencies: ['first-operator'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Fills the one current event to its capacity: after every other test, so that none meets it full.
      name: 'event-capacity',
      testMatch: /event-capacity\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: 'node mail-sink.mjs',
          url: `http://127.0.0.1:${mailSinkPort}/health`,
          timeout: 20_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(mailSinkPort) },
        },
        {
          command: 'npm start',
          cwd: '..',
          url: `${baseURL}/api/health`,
          timeout: 180_000,
          reuseExistingServer: false,
          // Stopped as an operator stops it, so it stops its embedded PostgreSQL (a SIGKILL of the
          // group leaves that server running: it is in a process group of its own).
          gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            EMBEDDED_PG_PORT: String(pgPort),
            EMBEDDED_PG_DIR: path.join(E2E_STATE_DIR, 'pg'),
            UPLOADS_DIR: process.env.E2E_UPLOAD_DIR ?? '',
            NODE_ENV: 'test',
            // The e-mails' links to the console name the server under test.
            SITE_ORIGIN: baseURL,
            // Real captchas, solved in the browser, but cheap: the suites submit many forms.
            ALTCHA_COUNTER_MAX: '200',
            // Every test submits from 127.0.0.1; the 429 answer itself is tested with a routed reply.
            RATE_LIMIT_MAX: '10000',
            // Notifications go to the mail sink, retried after a second (not a minute).
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            MAIL_FROM: E2E_NOTIFY.from,
            NOTIFY_LEADS_TO: E2E_NOTIFY.leads,
            NOTIFY_APPLICATIONS_TO: E2E_NOTIFY.applications,
            NOTIFY_RETRY_DELAY_SECONDS: '1',
            SMTP_TIMEOUT_SECONDS: '5',
            // The suites' webhook receivers listen on loopback.
            WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
          },
        },
      ],
});
