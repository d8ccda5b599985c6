import type { DataSource, MigrationInterface } from 'typeorm';

/** Runs one migration's `up` on a connection of its own, as the migrator does (a test may run it twice). */
export async function runMigration(db: DataSource, migration: MigrationInterface): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    await migration.up(runner);
  } finally {
    await runner.release();
  }
}
