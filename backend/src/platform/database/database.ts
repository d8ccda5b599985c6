import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

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

  async query<Row = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<Row[]> {
    return (await this.pool.query(sql, parameters)).rows as Row[];
  }
}
