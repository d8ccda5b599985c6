import { Injectable } from '@nestjs/common';
import type { BackupRunView } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

export type BackupTrigger = 'schedule' | 'command';

/** The only SQL of `backup_run`. */
@Injectable()
export class BackupRunsRepository {
  constructor(private readonly db: Database) {}

  /** Whether the table exists (a database migrated by an older version has none: runs go unrecorded). */
  async available(): Promise<boolean> {
    const [row] = await this.db.query<{ found: boolean }>(
      "SELECT to_regclass('backup_run') IS NOT NULL AS found",
    );
    return row?.found ?? false;
  }

  async start(trigger: BackupTrigger): Promise<string> {
    const [row] = await this.db.query<{ id: string }>(
      'INSERT INTO backup_run (trigger) VALUES ($1) RETURNING id::text',
      [trigger],
    );
    return row!.id;
  }

  async succeed(id: string, archive: string, sizeBytes: number): Promise<void> {
    await this.db.query(
      `UPDATE backup_run SET status = 'succeeded', finished_at = now(), archive = $2, size_bytes = $3 WHERE id = $1`,
      [id, archive, sizeBytes],
    );
  }

  async fail(id: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE backup_run SET status = 'failed', finished_at = now(), error = left($2, 500) WHERE id = $1`,
      [id, error],
    );
  }

  /** The newest run, whatever its status. */
  async last(): Promise<BackupRunView | null> {
    const [row] = await this.db.query<BackupRunView>(
      `SELECT ${VIEW_COLUMNS} FROM backup_run ORDER BY started_at DESC, id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  async lastSuccess(): Promise<BackupRunView | null> {
    const [row] = await this.db.query<BackupRunView>(
      `SELECT ${VIEW_COLUMNS} FROM backup_run WHERE status = 'succeeded' ORDER BY finished_at DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** When the first run started: a backup is "missing" only once one was expected. */
  async firstStarted(): Promise<Date | null> {
    const [row] = await this.db.query<{ at: Date | null }>('SELECT min(started_at) AS at FROM backup_run');
    return row?.at ?? null;
  }
}

const VIEW_COLUMNS = `id::text, status, trigger,
  to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt",
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "finishedAt",
  archive, size_bytes::float8 AS "sizeBytes", error`;
