import { Injectable } from '@nestjs/common';
import { RETENTION_DEFAULTS, type RetentionSettings, type SubmissionKind } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

export interface RetentionChange {
  kind: SubmissionKind;
  before: number | null;
  after: number | null;
}

/** The retention_setting table's SQL: days each kind is kept, NULL for until erased by hand. */
@Injectable()
export class RetentionSettingsRepository {
  constructor(private readonly db: Database) {}

  /** A kind without a row keeps its default. */
  async read(): Promise<RetentionSettings> {
    const rows = await this.db.query<{ kind: SubmissionKind; days: number | null }>(
      'SELECT kind, days FROM retention_setting',
    );
    return { ...RETENTION_DEFAULTS, ...Object.fromEntries(rows.map((row) => [row.kind, row.days])) };
  }

  /** Writes every kind's days in one statement; returns each kind's days before and after. */
  async write(settings: RetentionSettings, operatorId: string): Promise<RetentionChange[]> {
    const kinds = Object.keys(settings) as SubmissionKind[];
    // Locking the old rows makes a concurrent write wait and then read what this one wrote.
    return this.db.query<RetentionChange>(
      `WITH old AS (SELECT kind, days FROM retention_setting FOR UPDATE),
       new AS (SELECT * FROM unnest($1::text[], $2::integer[]) AS n (kind, days)),
       written AS (
         INSERT INTO retention_setting (kind, days, updated_at, updated_by)
         SELECT kind, days, now(), $3 FROM new
         ON CONFLICT (kind) DO UPDATE
           SET days = EXCLUDED.days, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by)
       SELECT new.kind, old.days AS before, new.days AS after FROM new LEFT JOIN old USING (kind)`,
      [kinds, kinds.map((kind) => settings[kind]), operatorId],
    );
  }
}
