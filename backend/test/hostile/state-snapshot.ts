import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';

/** Anything that answers a query's rows: a TypeORM DataSource, a pg client. */
interface Queryable {
  query(sql: string): Promise<unknown>;
}

/**
 * One hash of what a hostile request could have changed: each query's rows (one per table, chosen by
 * the suite) and, when given, the names of the files in the uploads folder. Equal before and after a
 * refused request means nothing was written.
 */
export async function stateSnapshot(
  db: Queryable,
  queries: Readonly<Record<string, string>>,
  uploadsDir?: string,
): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, sql] of Object.entries(queries)) {
    hash.update(`${table}:${JSON.stringify(await db.query(sql))}\n`);
  }
  if (uploadsDir !== undefined) hash.update(readdirSync(uploadsDir).sort().join('\n'));
  return hash.digest('hex');
}
