import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import {
  application,
  ClusterProcess,
  databaseAt,
  MAIN_JS,
  RemoteClient,
  resumeOf,
  uniqueEmail,
  waitFor,
  type Exit,
} from './support';

/**
 * Stopping `npm start` the usual way: Ctrl+C, `kill -- -PGID` or `systemctl stop` signal every
 * process of the group, so the API gets the signal directly and again through scripts/start.mjs
 * (npm and its shell sit above that). However it arrives, it is one graceful stop: an upload still
 * being sent when the group is signalled is finished and stored, and everything exits, with 0. The
 * embedded PostgreSQL is not in that group: it is stopped by the API, after the requests. Copies sent
 * within microseconds may be merged by the kernel, so the test adds one that arrives once the
 * shutdown has begun.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const START_MJS = path.join(ROOT, 'scripts', 'start.mjs');

interface Started {
  child: ChildProcess;
  log: () => string;
  /** The first process (npm or start.mjs) exited and every process holding its output too. */
  closed: Promise<Exit>;
}

const started = new Set<ChildProcess>();
let folder: string;
let dataDir: string;
let uploadsDir: string;

function start(command: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true, // a process group of its own, as a terminal or systemd gives it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NO_COLOR: '1',
      NODE_ENV: 'development',
      SITE_DIR: 'none', // start.mjs never builds the website here
      ALTCHA_ALGORITHM: 'SHA-256',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MAX: '20',
      RATE_LIMIT_MAX: '100000',
      EMBEDDED_PG_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      ...env,
    },
  });
  started.add(child);
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const closed = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, log: () => output.join(''), closed };
}

async function untilClosed(process: Started, timeoutMs = 60_000): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Still running after ${timeoutMs} ms:\n${process.log()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([process.closed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); // a zombie is gone
  } catch {
    return true;
  }
}

const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

// A fresh cluster (initdb, migrations) on the first start, on a machine that may be busy.
jest.setTimeout(240_000);

beforeAll(() => {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run "npm run build" first`);
  folder = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-stop-'));
  chmodSync(folder, 0o755); // the cluster runs as the postgres user when the tests run as root
  dataDir = path.join(folder, 'pg');
  uploadsDir = path.join(folder, 'uploads');
});

afterAll(async () => {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    const pid = postmasterPid();
    if (isAlive(pid)) process.kill(pid, 'SIGINT');
    await waitFor('the cluster to stop', () => !isAlive(pid), 30_000).catch(() => undefined);
  }
  rmSync(folder, { recursive: true, force: true });
});

const CASES: { via: string; command: string; args: string[]; signal: 'SIGINT' | 'SIGTERM' }[] = [
  { via: 'node scripts/start.mjs', command: process.execPath, args: [START_MJS], signal: 'SIGINT' },
  { via: 'node scripts/start.mjs', command: process.execPath, args: [START_MJS], signal: 'SIGTERM' },
  { via: 'npm start', command: 'npm', args: ['start'], signal: 'SIGINT' },
  { via: 'npm start', command: 'npm', args: ['start'], signal: 'SIGTERM' },
];

describe('Stopping npm start', () => {
  it.each(CASES)('$signal to the group of $via finishes the upload in flight', async (each) => {
    const port = await freePort();
    let pgPort = await freePort();
    while (pgPort === port) pgPort = await freePort();
    const running = start(each.command, each.args, { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
    await Promise.race([
      waitFor('"Listening on"', () => running.log().includes('Listening on'), 180_000),
      running.closed.then(() => {
        throw new Error(`It exited before listening:\n${running.log()}`);
      }),
    ]);
    const postmaster = postmasterPid();
    const apiPid = (
      JSON.parse(readFileSync(path.join(dataDir, 'orbitwise-owner.json'), 'utf8')) as { ownerPid: number }
    ).ownerPid;

    const client = await RemoteClient.create(`http://127.0.0.1:${port}`);
    const email = uniqueEmail('stop');
    const resume = resumeOf(512 * 1024);
    const partsBefore = new Set(readdirSync(uploadsDir));
    const response = await client.postCareer(application(email), resume, await client.solveCaptcha(), {
      chunkBytes: 32 * 1024,
      delayMs: 5,
      // After the first chunk: the file is being received, and then the whole group is signalled.
      hold: async () => {
        await waitFor('the partial file', () =>
          readdirSync(uploadsDir).some((name) => !partsBefore.has(name) && name.endsWith('.part')),
        );
        process.kill(-running.child.pid!, each.signal);
        const logged = (line: string) =>
          waitFor(line, () => running.log().includes(line)).catch((error: Error) => {
            throw new Error(`${error.message}:\n${running.log()}`);
          });
        await logged(`${each.signal}: shutting down`);
        // The copy start.mjs passes on has been sent too (the kernel may merge it with the first)...
        await logged(`${each.signal}: passed on to the API`);
        // ...so one more, which surely arrives once the shutdown has begun, as another layer's does.
        process.kill(apiPid, each.signal);
        await logged(`${each.signal} again, with the first`);
      },
    });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 200,
      body: {
        errorMessage: null,
        isSuccess: true,
        id: expect.stringMatching(/^\d+$/),
        ref: expect.stringMatching(/^#\d+$/),
      },
    });
    expect(response.headers.connection).toBe('close');

    const exit = await untilClosed(running);
    const log = running.log();
    expect(log).toMatch(/Finishing 1 request\(s\) in flight/);
    expect(log).toContain('"msg":"Stopped"');
    expect(log).not.toMatch(/exiting now|Still \d+ request|Shutdown did not complete/);
    expect(log.match(/shutting down/g)).toHaveLength(1);
    if (each.via === 'npm start') {
      // npm ends by the signal it was sent, by its own convention; what it ran exited first.
      expect(exit).toEqual({ code: null, signal: each.signal });
    } else {
      expect(exit).toEqual({ code: 0, signal: null });
    }
    expect(isAlive(postmaster)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

    // The row and its file, read from the stopped cluster started again.
    const cluster = await ClusterProcess.start(dataDir, await freePort());
    const database = databaseAt(cluster.url);
    try {
      const rows = await database.query<{ resume_key: string }>(
        'SELECT resume_key FROM career_application WHERE email = $1',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(statSync(path.join(uploadsDir, rows[0]!.resume_key)).size).toBe(resume.length);
    } finally {
      await database.close();
      await cluster.stop();
    }
  });
});
