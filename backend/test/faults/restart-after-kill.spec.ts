import { API_PATHS } from '@orbitwise/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import {
  ClusterProcess,
  databaseAt,
  enquiry,
  MAIN_JS,
  RemoteClient,
  send,
  uniqueEmail,
  waitFor,
  type Exit,
} from './support';

/**
 * `npm start` heals its own start: after a SIGKILL of its API, the next `npm start` stops the
 * embedded PostgreSQL the killed API left running in its data folder and starts with the data intact;
 * a cluster still owned by a live API, or one it did not start, is left alone with a message that
 * says so; a busy EMBEDDED_PG_PORT is named. Each test has its own data folder and free ports; the
 * website is not served (SITE_DIR=none), so start.mjs never builds it here.
 */
const START_MJS = path.resolve(__dirname, '..', '..', '..', 'scripts', 'start.mjs');
const OWNER_FILE = 'orbitwise-owner.json';

interface Started {
  child: ChildProcess;
  log: () => string;
  exited: Promise<Exit>;
}

const children = new Set<ChildProcess>();
const postmasters = new Set<number>();
const folders: string[] = [];

function newFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-restart-'));
  chmodSync(dir, 0o755); // the cluster runs as the postgres user when the tests run as root
  folders.push(dir);
  return dir;
}

function run(command: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, command, {
    cwd: path.dirname(path.dirname(START_MJS)),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NO_COLOR: '1',
      NODE_ENV: 'development',
      SITE_DIR: 'none',
      ALTCHA_ALGORITHM: 'SHA-256',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MAX: '20',
      ...env,
    },
  });
  children.add(child);
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, log: () => output.join(''), exited };
}

async function untilListening(started: Started): Promise<void> {
  const outcome = await Promise.race([
    waitFor('"Listening on"', () => started.log().includes('Listening on'), 120_000),
    started.exited,
  ]);
  if (outcome !== true) throw new Error(`It exited before listening:\n${started.log()}`);
}

async function untilExit(started: Started, timeoutMs = 30_000): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No exit within ${timeoutMs} ms:\n${started.log()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([started.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Owner {
  ownerPid: number;
  postmasterPid: number;
}
const ownerOf = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner;
const postmasterPidOf = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // Exited but not reaped (a zombie) counts as gone.
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

function commandLineOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

async function setup() {
  const dir = newFolder();
  const dataDir = path.join(dir, 'pg');
  const port = await freePort();
  let pgPort = await freePort();
  while (pgPort === port) pgPort = await freePort(); // both were free, but they must differ
  const env = {
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: dataDir,
    UPLOADS_DIR: path.join(dir, 'uploads'),
  };
  return { dataDir, env, baseUrl: `http://127.0.0.1:${env.PORT}` };
}

beforeAll(() => {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run "npm run build" first`);
});

// Two starts of a fresh cluster (initdb, migrations) per test, on a machine that may be busy.
jest.setTimeout(240_000);

afterAll(async () => {
  // A test that failed half-way: start.mjs passes SIGTERM on to its API, which stops its cluster.
  for (const child of children) child.kill('SIGTERM');
  await waitFor('the processes to exit', () => children.size === 0, 30_000).catch(() => undefined);
  for (const child of children) child.kill('SIGKILL');
  // Whatever is left, found through the data folders: APIs, then clusters (none outlives its folder).
  for (const dir of folders) {
    const dataDir = path.join(dir, 'pg');
    if (existsSync(path.join(dataDir, OWNER_FILE))) {
      const { ownerPid } = ownerOf(dataDir);
      if (commandLineOf(ownerPid).some((arg) => arg.endsWith('dist/main.js')))
        process.kill(ownerPid, 'SIGKILL');
    }
    if (!existsSync(path.join(dataDir, 'postmaster.pid'))) continue;
    const pid = postmasterPidOf(dataDir);
    if (commandLineOf(pid).includes(dataDir)) postmasters.add(pid);
  }
  for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGINT');
  await waitFor('the clusters to stop', () => [...postmasters].every((pid) => !isAlive(pid)), 30_000);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('npm start after its API was killed', () => {
  it('stops the cluster the killed API left behind, starts healthy, and the data is intact', async () => {
    const { dataDir, env, baseUrl } = await setup();
    const first = run([START_MJS], env);
    await untilListening(first);
    // Links name the port listened on (SITE_ORIGIN unset).
    expect(first.log()).toContain(
      `create the administrator at http://localhost:${env.PORT}/admin/setup?token=`,
    );

    const email = uniqueEmail('restart');
    const visitor = await RemoteClient.create(baseUrl);
    const submitted = await visitor.postJson(
      API_PATHS.addContactUs,
      enquiry(email),
      await visitor.solveCaptcha(),
    );
    expect(submitted.body).toEqual({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
      ref: expect.stringMatching(/^#\d+$/),
    });

    const { ownerPid: apiPid, postmasterPid } = ownerOf(dataDir);
    postmasters.add(postmasterPid);
    expect(apiPid).not.toBe(first.child.pid); // the API, a child of start.mjs
    process.kill(apiPid, 'SIGKILL');
    expect(await untilExit(first)).toEqual({ code: 1, signal: null });
    expect(isAlive(postmasterPid)).toBe(true); // the orphan, still holding postmaster.pid and the port

    const second = run([START_MJS], env);
    await untilListening(second);
    expect(second.log()).toContain(
      `Stopping the embedded PostgreSQL (pid ${postmasterPid}, port ${env.EMBEDDED_PG_PORT}) that an API ` +
        `which no longer runs (pid ${apiPid}) left behind in ${dataDir}`,
    );
    expect(second.log()).not.toContain('Building'); // nothing changed since the build
    expect(isAlive(postmasterPid)).toBe(false);
    const newPostmaster = postmasterPidOf(dataDir);
    postmasters.add(newPostmaster);
    expect(newPostmaster).not.toBe(postmasterPid);

    const health = await send(`${baseUrl}/api/health`);
    expect({ status: health.status, body: health.body }).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up' },
    });
    const database = databaseAt(`postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/orbitwise`);
    try {
      const rows = await database.query<{ email: string }>('SELECT email FROM enquiry WHERE email = $1', [
        email,
      ]);
      expect(rows).toEqual([{ email }]);
    } finally {
      await database.close();
    }

    // Stopped the ordinary way, it stops its cluster and forgets the record.
    second.child.kill('SIGTERM');
    expect(await untilExit(second)).toEqual({ code: 0, signal: null });
    expect(isAlive(newPostmaster)).toBe(false);
    expect(existsSync(path.join(dataDir, OWNER_FILE))).toBe(false);
  });

  it('leaves alone a cluster whose API still runs, and says which one', async () => {
    const { dataDir, env, baseUrl } = await setup();
    const running = run([MAIN_JS], env);
    await untilListening(running);
    postmasters.add(postmasterPidOf(dataDir));

    const other = run([MAIN_JS], { ...env, PORT: String(await freePort()) });
    expect(await untilExit(other)).toEqual({ code: 1, signal: null });
    expect(other.log()).toContain(
      `The embedded PostgreSQL in ${dataDir} belongs to an API that is still running (pid ${running.child.pid})`,
    );
    expect((await send(`${baseUrl}/api/health`)).body).toEqual({ status: 'ok', database: 'up' });
    running.child.kill('SIGTERM');
    expect(await untilExit(running)).toEqual({ code: 0, signal: null });
  });

  it('never touches a cluster of its data folder that it did not start', async () => {
    const { dataDir, env } = await setup();
    // A cluster whose owner is gone and left no record of ours (e.g. started by hand with pg_ctl).
    const foreign = await ClusterProcess.start(dataDir, Number(env.EMBEDDED_PG_PORT));
    const postmasterPid = postmasterPidOf(dataDir);
    postmasters.add(postmasterPid);
    process.kill(ownerOf(dataDir).ownerPid, 'SIGKILL');
    rmSync(path.join(dataDir, OWNER_FILE));
    await foreign.stop(); // the process is gone already; its cluster is not

    const refused = run([MAIN_JS], env);
    expect(await untilExit(refused)).toEqual({ code: 1, signal: null });
    expect(refused.log()).toContain(
      `The data folder ${dataDir} is in use by a PostgreSQL (pid ${postmasterPid}, port ${env.EMBEDDED_PG_PORT}) ` +
        'that this API did not start, so it is left alone',
    );
    expect(isAlive(postmasterPid)).toBe(true);
    expect(postmasterPidOf(dataDir)).toBe(postmasterPid);
  });
});

