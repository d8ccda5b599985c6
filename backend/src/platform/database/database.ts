import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

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

  async query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]> {
    return (await this.pool.query(sql, parameters)).rows as Row[];
  }
}
