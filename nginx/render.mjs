#!/usr/bin/env node
// Renders the nginx configuration of the web tier from nginx/*.template for one deployment:
//   node nginx/render.mjs --site frontend/build/client --out /tmp/conf --upstream 127.0.0.1:8080 ...
// Also computes the sha256 hashes of the inline <script>s of every prerendered HTML file (React
// Router's hydration scripts) into a per-file map, so the Content-Security-Policy needs no
// 'unsafe-inline' for scripts, and with --precompress writes .gz files beside the site's text files
// for gzip_static. Used by the web image (docker/web.Dockerfile), scripts/test-nginx.mjs and the bench.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(new URL(import.meta.url).pathname);

const OPTIONS = {
  site: { type: 'string', default: 'frontend/build/client', help: 'built site to hash (and precompress)' },
  root: { type: 'string', help: 'where nginx finds the site at run time (default: --site)' },
  out: { type: 'string', help: 'folder to write nginx.conf, site.conf and csp-script-src.map to' },
  'conf-dir': { type: 'string', help: 'where --out lives at run time (default: --out)' },
  upstream: { type: 'string', default: 'api:8080', help: 'host:port of the API, or a comma list (replicas)' },
  'resolver-conf': {
    type: 'string',
    help: 'file with a `resolver` directive (nginx/start.sh writes it): the --upstream host name is resolved again at run time',
  },
  listen: { type: 'string', default: '8080', help: 'nginx listen address, e.g. 8080 or 127.0.0.1:8088' },
  'listen-conf': {
    type: 'string',
    help: "file with the site server's listen and TLS directives, written at start (nginx/start.sh, TLS_MODE); replaces --listen",
  },
  'servers-conf': {
    type: 'string',
    help: 'file with further server blocks written at start (the HTTP port of the TLS modes: ACME challenges and the redirect)',
  },
  'resume-max-bytes': { type: 'string', default: '5242880', help: 'the API RESUME_MAX_BYTES' },
  'api-post-rate': { type: 'string', default: '5r/s', help: 'POSTs to /api per client address' },
  'api-post-burst': { type: 'string', default: '20', help: 'POSTs above the rate accepted at once' },
  'temp-dir': { type: 'string', default: '/tmp', help: 'writable folder for request bodies and buffers' },
  pid: { type: 'string', default: '/tmp/nginx.pid' },
  'access-log': { type: 'string', default: '/dev/stdout' },
  'error-log': { type: 'string', default: '/dev/stderr' },
  'mime-types': { type: 'string', default: '/etc/nginx/mime.types' },
  precompress: { type: 'boolean', default: false, help: 'write .gz files beside text files of --site' },
  'pages-from-api': {
    type: 'boolean',
    default: false,
    help: 'pages from the API (which serves those re-rendered after a publish), not from --root',
  },
  help: { type: 'boolean', default: false },
};

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|ics|txt|webmanifest|map)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield file;
  }
}

