import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

const preparedNames = new Map<string, string>();

/** A name per statement text (the texts are few: one per form and variant). */
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/** A statement runner inside an open transaction (see Database.transaction). */
export interface Transaction {
  query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]>;
}

/**
 * The pool TypeORM opened (with its timeouts, see typeorm-options.ts), used directly by the
 * repositories for their short statements: less work per request than TypeORM's query runners.
 */
@Injectable()
export class Database {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
  }

  /**
   * Runs `work` inside BEGIN … COMMIT on one pooled connection (ROLLBACK if it throws). For the few
   * writes that must commit together, such as a claim and the jobs that follow from it.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A checked-out client has no error listener of the pool's: without one, a connection lost between
    // two statements (PostgreSQL restarted) would be an uncaught error. The next statement fails then.
    let broken = false;
    const onError = () => (broken = true);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row>(sql: string, parameters?: unknown[]) =>
          (await client.query(sql, parameters)).rows as Row[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  }

  /**
   * One statement on a pooled connection. `prepare`: as a named prepared statement, which each
   * connection parses and plans once and then only binds and executes; for the statements on a hot
   * path whose text is one of a few (a submission's insert), where planning was a fifth of their time.
   */
  async query<Row = Record<string, unknown>>(
    sql: string,
    parameters?: unknown[],
    options: { prepare?: boolean } = {},
  ): Promise<Row[]> {
    const result = options.prepare
      ? await this.pool.query({ name: preparedName(sql), text: sql, values: parameters })
      : await this.pool.query(sql, parameters);
    return result.rows as Row[];
  }
}
