import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/platform/database/embedded-postgres';

declare global {
  var testCluster: EmbeddedCluster | undefined;
}

/**
 * One throwaway folder for the whole test run (removed by global-teardown.ts): the PostgreSQL cluster,
 * which the first app migrates, and the apps' uploads folders.
 */
export default async function globalSetup(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'orbitwise-test-run-'));
  await chmod(root, 0o755); // the server runs as the postgres user when tests run as root
  process.env.TEST_RUN_DIR = root;
  if (process.env.TEST_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const cluster = await startEmbeddedPostgres(path.join(root, 'data'), await freePort());
  globalThis.testCluster = cluster;
  process.env.DATABASE_URL = cluster.url;
}
