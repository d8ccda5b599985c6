import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditChange } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

export interface NewAuditEntry {
  actorId: string | null;
  actorLabel: string | null;
  action: AuditAction;
  target: string | null;
  targetLabel: string | null;
  changes: AuditChange[];
  ip: string | null;
}

export interface AuditRow {
  id: string;
  at: Date;
  /** `at` to the microsecond, in UTC: the keyset position (a JS Date keeps only milliseconds). */
  atKey: string;
  actor: string | null;
  action: AuditAction;
  target: string | null;
  targetLabel: string | null;
  changes: AuditChange[];
  ip: string | null;
}

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Entries strictly older than this position (newest first). */
  after?: { atKey: string; id: string };
  limit: number;
}

/** The audit_log table's SQL: append-only (a trigger refuses UPDATE and DELETE). */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(entry: NewAuditEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO audit_log (actor_id, actor_label, action, target, target_label, changes, ip)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        entry.actorId,
        entry.actorLabel,
        entry.action,
        entry.target,
        entry.targetLabel,
        JSON.stringify(entry.changes),
        entry.ip,
      ],
    );
  }

  /** Newest first, on the (at, id) indexes. */
  list(filter: AuditFilter): Promise<AuditRow[]> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const add = (sql: (placeholder: string) => string, value: unknown) => {
      parameters.push(value);
      conditions.push(sql(`$${parameters.length}`));
    };
    if (filter.action) add((p) => `action = ${p}`, filter.action);
    if (filter.actorId) add((p) => `actor_id = ${p}::uuid`, filter.actorId);
    if (filter.from) add((p) => `at >= (${p}::date)::timestamp AT TIME ZONE 'UTC'`, filter.from);
    if (filter.to) add((p) => `at < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`, filter.to);
    if (filter.after) {
      parameters.push(filter.after.atKey, filter.after.id);
      const n = parameters.length;
      conditions.push(`(at, id) < ($${n - 1}::timestamptz, $${n}::bigint)`);
    }
    parameters.push(filter.limit);
    return this.db.query<AuditRow>(
      `SELECT id::text, at,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atKey",
              actor_label AS actor, action, target, target_label AS "targetLabel", changes, host(ip) AS ip
       FROM audit_log ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY at DESC, id DESC LIMIT $${parameters.length}`,
      parameters,
    );
  }
}
