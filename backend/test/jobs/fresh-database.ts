import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A database of the test's own in the run's cluster, so that its pgboss schema is its own too. */
export interface FreshDatabase {
  url: string;
  query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  /** A connection of the test's own (e.g. for a transaction), closed by drop(). */
  connect(): Promise<Client>;
  /** Closes the test's connections and drops the database (with whatever is still connected). */
  drop(): Promise<void>;
}

export async function freshDatabase(label: string): Promise<FreshDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set: run the tests through jest.config.js');
  const name = `${label}_${randomBytes(5).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const clients: Client[] = [];
  const connect = async () => {
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    clients.push(client);
    return client;
  };
  const reader = await connect();
  return {
    url: url.toString(),
    connect,
    async query<Row>(sql: string, parameters: unknown[] = []) {
      return (await reader.query(sql, parameters)).rows as Row[];
    },
    async drop() {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      await withClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
