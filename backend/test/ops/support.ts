import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { send, waitFor } from '../faults/support';

/** Helpers of the operations tests: real nginx and Prometheus processes of the test's own. */

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export function findBinary(name: string, candidates: string[]): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0) return which.stdout.trim();
  throw new Error(`${name} is not installed (apt-get install ${name === 'nginx' ? 'nginx' : 'prometheus'})`);
}

export const tempDir = (prefix: string) =>
  mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), `${prefix}-`));

/** A child process stopped by `stop()`, its output kept for the error messages. */
export class Child {
  private output = '';
  private readonly exited: Promise<void>;

  constructor(readonly process: ChildProcess) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString('utf8'));
    process.stdout?.on('data', collect);
    process.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => process.once('exit', () => resolve()));
  }

  get log(): string {
    return this.output;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) this.process.kill(signal);
    await this.exited;
  }
}

export interface Nginx {
  baseUrl: string;
  accessLog: string;
  stop(): Promise<void>;
}

/** Debian's nginx with the repository's configuration (nginx/render.mjs) in front of `apiPort`. */
export async function startNginx(apiPort: number): Promise<Nginx> {
  const nginx = findBinary('nginx', ['/usr/sbin/nginx', '/usr/local/sbin/nginx']);
  // Outside the run's private folder: nginx's workers run as another user (nobody) under root.
  const dir = mkdtempSync(path.join(tmpdir(), 'orbitwise-ops-nginx-'));
  chmodSync(dir, 0o755);
  const site = path.join(dir, 'site');
  mkdirSync(path.join(site, '404'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(site, '404', 'index.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(site, '__spa-fallback.html'), '<!doctype html><title>App</title>');
  const port = await freePort();
  const accessLog = path.join(dir, 'access.log');
  const conf = path.join(dir, 'conf');
  const rendered = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'nginx', 'render.mjs'),
      ...['--site', site, '--out', conf, '--upstream', `127.0.0.1:${apiPort}`],
      ...['--listen', `127.0.0.1:${port}`, '--temp-dir', dir, '--pid', path.join(dir, 'nginx.pid')],
      ...['--access-log', accessLog, '--error-log', path.join(dir, 'error.log')],
    ],
    { encoding: 'utf8' },
  );
  if (rendered.status !== 0) throw new Error(`nginx/render.mjs failed:\n${rendered.stderr}`);
  const args = ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  spawnSync('chmod', ['-R', 'a+rX', site]);
  const child = new Child(
    spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'nginx',
      () =>
        send(`${baseUrl}/`).then(
          (r) => r.status === 200,
          () => false,
        ),
      15_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, accessLog, stop };
}

/** The JSON objects of a log, one a line; a line that is not JSON fails the test. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
}