/** Hashes of the inline scripts a browser would execute (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const hash = `'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** One map line per HTML file: its URI as nginx sees it after try_files, and its script-src. */
export function cspMap(siteDir) {
  const lines = [];
  for (const file of [...walk(siteDir)].sort()) {
    if (!file.endsWith('.html')) continue;
    const uri = '/' + path.relative(siteDir, file).split(path.sep).join('/');
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    if (/["\s;]/.test(uri)) throw new Error(`Cannot map ${uri}: quote or space in the path`);
    lines.push(`"${uri}" "'self'${hashes.map((h) => ' ' + h).join('')}";`);
  }
  return lines.join('\n') + '\n';
}

export function precompress(siteDir) {
  let count = 0;
  for (const file of walk(siteDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue;
    const gz = gzipSync(data, { level: 9 });
    if (gz.length >= data.length) continue;
    writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

function fill(template, values) {
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}}`);
    return values[name];
  });
  return text;
}

/** `5r/s` -> 1, `2r/m` -> 30: how long one request's slot takes to free up, rounded up. */
export function retryAfterSeconds(rate) {
  const [, count, unit] = /^(\d+)r\/([sm])$/.exec(rate) ?? [];
  if (!count || Number(count) === 0) throw new Error('--api-post-rate must look like 5r/s');
  return Math.max(1, Math.ceil((unit === 'm' ? 60 : 1) / Number(count)));
}

export function render(opts) {
  const site = path.resolve(opts.site);
  if (!statSync(path.join(site, 'index.html'), { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`${site} holds no built site (index.html): run "npm run build" first`);
  }
  if (!opts.out) throw new Error('--out is required');
  const out = path.resolve(opts.out);
  const resumeMaxBytes = Number(opts['resume-max-bytes']);
  if (!Number.isInteger(resumeMaxBytes) || resumeMaxBytes < 1024) throw new Error('bad --resume-max-bytes');
  if (!/^\d+r\/[sm]$/.test(opts['api-post-rate'])) throw new Error('--api-post-rate must look like 5r/s');
  if (!/^\d+$/.test(opts['api-post-burst'])) throw new Error('--api-post-burst must be a whole number');
  const upstreams = opts.upstream.split(',').map((entry) => entry.trim());
  if (!upstreams.every((entry) => /^[\w.-]+:\d+$|^unix:\S+$/.test(entry))) {
    throw new Error('--upstream must be host:port, or a comma list of them (one per API replica)');
  }
  // Idle connections to the API are given up before the API closes them (Node's keepAliveTimeout is
  // 5 s): a request nginx sent on a connection the API was closing at that moment would be lost, and
  // nginx resends a POST to another replica only if it was never sent.
  const UPSTREAM_KEEPALIVE_TIMEOUT = 'keepalive_timeout 4s;';
  const resolverConf = opts['resolver-conf'];
  if (resolverConf !== undefined && (upstreams.length !== 1 || upstreams[0].startsWith('unix:'))) {
    throw new Error('--resolver-conf needs one host:port --upstream (a name resolved at run time)');
  }

  const apiProxyPass =
    resolverConf === undefined
      ? 'proxy_pass http://orbitwise_api;'
      : [
          `# ${upstreams[0]} as the resolver answers now (its answers are kept 1 s): every replica, with`,
          '    # the address it has now; the request goes to one of them, and to another if it fails.',
          `    include ${resolverConf};`,
          '    resolver_timeout 2s;',
          `    set $api_upstream ${upstreams[0]};`,
          '    proxy_pass http://$api_upstream;',
        ].join('\n');

  // The pages (site.conf.template): from the API, the same replicas; the API's own copies of nginx's
  // headers are hidden, and the script hashes it names go into the CSP only. Or the build's files.
  const sitePage = !opts['pages-from-api']
    ? '    try_files $uri $uri/index.html @missing;'
    : [
        "    # The API answers pages as nginx would; it names a page's inline scripts for the CSP.",
        `    ${apiProxyPass}`,
        '    proxy_http_version 1.1;',
        "    proxy_set_header Connection '';",
        '    proxy_set_header Host $host;',
        '    proxy_set_header X-Real-IP $remote_addr;',
        '    proxy_set_header X-Forwarded-For $remote_addr;',
        '    proxy_set_header X-Forwarded-Proto $scheme;',
        '    proxy_set_header X-Request-Id $orbitwise_request_id;',
        '    proxy_connect_timeout 1s;', // as /api's (site.conf.template)
        '    proxy_read_timeout 15s;',
        '    proxy_next_upstream error timeout http_502 http_503;',
        '    proxy_next_upstream_tries 3;',
        '    proxy_hide_header X-Orbitwise-Script-Src;',
        '    proxy_hide_header X-Powered-By;',
        // The API sends nginx's own security headers (for `npm start`); nginx adds them once, here.
        '    proxy_hide_header Content-Security-Policy;',
        '    proxy_hide_header X-Frame-Options;',
        '    proxy_hide_header Referrer-Policy;',
        '    proxy_hide_header Permissions-Policy;',
        '    proxy_hide_header Cross-Origin-Opener-Policy;',
        '    proxy_hide_header X-Content-Type-Options;',
        '    proxy_hide_header X-Robots-Tag;',
        '    proxy_hide_header Cache-Control;',
        '    proxy_hide_header X-Request-Id;',
        // The API compresses its pages (br or gzip, with Vary): nginx passes them on as they are,
        // without a second Vary for an answer it would not compress.
        '    gzip off;',
      ].join('\n');

  const values = {
    SITE_ROOT: opts.root ?? site,
    CONF_DIR: opts['conf-dir'] ?? out,
    // A fixed list: one `server` line per replica, in an upstream block (addresses resolved once, at start).
    // A name resolved at run time (compose's `api`: one address per replica, changing with --scale and
    // restarts): no upstream block; proxy_pass names it in a variable, so nginx asks the resolver again
    // (nginx 1.27.3+ could keep the block with `server ... resolve`; Debian's 1.22 cannot).
    API_UPSTREAM:
      resolverConf === undefined
        ? `upstream orbitwise_api {\n  ${upstreams
            .map((entry) => `server ${entry} max_fails=1 fail_timeout=5s;`)
            .join('\n  ')}\n  keepalive 16;\n  ${UPSTREAM_KEEPALIVE_TIMEOUT}\n}`
        : `# No upstream block: ${upstreams[0]} is resolved again at run time (location /api).`,
    API_PROXY_PASS: apiProxyPass,
    SITE_PAGE: sitePage,
    HOME_PAGE: opts['pages-from-api'] ? sitePage : '    try_files /index.html =404;',
    // The API's 404 for an unknown project becomes the SPA shell, as nginx's own does.
    PORTFOLIO_PAGE: opts['pages-from-api']
      ? [
          '    proxy_intercept_errors on;',
          '    error_page 404 /__spa-fallback.html;',
          '    error_page 502 503 504 = @built_portfolio;',
          sitePage,
        ].join('\n')
      : '    try_files $uri/index.html $uri @unknown_portfolio;',
    LISTEN_DIRECTIVES: opts['listen-conf']
      ? `  include ${opts['listen-conf']};`
      : `  listen ${opts.listen} default_server;`,
    EXTRA_SERVERS: opts['servers-conf'] ? `  include ${opts['servers-conf']};` : '',
    // Room for the form data and the multipart framing beside the largest resume.
    CLIENT_MAX_BODY_SIZE: `${Math.ceil(resumeMaxBytes / 1024) + 1024}k`,
    API_POST_RATE: opts['api-post-rate'],
    API_POST_BURST: opts['api-post-burst'],
    // Seconds until the leaky bucket frees a slot: the Retry-After of nginx's own 429.
    API_POST_RETRY_AFTER: String(retryAfterSeconds(opts['api-post-rate'])),
    TEMP_DIR: opts['temp-dir'],
    PID_FILE: opts.pid,
    ACCESS_LOG: opts['access-log'] === 'off' ? 'off' : `${opts['access-log']} json`,
    ERROR_LOG: opts['error-log'],
    MIME_TYPES: opts['mime-types'],
  };
  mkdirSync(out, { recursive: true });
  for (const name of ['nginx.conf', 'site.conf']) {
    const template = readFileSync(path.join(HERE, `${name}.template`), 'utf8');
    writeFileSync(path.join(out, name), fill(template, values));
  }
  writeFileSync(path.join(out, 'csp-script-src.map'), cspMap(site));
  const compressed = opts.precompress ? precompress(site) : 0;
  return { out, values, compressed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { values: opts } = parseArgs({
    options: Object.fromEntries(
      Object.entries(OPTIONS).map(([k, v]) => [k, { type: v.type, default: v.default }]),
    ),
  });
  if (opts.help) {
    console.log('Usage: node nginx/render.mjs --out DIR [options]\n');
    for (const [name, o] of Object.entries(OPTIONS)) {
      console.log(
        `  --${name.padEnd(18)} ${o.help ?? ''}${o.default !== undefined ? ` (${o.default})` : ''}`,
      );
    }
    process.exit(0);
  }
  try {
    const { out, compressed } = render(opts);
    console.log(`nginx config written to ${out}${opts.precompress ? ` (${compressed} files gzipped)` : ''}`);
  } catch (error) {
    console.error(`render: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
