import { Client } from 'pg';

/**
 * A database of its own on the run's test cluster, so that a suite comparing row counts cannot be
 * disturbed by other specs; falls back to the shared one if it cannot be created.
 */
export async function privateDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = process.env.DATABASE_URL;
  if (!shared) throw new Error('DATABASE_URL is not set: run the tests through jest.config.js');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: shared });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    return { url: shared, drop: async () => undefined };
  } finally {
    await admin.end();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: shared });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
