import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

/** What a repository needs: run one statement, alone or inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]>;
}

class TransactionClient implements Queryable {
  constructor(private readonly client: PoolClient) {}

  async query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]> {
    return (await this.client.query(sql, parameters)).rows as Row[];
  }
}

/**
 * The pool TypeORM opened (with its timeouts, see typeorm-options.ts), used directly for the
 * submissions' short statements: less work per request than TypeORM's query runners.
 */
@Injectable()
export class Database implements Queryable {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
  }

  async query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]> {
    return (await this.pool.query(sql, parameters)).rows as Row[];
  }

  /**
   * Runs `work` in one transaction: committed if it resolves, rolled back if it throws. When the
   * database stopped answering, the connection is destroyed instead of waiting for a ROLLBACK that
   * would time out too (PostgreSQL rolls back a transaction whose connection is gone).
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(new TransactionClient(client));
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        client.release(error as Error);
      } else {
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
      }
      throw error;
    }
  }
}
