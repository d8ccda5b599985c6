import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_GZIP_BYTES, formatReport, measureRoutes, routeOf } from './bundle-size.mjs';

const FILES = {
  'assets/entry-a1.js': 'import{r as e}from"./react-b2.js";import"./shared-c3.js";e("entry");',
  'assets/react-b2.js': `export const r=(x)=>console.log(x);${'/* react */ '.repeat(200)}`,
  'assets/shared-c3.js': 'export*from"./util-d4.js";const lazy=()=>import("./lazy-e5.js");export{lazy};',
  'assets/util-d4.js': `export const u=1;${'let a=Math.random();'.repeat(50)}`,
  'assets/lazy-e5.js': `export default 1;${'x'.repeat(5000)}`,
  'assets/route-about-f6.js': 'import"./util-d4.js";export default 2;',
  'assets/big-g7.js': Array.from({ length: 40000 }, (_, i) => `v${i}=${(i * 7919) % 10007};`).join(''),
  'index.html':
    // The boot script of app/boot-after-first-paint.ts: its imports start after the first paint.
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/x.css"/></head><body>' +
    '<script type="module" async="">await new Promise((go) => requestAnimationFrame(go));' +
    'await import("/assets/entry-a1.js");</script></body></html>',
  'about/index.html':
    '<html><head><link rel="modulepreload" href="/assets/route-about-f6.js"></head>' +
    '<body><script type="module" src="/assets/entry-a1.js"></script><script>var notModule=1</script></body></html>',
  'heavy/index.html': '<html><body><script type="module" src="/assets/big-g7.js"></script></body></html>',
};

let dir;
const gz = (name) => gzipSync(Buffer.from(FILES[name]), { level: 9 }).length;
const raw = (name) => Buffer.byteLength(FILES[name]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'orbitwise-bundle-'));
  for (const [name, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundle size', () => {
  it('maps HTML files to routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('team/teams-profile/index.html')).toBe('/team/teams-profile');
    expect(routeOf('__spa-fallback.html')).toBe('/__spa-fallback.html');
  });

  it("follows entries and static imports transitively, skipping the modules' dynamic imports", async () => {
    const { routes } = await measureRoutes(dir);
    const home = routes.find((r) => r.route === '/');
    const homeFiles = [
      'assets/entry-a1.js',
      'assets/react-b2.js',
      'assets/shared-c3.js',
      'assets/util-d4.js',
    ];
    expect(home.files).toEqual(homeFiles);
    expect(home.count).toBe(4);
    expect(home.raw).toBe(homeFiles.reduce((s, f) => s + raw(f), 0));
    expect(home.gzip).toBe(homeFiles.reduce((s, f) => s + gz(f), 0));

    const about = routes.find((r) => r.route === '/about');
    expect(about.files).toEqual([...homeFiles, 'assets/route-about-f6.js'].sort());
  });

  it('reports a known gzip size for a fixture file', async () => {
    const { routes } = await measureRoutes(dir);
    // gzip level 9 of the fixture, computed independently with zlib.
    expect(routes.find((r) => r.route === '/heavy').gzip).toBe(gz('assets/big-g7.js'));
    expect(gz('assets/react-b2.js')).toBeLessThan(raw('assets/react-b2.js') / 10);
  });

  it('fails routes over the budget and totals distinct files once', async () => {
    const heavyGzip = gz('assets/big-g7.js');
    const result = await measureRoutes(dir, { budget: heavyGzip - 1 });
    expect(result.over.map((r) => r.route)).toEqual(['/heavy']);
    expect(result.total.count).toBe(6);
    const report = formatReport(result);
    expect(report).toMatch(/^FAIL: 1 route\(s\) over the .* gzip budget: \/heavy/m);
    expect(report).toMatch(/^Total \(6 distinct files\)/m);

    const ok = formatReport(await measureRoutes(dir, { budget: heavyGzip }));
    expect(ok).toMatch(/^PASS: all 3 routes/m);
  });

  it('has a 120 KB budget', () => {
    expect(BUDGET_GZIP_BYTES).toBe(120 * 1024);
  });

  it('reports the SPA shell as the floor', async () => {
    writeFileSync(
      join(dir, '__spa-fallback.html'),
      '<html><body><script type="module" src="/assets/react-b2.js"></script></body></html>',
    );
    try {
      const result = await measureRoutes(dir);
      expect(result.floor).toBe(gz('assets/react-b2.js'));
      expect(formatReport(result)).toMatch(/^Floor: .* largest: \/heavy at /m);
    } finally {
      rmSync(join(dir, '__spa-fallback.html'));
    }
  });

  it('fails a page whose JavaScript carries what only the console loads (the route list, the charts)', async () => {
    const leak = {
      'assets/charts-h8.js': 'export const root="uplot";',
      'assets/route-list-i9.js': 'export const r=[{id:"x",module:"routes/service-page.tsx"}];',
      // The console's screen imports the charts on demand: a dynamic import loads nothing up front.
      'assets/console-j1.js': 'const charts=()=>import("./charts-h8.js");export{charts};',
      'leaky/index.html':
        '<html><head><link rel="modulepreload" href="/assets/route-list-i9.js"></head>' +
        '<body><script type="module" src="/assets/charts-h8.js"></script></body></html>',
      'lazy/index.html':
        '<html><body><script type="module" src="/assets/console-j1.js"></script></body></html>',
    };
    for (const [name, body] of Object.entries(leak)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), body);
    }
    try {
      const result = await measureRoutes(dir, { budget: 1024 * 1024 });
      expect(result.leaks.map((r) => r.route)).toEqual(['/leaky']);
      expect(result.leaks[0].consoleOnly).toEqual(['the route list', 'the chart library (uPlot)']);
      expect(result.routes.find((r) => r.route === '/lazy').consoleOnly).toEqual([]);
      expect(formatReport(result)).toMatch(
        /^FAIL: \/leaky loads what only the console may: the route list, the chart library \(uPlot\)$/m,
      );
      const script = new URL('./report-bundle.mjs', import.meta.url).pathname;
      const run = spawnSync(process.execPath, [script, dir, '--budget-kb', '1024'], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^PASS: all 5 routes within/m);
      expect(run.stdout).toMatch(/^FAIL: \/leaky loads what only the console may/m);
    } finally {
      for (const name of Object.keys(leak)) rmSync(join(dir, name), { force: true });
    }
  });

  it('report-bundle exits 1 over the budget and 0 within it (the gate npm test runs)', () => {
    const script = new URL('./report-bundle.mjs', import.meta.url).pathname;
    const run = (...args) => spawnSync(process.execPath, [script, dir, ...args], { encoding: 'utf8' });
    const heavyKb = gz('assets/big-g7.js') / 1024;
    const over = run('--budget-kb', String(heavyKb - 0.01));
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/^FAIL: 1 route\(s\) over .*\/heavy/m);
    const within = run('--budget-kb', String(heavyKb));
    expect(within.status).toBe(0);
    expect(within.stdout).toMatch(/^PASS: all 3 routes/m);
    expect(spawnSync(process.execPath, [script, join(dir, 'missing')]).status).toBe(1);
  });
});
