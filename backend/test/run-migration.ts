import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { typeormOptions } from '../src/platform/database/typeorm-options';

/**
 * The database at `url` migrated with `migrations` (a prefix of MIGRATIONS: the schema as an older
 * release left it, then all of them: the upgrade), each in its own transaction as the migrator runs
 * them. The caller destroys it.
 */
export async function migratedDatabase(url: string, migrations: unknown[]): Promise<DataSource> {
  const dataSource = new DataSource({ ...typeormOptions(url, false), migrations } as never);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** Runs one migration's `up` on a connection of its own, as the migrator does (a test may run it twice). */
export async function runMigration(db: DataSource, migration: MigrationInterface): Promise<void> {
  const runner = db.createQueryRunner();
  try {
    await migration.up(runner);
  } finally {
    await runner.release();
  }
}

/** A seeded document's state after a migration: its status, published data and first revision's action. */
export interface SeededDocument {
  status: string;
  published: unknown;
  action: string;
}

/**
 * Runs `migration` on a database seeded before document `kind`/`slug` existed (the document and its
 * revisions removed past the append-only trigger: replica mode skips triggers), in a transaction
 * rolled back afterwards, and answers what the migration stored for it.
 */
export async function migratedWithout(
  db: DataSource,
  document: { kind: string; slug: string },
  migration: MigrationInterface,
): Promise<SeededDocument | undefined> {
  const runner = db.createQueryRunner();
  const where = `kind = $1 AND slug = $2`;
  const params = [document.kind, document.slug];
  try {
    await runner.startTransaction();
    await runner.query(`SET LOCAL session_replication_role = replica`);
    await runner.query(
      `DELETE FROM content_revision WHERE document_id IN (SELECT id FROM content_document WHERE ${where})`,
      params,
    );
    await runner.query(`DELETE FROM content_document WHERE ${where}`, params);
    await runner.query(`SET LOCAL session_replication_role = origin`);
    await migration.up(runner);
    const [row] = (await runner.query(
      `SELECT d.status, d.published, r.action FROM content_document d
         JOIN content_revision r ON r.document_id = d.id AND r.revision = 1
        WHERE d.kind = $1 AND d.slug = $2`,
      params,
    )) as SeededDocument[];
    return row;
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/** Stores `data` as a document's draft and published copy, published as it is (as a seeded database has it). */
export function storeAsPublished(runner: QueryRunner, kind: string, slug: string, data: unknown) {
  return runner.query(
    `UPDATE content_document SET draft = $3, published = $3, status = 'published',
            published_revision = version WHERE kind = $1 AND slug = $2`,
    [kind, slug, JSON.stringify(data)],
  );
}

/** A document's revisions in order: each one's action and data. */
export async function revisionsOf(runner: QueryRunner, kind: string, slug: string) {
  return (await runner.query(
    `SELECT r.action, r.data FROM content_revision r JOIN content_document d ON d.id = r.document_id
      WHERE d.kind = $1 AND d.slug = $2 ORDER BY r.revision`,
    [kind, slug],
  )) as { action: string; data: Record<string, unknown> }[];
}
