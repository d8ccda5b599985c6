import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';

/** The advisory lock that one process at a time holds while it migrates (any number, fixed forever). */
export const MIGRATION_LOCK_KEY = 4_707_191_997;
const LOCK_WAIT_MS = 60_000;
const LOCK_POLL_MS = 200;

/**
 * Applies the pending migrations while holding a PostgreSQL advisory lock, so that replicas starting
 * together on a new database do not race to create the same tables (the second one would fail). The
 * lock is tried rather than waited for, so no statement outlives the pool's statement timeout.
 */
export async function migrateExclusively(dataSource: DataSource): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const [{ locked }] = await lock.query('SELECT pg_try_advisory_lock($1) AS locked', [
        MIGRATION_LOCK_KEY,
      ]);
      if (locked) break;
      if (Date.now() > deadline)
        throw new Error('Another process has been migrating the database for a minute.');
      await sleep(LOCK_POLL_MS);
    }
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.release();
  }
}
