import { Injectable } from '@nestjs/common';
import type { SubmissionKind } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';
import { filterConditions, whereClause, type SubmissionFilter } from './submission-filters';
import { FROM, summary, type SubmissionRow } from './submissions.repository';
import type { SyncPosition } from './sync-cursor';

/** Erased submissions are reported for this long, then purged (the daily retention purge). */
export const TOMBSTONE_DAYS = 90;

/** An envelope in the sync order, with its position. */
export interface ChangedRow extends SubmissionRow {
  updatedMicros: string;
}

export interface TombstoneRow {
  id: string;
  kind: SubmissionKind;
  /** RFC 3339 in UTC with microseconds. */
  erasedAt: string;
  erasedMicros: string;
}

const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint`;
const atMicros = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/**
 * The sync reads: envelopes by (updated_at, id) and tombstones by (erased_at, id), both only below the
 * horizon, so that nothing committed later can land before what a page returned.
 */
@Injectable()
export class SubmissionChangesRepository {
  constructor(private readonly db: Database) {}

  /**
   * The earliest start of a transaction of this database that holds an id (a writer) other than this
   * one, or now (another database's writers cannot stamp its rows): every change committed after this
   * call is stamped at or after it (see the SubmissionChanges migration).
   * Asked in its own statement, before the page's: the page's snapshot is then taken after it.
   */
  async horizon(): Promise<string> {
    const [row] = await this.db.query<{ micros: string }>(
      `SELECT ${micros('least(clock_timestamp(), min(xact_start))')}::text AS micros
       FROM pg_stat_activity
      WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid() AND datname = current_database()`,
    );
    return row!.micros;
  }

  async changed(
    filter: SubmissionFilter,
    after: SyncPosition,
    horizon: string,
    limit: number,
  ): Promise<ChangedRow[]> {
    const params: unknown[] = [];
    const conditions = filterConditions(filter, params);
    conditions.push(afterPosition('s.updated_at', 's.id', after, params));
    conditions.push(`s.updated_at < ${atMicros(`$${params.push(horizon)}`)}`);
    return this.db.query<ChangedRow>(
      `SELECT ${summary(null)}, ${micros('s.updated_at')}::text AS "updatedMicros"
       ${FROM} ${whereClause(conditions)} ORDER BY s.updated_at, s.id LIMIT $${params.push(limit)}`,
      params,
    );
  }

  async erased(
    kinds: readonly SubmissionKind[],
    sandbox: boolean,
    after: SyncPosition,
    horizon: string,
    limit: number,
  ): Promise<TombstoneRow[]> {
    const params: unknown[] = [kinds, sandbox];
    const conditions = ['t.kind = ANY($1)', 't.sandbox = $2'];
    conditions.push(afterPosition('t.erased_at', 't.id', after, params));
    conditions.push(`t.erased_at < ${atMicros(`$${params.push(horizon)}`)}`);
    return this.db.query<TombstoneRow>(
      `SELECT t.id::text, t.kind,
              to_char(t.erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "erasedAt",
              ${micros('t.erased_at')}::text AS "erasedMicros"
       FROM submission_tombstone t ${whereClause(conditions)} ORDER BY t.erased_at, t.id LIMIT $${params.push(limit)}`,
      params,
    );
  }

  /** Forgets the erasures older than `before`; returns how many. */
  async purgeTombstones(before: Date): Promise<number> {
    const [row] = await this.db.query<{ purged: number }>(
      `WITH purged AS (DELETE FROM submission_tombstone WHERE erased_at < $1 RETURNING 1)
       SELECT count(*)::int AS purged FROM purged`,
      [before],
    );
    return row?.purged ?? 0;
  }
}

/** Rows after the position in the sync order. */
function afterPosition(time: string, id: string, after: SyncPosition, params: unknown[]): string {
  const at = atMicros(`$${params.push(after.micros)}`);
  return `(${time}, ${id}) > (${at}, $${params.push(after.id)}::bigint)`;
}
