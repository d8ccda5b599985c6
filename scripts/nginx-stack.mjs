// Starts the production topology on this machine, for tests and benchmarks: the built API
// (backend/dist/main.js, NODE_ENV=production) on a throwaway embedded PostgreSQL, and Debian's nginx
// with the repository's own configuration (nginx/render.mjs) in front of it. Everything lives in one
// temporary folder that stop() removes.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '../nginx/render.mjs';
import { freePort } from './ports.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SITE_BUILD = path.join(ROOT, 'frontend/build/client');

export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls url until it answers 200, the child exits, or the time is up. */
export async function waitForHttp(url, { child, timeoutMs = 120_000, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  const tail =
    logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(
    `${url} did not come up${child?.exitCode != null ? ` (exited ${child.exitCode})` : ''}\n${tail}`,
  );
}

function stopChild(child, signal, timeoutMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * @param {object} options
 * @param {Record<string,string>} [options.apiEnv] extra API environment (e.g. RATE_LIMIT_MAX)
 * @param {object} [options.render] extra nginx/render.mjs options (e.g. 'api-post-rate')
 * @param {boolean} [options.accessLog] keep nginx's access log (off for benchmarks)
 * @param {boolean} [options.pagesFromApi] pages through the API, which serves those re-rendered after a
 *   publish (render.mjs --pages-from-api; default true), or nginx's copy of the build's files
 * @param {number} [options.replicas] API processes behind nginx, on one database (default 1). With
 *   more than one, PostgreSQL is started by the stack itself (not by an API), so that any replica
 *   can be stopped and started again: see `replicas[i].restart()` and `.kill()`.
 */
export async function startStack({
  apiEnv = {},
  render: renderOptions = {},
  accessLog = true,
  replicas = 1,
  pagesFromApi = true,
} = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  if (
    !existsSync(path.join(ROOT, 'backend/dist/main.js')) ||
    !existsSync(path.join(SITE_BUILD, 'index.html'))
  ) {
    throw new Error('The API or the site is not built: run "npm run build" first');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'orbitwise-stack-'));
  // nginx workers (nobody) and PostgreSQL (postgres) run as other users when this runs as root.
  chmodSync(dir, 0o755);
  const site = path.join(dir, 'site');
  cpSync(SITE_BUILD, site, { recursive: true });
  // The API renders pages with the server build kept beside the site (a link: it resolves its
  // packages from the repository's node_modules).
  if (pagesFromApi) symlinkSync(path.join(SITE_BUILD, '..', 'render'), path.join(dir, 'render'));
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads);
  const apiPorts = [];
  for (let i = 0; i < replicas; i++) apiPorts.push(await freePort());
  const [pgPort, webPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/orbitwise`;

  /** @type {{ stop(): Promise<void> } | undefined} */
  let cluster;
  if (replicas > 1) {
    const { startEmbeddedPostgres } = await import(
      path.join(ROOT, 'backend/dist/platform/database/embedded-postgres.js')
    );
    cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort);
  }
  const apiLog = path.join(dir, 'api.log');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    EMBEDDED_PG_DIR: path.join(dir, 'pg'),
    EMBEDDED_PG_PORT: String(pgPort),
    SITE_DIR: pagesFromApi ? site : 'none',
    SITE_ORIGIN: baseUrl,
    UPLOADS_DIR: uploads,
    CSRF_SECRET: randomBytes(32).toString('hex'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEYS: `stack:${randomBytes(32).toString('base64')}`,
    COOKIE_SECURE: 'false', // plain http on the loopback
    TRUST_PROXY: 'loopback',
    ...apiEnv,
  };
  delete env.DATABASE_URL;
  if (cluster) env.DATABASE_URL = databaseUrl;
  // E-mail goes only where the caller says (the soak's own SMTP sink), never to an SMTP server named
  // in the shell's environment.
  if (!('SMTP_URL' in apiEnv)) delete env.SMTP_URL;
  const logFd = openSync(apiLog, 'a');
  const startApi = (port) =>
    spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', logFd, logFd],
    });
  const apis = apiPorts.map((port) => ({ port, child: startApi(port) }));
  const api = apis[0].child;
  const apiPort = apiPorts[0];

  let web;
  const stop = async () => {
    await stopChild(web, 'SIGQUIT', 10_000);
    await Promise.all(apis.map(({ child }) => stopChild(child, 'SIGTERM', 30_000)));
    await cluster?.stop();
    if (!process.env.KEEP_STACK) rmSync(dir, { recursive: true, force: true });
  };
  const replicaControls = apis.map((replica) => ({
    port: replica.port,
    url: `http://127.0.0.1:${replica.port}`,
    get pid() {
      return replica.child.pid;
    },
    /** SIGTERM (graceful: requests in flight finish), then the same replica again on its port. */
    async restart() {
      await stopChild(replica.child, 'SIGTERM', 30_000);
      replica.child = startApi(replica.port);
      await waitForHttp(`http://127.0.0.1:${replica.port}/api/health`, {
        child: replica.child,
        logFile: apiLog,
      });
    },
    /** SIGKILL: whatever it was doing is lost. */
    async kill() {
      await stopChild(replica.child, 'SIGKILL', 5_000);
    },
    async start() {
      replica.child = startApi(replica.port);
      await waitForHttp(`http://127.0.0.1:${replica.port}/api/health`, {
        child: replica.child,
        logFile: apiLog,
      });
    },
  }));
  try {
    // The first runs the migrations (and, alone, starts the embedded PostgreSQL); then the others.
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, { child: api, logFile: apiLog });
    for (const { port, child } of apis.slice(1)) {
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, { child, logFile: apiLog });
    }

    const conf = path.join(dir, 'conf');
    const resumeMaxBytes = env.RESUME_MAX_BYTES || '5242880';
    const { compressed } = render({
      site,
      out: conf,
      upstream: apiPorts.map((port) => `127.0.0.1:${port}`).join(','),
      listen: `127.0.0.1:${webPort}`,
      'resume-max-bytes': resumeMaxBytes,
      'api-post-rate': '5r/s',
      'api-post-burst': '20',
      'temp-dir': dir,
      pid: path.join(dir, 'nginx.pid'),
      'access-log': accessLog ? path.join(dir, 'access.log') : 'off',
      'error-log': path.join(dir, 'error.log'),
      'mime-types': '/etc/nginx/mime.types',
      precompress: true,
      'pages-from-api': pagesFromApi,
      ...renderOptions,
    });
    spawnSync('chmod', ['-R', 'a+rX', site]);
    const args = ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
    const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    web = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForHttp(`${baseUrl}/api/health`, { child: web, timeoutMs: 15_000 });
    return {
      dir,
      confDir: conf,
      baseUrl,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      apiPid: api.pid,
      replicas: replicaControls,
      nginxPid: web.pid,
      databaseUrl,
      uploadsDir: uploads,
      resumeMaxBytes: Number(resumeMaxBytes),
      precompressed: compressed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
