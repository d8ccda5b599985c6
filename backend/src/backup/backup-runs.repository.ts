import { Injectable } from '@nestjs/common';
import type { BackupRunView } from '@orbitwise/contracts/admin';
import type { Client } from 'pg';
import { Database } from '../platform/database/database';

export type BackupTrigger = 'schedule' | 'command';

/**
 * The advisory locks of running backups: (this number, the run's id). A run holds its lock on a
 * connection of its own for as long as it lasts; PostgreSQL releases it when that connection ends,
 * however the process ends. Any number, fixed forever (the two-key form: no clash with single-key locks).
 */
export const BACKUP_RUN_LOCK = 470_719_201;
/** The run's id as the lock's second key (an int4). */
const RUN_KEY = '(id % 2147483647)::int';

export const INTERRUPTED_RUN = 'Interrupted: the process running this backup ended before it finished.';

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

  /**
   * Records a run as started, on `connection`: a connection of the run's own, kept open until the run
   * ends. The run's advisory lock is taken before the row is committed, so no other process ever sees
   * the row running without its lock held.
   */
  async start(trigger: BackupTrigger, connection: Client): Promise<string> {
    await connection.query('BEGIN');
    try {
      const { rows } = await connection.query<{ id: string }>(
        'INSERT INTO backup_run (trigger) VALUES ($1) RETURNING id::text',
        [trigger],
      );
      const id = rows[0]!.id;
      await connection.query(`SELECT pg_advisory_lock($1, ${RUN_KEY}) FROM backup_run WHERE id = $2`, [
        BACKUP_RUN_LOCK,
        id,
      ]);
      await connection.query('COMMIT');
      return id;
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /**
   * Runs still 'running' whose lock nobody holds (the process that ran them is gone, on whichever
   * replica) become failed with `reason`. Returns how many.
   */
  async failAbandoned(reason: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE backup_run SET status = 'failed', finished_at = now(), error = left($2, 500)
        WHERE id IN (SELECT id FROM backup_run WHERE status = 'running')
          AND pg_try_advisory_xact_lock($1, ${RUN_KEY})
        RETURNING id`,
      [BACKUP_RUN_LOCK, reason],
    );
    return rows.length;
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
