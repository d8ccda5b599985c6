// Measures the JavaScript each prerendered page loads before it is interactive: the module scripts and
// modulepreload links in its HTML and every import of its inline module (boot) scripts, plus everything
// those modules import statically (a module's dynamic import() is lazy and not counted). Used by
// `npm run report:bundle` and reusable by the benchmark.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

/**
 * Per-route budget for JavaScript before interactivity, in gzip bytes. The floor under it is what the
 * SPA shell (/__spa-fallback.html) loads: React, React Router, the route manifest and the root route,
 * about 108 KB, which every page needs to hydrate at all (the stack stays). That leaves 12 KB for the
 * layout and a page's own code before it is interactive; what is below the fold loads after
 * (app/components/deferred.tsx).
 */
export const BUDGET_GZIP_BYTES = 120 * 1024;
/**
 * What the console alone loads, never a public page: each found in a route's JavaScript by a string
 * only its code holds. The route list (config/route-list.ts) names the route modules; uPlot (the
 * dashboard's charts) names its root element's class.
 */
export const CONSOLE_ONLY = [
  { name: 'the route list', pattern: /["']routes\/service-page\.tsx["']/ },
  { name: 'the chart library (uPlot)', pattern: /["']uplot["']/ },
];

/** The page whose JavaScript is the floor: the SPA shell, which renders no page of its own. */
export const FLOOR_HTML = '__spa-fallback.html';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every .html file under dir, as paths relative to it (POSIX separators), sorted. */
export function findHtmlFiles(dir) {
  const out = [];
  const walk = (current) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** 'index.html' -> '/', 'team/teams-profile/index.html' -> '/team/teams-profile', 'x.html' -> '/x.html'. */
export function routeOf(htmlFile) {
  if (htmlFile === 'index.html') return '/';
  if (htmlFile.endsWith('/index.html')) return `/${htmlFile.slice(0, -'/index.html'.length)}`;
  return `/${htmlFile}`;
}

const attr = (tag, name) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/** Static import specifiers of an ES module's source (dynamic imports and import.meta excluded). */
export function staticImports(source) {
  const [imports] = parse(source);
  return imports.filter((entry) => entry.d === -1 && entry.n).map((entry) => entry.n);
}

/** Every import of an inline boot script with a literal specifier, static or dynamic: it loads the page. */
function bootImports(source) {
  const [imports] = parse(source);
  return imports.filter((entry) => entry.n && entry.d !== -2).map((entry) => entry.n);
}

/**
 * The JS entry points of one HTML document, as URL paths: external module scripts, modulepreload links and
 * the imports of inline module scripts.
 */
export function htmlEntries(html) {
  const urls = [];
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(match[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(match[0], 'href');
    if (rel.includes('modulepreload') && href) urls.push(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if ((attr(match[0].slice(0, match[1].length + 8), 'type') ?? '').toLowerCase() !== 'module') continue;
    const src = attr(`<script${match[1]}>`, 'src');
    if (src) urls.push(src);
    else urls.push(...bootImports(match[2]));
  }
  return urls;
}

/** Maps a URL path from the HTML (absolute or relative to the page) to a file inside clientDir, or null. */
function toFile(clientDir, pageUrl, specifier) {
  if (/^(?:[a-z]+:)?\/\//i.test(specifier) || specifier.startsWith('data:')) return null;
  const path = specifier.split(/[?#]/)[0];
  const resolved = path.startsWith('/') ? path : posix.join(posix.dirname(pageUrl), path);
  return join(clientDir, ...posix.normalize(resolved).split('/').filter(Boolean));
}

/** Measures one route. `cache` shares file reads between routes. */
function measureHtml(clientDir, htmlFile, cache) {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const pageUrl = `/${htmlFile}`;
  const seen = new Set();
  const queue = htmlEntries(html)
    .map((url) => toFile(clientDir, pageUrl, url))
    .filter(Boolean);
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!cache.has(file)) {
      const buffer = readFileSync(file);
      const source = buffer.toString('utf8');
      cache.set(file, {
        raw: buffer.length,
        gzip: gzipSize(buffer),
        imports: staticImports(source),
        consoleOnly: CONSOLE_ONLY.filter(({ pattern }) => pattern.test(source)).map(({ name }) => name),
      });
    }
    for (const specifier of cache.get(file).imports) {
      const fileUrl = `/${relative(clientDir, file).split(sep).join('/')}`;
      const next = toFile(clientDir, fileUrl, specifier);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  const files = [...seen].map((file) => relative(clientDir, file).split(sep).join('/')).sort();
  const raw = [...seen].reduce((sum, file) => sum + cache.get(file).raw, 0);
  const gzip = [...seen].reduce((sum, file) => sum + cache.get(file).gzip, 0);
  const consoleOnly = [...new Set([...seen].flatMap((file) => cache.get(file).consoleOnly))];
  return { route: routeOf(htmlFile), html: htmlFile, files, count: files.length, raw, gzip, consoleOnly };
}

/**
 * Measures every prerendered page under clientDir (e.g. frontend/build/client).
 * Returns { routes: [{ route, html, files, count, raw, gzip, consoleOnly }], total: { count, raw, gzip },
 * budget, over, leaks, floor }, where total counts each distinct file once, leaks are the routes whose
 * JavaScript carries a CONSOLE_ONLY part (named in their consoleOnly) and floor is the SPA shell's gzip
 * bytes (if built).
 */
export async function measureRoutes(clientDir, { budget = BUDGET_GZIP_BYTES } = {}) {
  await init;
  const cache = new Map();
  const routes = findHtmlFiles(clientDir)
    .map((file) => measureHtml(clientDir, file, cache))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const unique = new Set(routes.flatMap((r) => r.files.map((f) => join(clientDir, f))));
  const total = {
    count: unique.size,
    raw: [...unique].reduce((sum, f) => sum + cache.get(f).raw, 0),
    gzip: [...unique].reduce((sum, f) => sum + cache.get(f).gzip, 0),
  };
  const over = routes.filter((r) => r.gzip > budget);
  const leaks = routes.filter((r) => r.consoleOnly.length > 0);
  const floor = routes.find((r) => r.html === FLOOR_HTML)?.gzip;
  return { routes, total, budget, over, leaks, floor };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table of the measurement, with a total line and a PASS or FAIL line. */
export function formatReport({ routes, total, budget, over, leaks = [], floor }) {
  const rows = [
    ['Route', 'JS files', 'Raw', 'Gzip'],
    ...routes.map((r) => [r.route, String(r.count), kb(r.raw), kb(r.gzip)]),
  ];
  rows.push([`Total (${total.count} distinct files)`, String(total.count), kb(total.raw), kb(total.gzip)]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const fmt = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const lines = [fmt(rows[0]), rule, ...rows.slice(1, -1).map(fmt), rule, fmt(rows[rows.length - 1]), ''];
  if (floor !== undefined) {
    const worst = routes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    lines.push(
      `Floor: ${kb(floor)} (/${FLOOR_HTML}: React, React Router, the route manifest, root); ` +
        `largest: ${worst.route} at ${kb(worst.gzip)}, ${kb(worst.gzip - floor)} above the floor`,
    );
  }
  if (over.length) {
    const worst = [...over].sort((a, b) => b.gzip - a.gzip);
    const listed = worst.slice(0, 8).map((r) => `${r.route} (${kb(r.gzip)})`);
    if (worst.length > 8) listed.push(`and ${worst.length - 8} more`);
    lines.push(`FAIL: ${over.length} route(s) over the ${kb(budget)} gzip budget: ${listed.join(', ')}`);
  } else lines.push(`PASS: all ${routes.length} routes within the ${kb(budget)} gzip budget`);
  for (const leak of leaks.slice(0, 8)) {
    lines.push(`FAIL: ${leak.route} loads what only the console may: ${leak.consoleOnly.join(', ')}`);
  }
  if (leaks.length > 8) lines.push(`FAIL: and ${leaks.length - 8} more routes load console-only code`);
  return lines.join('\n');
}

export const defaultClientDir = () =>
  join(dirname(new URL(import.meta.url).pathname), '..', 'build', 'client');
