// What the benchmarks (`npm run bench:api`, `npm run bench:inbox`) share: the built API started
// against a throwaway embedded PostgreSQL, and a visitor's anti-forgery session.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The backend whose built API is measured: this one, or BENCH_API_DIR (another checkout's backend
 * folder, already built), so that `bench:compare` puts the same load on both trees' APIs.
 */
export const apiDir = process.env.BENCH_API_DIR ? path.resolve(process.env.BENCH_API_DIR) : backendDir;
export const { startEmbeddedPostgres } = await import(
  path.join(backendDir, 'dist/platform/database/embedded-postgres.js')
);

/** A throwaway folder for the cluster and the uploads; the caller removes it. */
export async function benchRoot(prefix) {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(root, 0o755); // the server runs as the postgres user when the bench runs as root
  return root;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits (100 ms between tries) until `url` answers 2xx; fails if `child` exits first. */
export async function waitFor(url, child, name, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start`);
}

/** A node process in the backend folder, its output ignored but for errors. */
export function startProcess(name, args, env, cwd = backendDir) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.name = name;
  return child;
}

/** Stops the processes a benchmark started (waiting for their exit), then its cluster, and removes its folder. */
export async function stopBench({ children, cluster, root }) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await cluster?.stop();
  await rm(root, { recursive: true, force: true });
}

/** GET /api/csrf-token as the SPA calls it: the `name=value` cookies it sets and the token. */
export async function csrfSession(base) {
  const response = await fetch(`${base}/api/csrf-token`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { token } = await response.json();
  return { cookies, token };
}

/**
 * The built API as the submission benchmarks run it: production mode, every protection on, cheap
 * captchas (the server's verification costs the same at any cost) and a rate limit that counts but
 * never refuses. Resolves once it answers /api/health (its migrations have run).
 */
export async function startBenchApi({ root, databaseUrl, hmacKey, nodeArgs = [] }) {
  const port = await freePort();
  const api = startProcess(
    'api',
    [...nodeArgs, 'dist/main.js'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SITE_DIR: 'none',
      UPLOADS_DIR: path.join(root, 'uploads'),
      CSRF_SECRET: 'bench-csrf-secret-0123456789abcdef0123456789',
      ALTCHA_HMAC_KEY: hmacKey,
      TOTP_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 1).toString('base64')}`,
      ALTCHA_ALGORITHM: 'SHA-256',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MAX: '2',
      RATE_LIMIT_MAX: '1000000000',
      COOKIE_SECURE: 'false',
    },
    apiDir,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, api, 'The API');
  return { api, url };
}

const CLOCK_TICKS = 100; // Linux's USER_HZ, what /proc/<pid>/stat counts in

/**
 * CPU seconds used so far by each named process and, together, by PostgreSQL's processes, as
 * `{ user, system }` (read from /proc, so Linux only): what a run cost each side, read as the
 * difference of two calls.
 */
export async function cpuSeconds(named) {
  const { readdir, readFile } = await import('node:fs/promises');
  const totals = { PostgreSQL: { user: 0, system: 0 } };
  for (const name of Object.keys(named)) totals[name] = { user: 0, system: 0 };
  const byPid = new Map(Object.entries(named).map(([name, pid]) => [String(pid), name]));
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue; // exited meanwhile
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = byPid.get(pid) ?? (comm === 'postgres' ? 'PostgreSQL' : undefined);
    if (!name) continue;
    totals[name].user += Number(fields[11]) / CLOCK_TICKS; // utime
    totals[name].system += Number(fields[12]) / CLOCK_TICKS; // stime
  }
  return totals;
}
