// `npm run lighthouse`: Lighthouse (default mobile preset: emulated phone, simulated slow 4G and 4x CPU
// slowdown) with Debian's Chromium on one route of each page template, served by nginx with the
// repository's configuration in front of the production API (scripts/nginx-stack.mjs), and/or by the
// one-port server of `npm start` (scripts/start.mjs). Lighthouse runs through npx at a pinned version
// (pure JavaScript, no browser download), so it adds nothing to the lockfile. Prints, per page,
// performance, accessibility, best practices and SEO with FCP, LCP, TBT and CLS, then the minimum of
// each score and the worst of each metric per server.
//
//   npm run lighthouse -- [--target nginx|start|both] [--runs N] [--pages /,/contactus] [--port N]
//
// --target  nginx (default), start, or both (interleaved page by page, so both see the same machine)
// --runs    runs per page and server; the run with the median performance score is reported (default 1)
// --pages   comma-separated paths instead of the templates below (also LIGHTHOUSE_PAGES)
// --port    port for `npm start` (default: a free one; nginx always gets a free one)
// --reports a folder to keep every run's Lighthouse JSON report in (default: none kept)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startStack, waitForHttp } from '../nginx-stack.mjs';
import { freePort } from '../ports.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One route of each page template. */
export const TEMPLATES = [
  ['home', '/'],
  ['about', '/aboutus/aboutorbitwise'],
  ['team', '/team/teams-profile'],
  ['milestones', '/about/milestones'],
  ['service page', '/software-development'],
  ['industries', '/industries'],
  ['technologies', '/technologies'],
  ['gallery', '/about/gallery'],
  ['personalized', '/personalized'],
  ['portfolio page', '/portfolio/elixir'],
  ['careers', '/careers/jobs'],
  ['contact', '/contactus'],
  ['event', '/events/microsoft/ai-skills-fest/register'],
  ['events list', '/events'],
  ['another event', '/events/hyderabad-dotnet-azure-meetup-2027'],
  ['sitemap', '/sitemap'],
  ['terms', '/terms-condition'],
  ['blog grid', '/bloggrid'],
  ['blog post', '/bloggrid/post/habits-of-developers-who-get-hired'],
  ['404', '/pagenotfound'],
];

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'nginx' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: process.env.LIGHTHOUSE_PAGES },
    port: { type: 'string' },
    reports: { type: 'string' },
  },
});
const targets = args.target === 'both' ? ['nginx', 'start'] : [args.target];
if (!targets.every((t) => t === 'nginx' || t === 'start')) {
  console.error('lighthouse: --target must be nginx, start or both');
  process.exit(1);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('lighthouse: --runs must be a whole number of at least 1');
  process.exit(1);
}
const pages = args.pages
  ? args.pages
      .split(',')
      .filter(Boolean)
      .map((page) => [TEMPLATES.find(([, p]) => p === page)?.[0] ?? '', page])
  : TEMPLATES;
if (!existsSync(CHROME)) {
  console.error(`lighthouse: no Chromium at ${CHROME} (set CHROME_PATH)`);
  process.exit(1);
}

