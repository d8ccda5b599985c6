import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { send, waitFor } from '../faults/support';
import { freePort } from '../free-port';

const RENDER = path.resolve(__dirname, '..', '..', '..', 'nginx', 'render.mjs');

/** The built website and the server build kept beside it (`npm run build`). */
export const SITE_DIR = path.resolve(__dirname, '..', '..', '..', 'frontend', 'build', 'client');
export const RENDER_BUILD = path.join(SITE_DIR, '..', 'render', 'index.js');

/** Fails (never skips) without the built site: CI's processes lane runs after `npm run build`. */
export function requireBuiltSite(): void {
  for (const file of [path.join(SITE_DIR, 'index.html'), RENDER_BUILD]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
}

/** The publish requirement: visitors get the new page within this long. */
export const PUBLISH_DEADLINE_MS = 10_000;

/**
 * Fetches `url` until `check` accepts the answer; resolves to the milliseconds since `since`, or
 * throws with the last answer after `PUBLISH_DEADLINE_MS`.
 */
export async function pollUntil(
  what: string,
  url: string,
  check: (answer: { status: number; text: string }) => boolean,
  since: number,
): Promise<number> {
  let last = '';
  while (Date.now() - since < PUBLISH_DEADLINE_MS) {
    const answer = await send(url);
    if (check(answer)) return Date.now() - since;
    last = `${answer.status} ${answer.text.slice(0, 200)}`;
    await sleep(100);
  }
  throw new Error(`${what}: not seen within ${PUBLISH_DEADLINE_MS} ms; last answer ${last}`);
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** A GET whose body is the bytes on the wire (no decoding), to check what a server compressed. */
export function getBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.once('error', reject);
  });
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with the repository's configuration (nginx/render.mjs) over `site`, proxying the API
 * to `upstream`, on a free port; its files, logs and pid under `dir`. Never skipped: CI's processes
 * lane has nginx installed.
 */
export async function startNginx(options: {
  dir: string;
  site: string;
  upstream: string;
  pagesFromApi?: boolean;
}): Promise<RunningNginx> {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
    existsSync(file),
  );
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  const { dir, site, upstream } = options;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const conf = path.join(dir, 'conf');
  const errorLog = path.join(dir, 'error.log');
  const rendered = spawnSync(
    process.execPath,
    [
      RENDER,
      ...['--site', site, '--out', conf, '--upstream', upstream],
      ...(options.pagesFromApi ? ['--pages-from-api'] : []),
      ...['--listen', `127.0.0.1:${port}`, '--temp-dir', dir, '--pid', path.join(dir, 'nginx.pid')],
      ...['--access-log', 'off', '--error-log', errorLog, '--mime-types', '/etc/nginx/mime.types'],
    ],
    { encoding: 'utf8' },
  );
  if (rendered.status !== 0) throw new Error(`render.mjs failed: ${rendered.stderr}`);
  const nginx = spawn(
    binary,
    ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    if (nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  };
  try {
    await waitFor(
      'nginx',
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(errorLog, 'utf8')}`);
        return (await send(`${url}/robots.txt`).catch(() => undefined))?.status === 200;
      },
      15_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** nginx in front of a stand-in API, over a tiny built site of its own (`site`: its folder). */
export interface NginxOverStandInApi extends RunningNginx {
  site: string;
}

/**
 * nginx with `--pages-from-api` in front of a stand-in API (`answer`), over a tiny built site: an
 * index.html, a robots.txt and `files` (path under the site → content), in a fresh folder named after
 * `name` that `stop` removes with the API. Keeps an nginx spec independent of the real build.
 */
export async function nginxOverStandInApi(
  name: string,
  files: Record<string, string>,
  answer: http.RequestListener,
): Promise<NginxOverStandInApi> {
  const dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), `${name}-`));
  // nginx's workers may run as another user (nobody, when started as root): they read the site.
  chmodSync(dir, 0o755);
  const site = path.join(dir, 'site');
  const all = {
    'index.html': '<!doctype html><title>Home</title>',
    'robots.txt': 'User-agent: *\n',
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), content);
  }
  const api = http.createServer(answer);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const upstream = `127.0.0.1:${(api.address() as AddressInfo).port}`;
  const closeApi = () => new Promise((resolve) => api.close(resolve));
  let nginx: RunningNginx;
  try {
    nginx = await startNginx({ dir, site, upstream, pagesFromApi: true });
  } catch (error) {
    await closeApi();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: nginx.url,
    site,
    stop: async () => {
      await nginx.stop();
      await closeApi();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