describe('npm start after a reboot or a container restart', () => {
  it('removes a postmaster.pid whose process id now belongs to another program, and starts', async () => {
    const { dataDir, env, baseUrl } = await setup();
    const first = run([MAIN_JS], env);
    await untilListening(first);
    const lockFile = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8');
    first.child.kill('SIGTERM');
    expect(await untilExit(first)).toEqual({ code: 0, signal: null });

    // The lock file as a power cut leaves it, its id now taken by an unrelated process.
    const unrelated = spawn('sleep', ['60']);
    children.add(unrelated);
    const stalePid = unrelated.pid!;
    writeFileSync(path.join(dataDir, 'postmaster.pid'), lockFile.replace(/^\d+/, String(stalePid)));

    const second = run([MAIN_JS], env);
    await untilListening(second);
    expect(second.log()).toContain(
      `Removing the stale postmaster.pid of ${dataDir} (process ${stalePid} is not its PostgreSQL)`,
    );
    postmasters.add(postmasterPidOf(dataDir));
    expect((await send(`${baseUrl}/api/health`)).body).toEqual({ status: 'ok', database: 'up' });
    expect(isAlive(stalePid)).toBe(true);
    unrelated.kill('SIGKILL');
    second.child.kill('SIGTERM');
    expect(await untilExit(second)).toEqual({ code: 0, signal: null });
  });
});

describe('npm start on a busy EMBEDDED_PG_PORT', () => {
  it('names EMBEDDED_PG_PORT and starts nothing', async () => {
    const { dataDir, env } = await setup();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(Number(env.EMBEDDED_PG_PORT), '127.0.0.1', resolve));
    try {
      const refused = run([START_MJS], env);
      expect(await untilExit(refused)).toEqual({ code: 1, signal: null });
      expect(refused.log()).toMatch(
        new RegExp(
          `Port ${env.EMBEDDED_PG_PORT} of the embedded PostgreSQL \\(EMBEDDED_PG_PORT\\) is in use by another ` +
            'program: set EMBEDDED_PG_PORT to a free port, e.g. EMBEDDED_PG_PORT=\\d+, or stop that program.',
        ),
      );
      expect(refused.log()).not.toContain('did not start on port'); // no dump of the database's output
      expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
