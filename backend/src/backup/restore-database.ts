import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client, type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, MigrationExecutor } from 'typeorm';
import { MIGRATION_LOCK_KEY } from '../platform/database/migrate';
import { MIGRATIONS, typeormOptions } from '../platform/database/typeorm-options';
import type { Manifest } from './archive';
import { ArchiveError } from './archive-error';
import type { ResealedTotpSecrets } from './restore-totp';
import { listTables, quoteName } from './snapshot';

// The database's side of a restore: checked first, then migrated and loaded in one transaction.

/** The migrations table is rebuilt by migrating, not copied. */
const MIGRATIONS_TABLE = 'migrations';

/** The runs that were going when the archive was taken do not go on after a restore. */
export const RESTORED_RUNNING_RUN =
  'Interrupted: this backup was still running when the archive was taken, and does not go on after a restore.';

/** This build's migrations that the archive had applied; refused if the archive is newer than this build. */
export function migrationsUpTo(manifest: Manifest): typeof MIGRATIONS {
  const known = new Map(MIGRATIONS.map((migration) => [migration.name, migration]));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new ArchiveError(
      `The archive's schema (${manifest.schemaVersion}) is newer than this application's: restore it with version ${manifest.appVersion} or later.`,
    );
  return manifest.migrations.map((name) => known.get(name)!);
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'orbitwise-restore' });
  // A connection lost between two statements is an 'error' event: the next statement fails instead.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function assertRestorable(url: string, manifest: Manifest, force: boolean): Promise<void> {
  await withClient(url, async (client) => {
    const tables = await listTables(client);
    if (tables.length > 0 && !force)
      throw new ArchiveError(
        `The database is not empty (${tables.length} tables): restore into a new database, or add --force to replace its contents.`,
      );
    if (!tables.some((table) => table.name === MIGRATIONS_TABLE)) return;
    const applied = (await client.query<{ name: string }>('SELECT name FROM migrations')).rows.map(
      (row) => row.name,
    );
    const newer = applied.filter((name) => !manifest.migrations.includes(name));
    if (newer.length > 0)
      throw new ArchiveError(
        `The database's schema is newer than the archive's (${newer.at(-1)}): restore into a new database.`,
      );
  });
}

/**
 * One transaction: the migrations up to the archive's schema version, then every table emptied and
 * loaded from its part, the sequences set. Its own pool without the API's timeouts (a load takes as
 * long as it takes). The migration lock is held as the API's start holds it, so an API starting on
 * this database meanwhile waits.
 */
export async function replaceDatabase(
  url: string,
  migrations: typeof MIGRATIONS,
  manifest: Manifest,
  folder: string,
  totpSecrets: ResealedTotpSecrets[],
): Promise<Record<string, number>> {
  const base = typeormOptions(url, false);
  const dataSource = new DataSource({
    ...base,
    migrations,
    extra: { max: 1, application_name: 'orbitwise-restore' },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    await runner.startTransaction();
    try {
      const [lock] = (await runner.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        MIGRATION_LOCK_KEY,
      ])) as [{ locked: boolean }];
      if (!lock.locked)
        throw new ArchiveError('Another process is migrating this database: stop the API, then restore.');
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'none'; // inside this one transaction
      await executor.executePendingMigrations();
      const rows = await loadTables(client, manifest, folder);
      for (const operator of totpSecrets)
        await client.query('UPDATE operator SET totp_secret = $2, totp_pending_secret = $3 WHERE id = $1', [
          operator.id,
          operator.totpSecret,
          operator.totpPendingSecret,
        ]);
      await runner.commitTransaction();
      return rows;
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/**
 * Every table emptied and loaded from its part, the sequences set. Triggers and foreign-key checks are
 * off (`session_replication_role = replica`): the rows are already consistent (one snapshot), and the
 * inbox's triggers must not add envelopes and deliveries a second time. That setting needs a superuser
 * (or, from PostgreSQL 15, `GRANT SET ON PARAMETER session_replication_role`).
 */
async function loadTables(
  client: PoolClient,
  manifest: Manifest,
  folder: string,
): Promise<Record<string, number>> {
  await client.query('SET LOCAL statement_timeout = 0');
  await client.query('SET LOCAL session_replication_role = replica');
  const present = new Set((await listTables(client)).map((table) => table.name));
  const targets = manifest.tables.filter((table) => table.name !== MIGRATIONS_TABLE);
  const absent = targets.find((table) => !present.has(table.name));
  if (absent) throw new ArchiveError(`Table ${absent.name} of the archive is not in the migrated database.`);
  const emptied = [...present].filter((name) => name !== MIGRATIONS_TABLE);
  if (emptied.length > 0) await client.query(`TRUNCATE ${emptied.map(quoteName).join(', ')}`);
  const rows: Record<string, number> = {};
  for (const table of targets) {
    const columns = table.columns.map(quoteName).join(', ');
    const sink = client.query(copyFrom(`COPY ${quoteName(table.name)} (${columns}) FROM STDIN`));
    await pipeline(createReadStream(path.join(folder, table.part)), sink);
    if (sink.rowCount !== table.rows)
      throw new ArchiveError(
        `${table.name}: ${sink.rowCount} rows written, the manifest says ${table.rows}.`,
      );
    rows[table.name] = sink.rowCount;
  }
  for (const sequence of manifest.sequences) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      quoteName(sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  // The job queue (pg-boss's own schema) is not in the archive: deliveries still pending are handed
  // back to the relay, which queues each one again exactly once (it takes those without a job).
  await client.query(`UPDATE notification_delivery SET job_id = NULL WHERE state = 'pending'`);
  // Likewise the replies still to send: marked waiting, the replies' worker queues each one again (one
  // new job) when the API starts with e-mail configured.
  await client.query(
    `UPDATE submission_reply SET state = 'unconfigured', reason = 'Restored from a backup: sent again when the API starts.'
     WHERE state = 'pending'`,
  );
  // The archive's own backup run (and any other going then) was in flight in the snapshot.
  if (present.has('backup_run'))
    await client.query(
      `UPDATE backup_run SET status = 'failed', finished_at = now(), error = $1 WHERE status = 'running'`,
      [RESTORED_RUNNING_RUN],
    );
  return rows;
}