/** `npm start` on its own ports and a throwaway database, in production mode as nginx's API runs. */
async function startOnePort() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbitwise-start-'));
  // The embedded PostgreSQL runs as another user when this runs as root.
  chmodSync(dir, 0o755);
  const port = args.port ? Number(args.port) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'SMTP_URL'].includes(k)),
      ),
      NODE_ENV: 'production',
      PORT: String(port),
      EMBEDDED_PG_DIR: path.join(dir, 'pg'),
      EMBEDDED_PG_PORT: String(await freePort()),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SITE_ORIGIN: baseUrl,
      CSRF_SECRET: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
      COOKIE_SECURE: 'false',
    },
  });
  await waitForHttp(`${baseUrl}/api/health`, { child, timeoutMs: 180_000 });
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const round = (score) => Math.round(score * 100);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One Lighthouse run; returns the scores and metrics, or { error }. */
function lighthouse(url, dir, n, expectedStatus) {
  const output = path.join(dir, `lighthouse-${n}.json`);
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      // The not-found page is measured as visitors get it: with its 404 status.
      ...(expectedStatus === 404 ? ['--ignore-status-code'] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 240_000 },
  );
  if (run.status !== 0 || !existsSync(output)) {
    return { error: (run.stderr || run.error?.message || 'failed').split('\n').slice(-3).join(' ') };
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (long tasks, script timings) to read later.
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^A-Za-z0-9]+/g, '_') || '_'}-${n}.json`;
    copyFileSync(output, path.join(process.env.LIGHTHOUSE_REPORTS, name));
  }
  const metric = (id) => report.audits[id].numericValue;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, round(report.categories[c].score)])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const cpu = os.cpus();
console.log(
  `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, ${CHROME}; ${new Date().toISOString().slice(0, 10)}, ` +
    `${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, load average ${os.loadavg()[0].toFixed(1)} at the start` +
    (runs > 1 ? `; median of ${runs} runs by performance (range in brackets)` : ''),
);
console.log(
  `${'server'.padEnd(6)} ${'template'.padEnd(14)} ${'page'.padEnd(42)} perf  a11y  best   seo     FCP     LCP      TBT     CLS`,
);

/** Prints one result row as soon as it is measured. */
function printRow(r) {
  const lead = `${r.target.padEnd(6)} ${r.template.padEnd(14)} ${r.page.padEnd(42)}`;
  if (r.error) {
    console.log(`${lead} ERROR ${r.error}`);
    return;
  }
  console.log(
    `${lead} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ` +
      `${String(r['best-practices']).padStart(4)}  ${String(r.seo).padStart(4)}  ${seconds(r.fcp).padStart(6)}  ` +
      `${seconds(r.lcp).padStart(6)}  ${`${Math.round(r.tbt)} ms`.padStart(7)}  ${r.cls.toFixed(3).padStart(6)}` +
      (r.range ? `  (perf ${r.range})` : ''),
  );
  if (r.failed.length) console.log(`${''.padEnd(64)} failed audits: ${r.failed.join(', ')}`);
}

const servers = {};
const results = []; // { target, template, page, range, ...run }
const work = mkdtempSync(path.join(os.tmpdir(), 'orbitwise-lighthouse-'));
let n = 0;
try {
  for (const target of targets) {
    servers[target] = target === 'nginx' ? await startStack({ accessLog: false }) : await startOnePort();
  }
  for (const [template, page] of pages) {
    for (const target of targets) {
      const attempts = [];
      const expectedStatus = template === '404' ? 404 : 200;
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is tried again, twice.
        let attempt;
        for (let tries = 0; tries < 3 && (!attempt || attempt.error); tries++)
          attempt = lighthouse(`${servers[target].baseUrl}${page}`, work, n++, expectedStatus);
        attempts.push(attempt);
      }
      const ok = attempts.filter((a) => !a.error).sort((a, b) => a.performance - b.performance);
      const chosen = ok.length ? ok[Math.floor((ok.length - 1) / 2)] : attempts[0];
      const range = ok.length > 1 ? `${ok[0].performance}-${ok[ok.length - 1].performance}` : '';
      const row = { target, template, page, range, ...chosen };
      results.push(row);
      printRow(row);
    }
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  if (args.reports) cpSync(work, args.reports, { recursive: true });
  rmSync(work, { recursive: true, force: true });
}

for (const target of targets) {
  const ok = results.filter((r) => r.target === target && !r.error);
  if (!ok.length) continue;
  const min = (key) => Math.min(...ok.map((r) => r[key]));
  const max = (key) => Math.max(...ok.map((r) => r[key]));
  console.log(
    `minimum ${target}: perf ${min('performance')}, a11y ${min('accessibility')}, best practices ` +
      `${min('best-practices')}, SEO ${min('seo')}; worst FCP ${seconds(max('fcp'))}, LCP ` +
      `${seconds(max('lcp'))}, TBT ${Math.round(max('tbt'))} ms, CLS ${max('cls').toFixed(3)} (${ok.length} pages)`,
  );
}
process.exit(results.some((r) => r.error) ? 1 : 0);
