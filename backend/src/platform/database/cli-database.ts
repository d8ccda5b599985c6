import { Client } from 'pg';
import type { AppConfig } from '../../config/env';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres';
import { runningClusterPort } from './embedded-postgres-owner';

/** The URL main.ts gives the app for the embedded cluster (see embedded-postgres.ts). */
export function embeddedUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/orbitwise`;
}

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The database of a command-line tool: DATABASE_URL; else the embedded cluster, the running app's or
 * started for the command (then `cluster` is set, to be stopped at the end). The running app's is
 * found through the data folder: on the port its postmaster.pid names, so that a command run without
 * the EMBEDDED_PG_PORT that `npm start` was given still reaches it.
 */
export async function cliDatabase(config: AppConfig): Promise<{ url: string; cluster?: EmbeddedCluster }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const url = embeddedUrl(runningClusterPort(config.embeddedPgDir) ?? config.embeddedPgPort);
  if (await reachable(url)) return { url };
  try {
    const cluster = await startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort);
    return { url: cluster.url, cluster };
  } catch (error) {
    throw new Error(
      `Set DATABASE_URL: no database given, and the embedded PostgreSQL could not be started (${(error as Error).message}).`,
    );
  }
}
