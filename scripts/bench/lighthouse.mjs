// `npm run lighthouse`: Lighthouse (default mobile preset: emulated phone, simulated slow 4G and
// 4x CPU slowdown) with Debian's Chromium on Home, a service page, Careers and the event page, served
// by nginx with the repository's configuration in front of the production API (scripts/nginx-stack.mjs).
// Lighthouse runs through npx at a pinned version (pure JavaScript, no browser download), so it adds
// nothing to the lockfile. Prints performance, accessibility, best practices and SEO per page.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../nginx-stack.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ??
  '/,/software-development,/careers/jobs,/events/microsoft/ai-skills-fest/register'
)
  .split(',')
  .filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!existsSync(CHROME)) {
  console.error(`lighthouse: no Chromium at ${CHROME} (set CHROME_PATH)`);
  process.exit(1);
}

const stack = await startStack({ accessLog: false });
const rows = [];
try {
  for (const page of PAGES) {
    const output = path.join(stack.dir, `lighthouse-${rows.length}.json`);
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${stack.baseUrl}${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 180_000 },
    );
    if (run.status !== 0 || !existsSync(output)) {
      rows.push({
        page,
        error: (run.stderr || run.error?.message || 'failed').split('\n').slice(-3).join(' '),
      });
      continue;
    }
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)]),
    );
    const failed = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push({ page, ...scores, lcp: report.audits['largest-contentful-paint'].displayValue, failed });
  }
} finally {
  await stack.stop();
}

console.log(
  `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, ${CHROME}; ${new Date().toISOString().slice(0, 10)}, ` +
    `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}`,
);
console.log(`${'page'.padEnd(44)} perf  a11y  best   seo   LCP`);
for (const r of rows) {
  if (r.error) {
    console.log(`${r.page.padEnd(44)} ERROR ${r.error}`);
    continue;
  }
  console.log(
    `${r.page.padEnd(44)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ` +
      `${String(r['best-practices']).padStart(4)}  ${String(r.seo).padStart(4)}   ${r.lcp}`,
  );
  if (r.failed.length) console.log(`${''.padEnd(44)} failed audits: ${r.failed.join(', ')}`);
}
process.exit(rows.some((r) => r.error) ? 1 : 0);
