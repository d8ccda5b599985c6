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
  /** How many failed or refused sign-ins (or refused integration-key calls) the entry stands for (1 for every other entry). */
  count: number;
}

export interface AuditFilter {
  action?: AuditAction;
  /** Leave out these actions (unless `action` asks for one of them). */
  except: readonly AuditAction[];
  actorId?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Entries strictly older than this position (newest first). */
  after?: { atKey: string; id: string };
  limit: number;
}

/** The insert's parameters $1-$7, in audit_log's column order. */
function auditValues(entry: NewAuditEntry): unknown[] {
  return [
    entry.actorId,
    entry.actorLabel,
    entry.action,
    entry.target,
    entry.targetLabel,
    JSON.stringify(entry.changes),
    entry.ip,
  ];
}

/** The audit_log table's SQL: append-only (a trigger refuses UPDATE and DELETE). */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(entry: NewAuditEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO audit_log (actor_id, actor_label, action, target, target_label, changes, ip)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      auditValues(entry),
    );
  }

  /**
   * A failed or refused sign-in (or a refused integration-key call): the first of an action's window per `windowKey` (the account, or a
   * keyed hash of an unknown email), from whatever address, is an entry and the window opens there;
   * the others within `windowMinutes` of it only add to that entry's count in audit_refusal_window.
   * Keyed by the account, not the address, so that guesses spread over many addresses (one IPv6 /48
   * holds 65,536 /64s) still make one entry per action, account and window; the entry keeps the first
   * address and network. The lock makes the first of parallel attempts the only entry.
   */
  async insertCounted(entry: NewAuditEntry, windowKey: string, windowMinutes: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended(
           concat_ws(' ', 'audit_refusal_window', $1::text, $2::text), 0))`,
        [windowKey, entry.action],
      );
      await tx.query(
        `WITH counted AS (
           UPDATE audit_refusal_window w SET refusals = w.refusals + 1
           FROM audit_log a
           WHERE a.id = w.audit_id AND a.action = $3 AND w.target = $8
             AND w.window_start > now() - make_interval(mins => $9)
           RETURNING w.audit_id),
         logged AS (
           INSERT INTO audit_log (actor_id, actor_label, action, target, target_label, changes, ip)
           SELECT $1, $2, $3, $4, $5, $6::jsonb, $7 WHERE NOT EXISTS (SELECT 1 FROM counted)
           RETURNING id, at)
         INSERT INTO audit_refusal_window (audit_id, target, network, window_start)
         SELECT id, $8, client_network($7::inet), at FROM logged`,
        [...auditValues(entry), windowKey, windowMinutes],
      );
    });
  }

  /** Newest first, on the (at, id) indexes. */
  list(filter: AuditFilter): Promise<AuditRow[]> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const add = (sql: (placeholder: string) => string, value: unknown) => {
      parameters.push(value);
      conditions.push(sql(`$${parameters.length}`));
    };
    if (filter.action) add((p) => `a.action = ${p}`, filter.action);
    else if (filter.except.length > 0) add((p) => `a.action <> ALL (${p}::text[])`, filter.except);
    if (filter.actorId) add((p) => `a.actor_id = ${p}::uuid`, filter.actorId);
    if (filter.from) add((p) => `a.at >= (${p}::date)::timestamp AT TIME ZONE 'UTC'`, filter.from);
    if (filter.to) add((p) => `a.at < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`, filter.to);
    if (filter.after) {
      parameters.push(filter.after.atKey, filter.after.id);
      const n = parameters.length;
      conditions.push(`(a.at, a.id) < ($${n - 1}::timestamptz, $${n}::bigint)`);
    }
    parameters.push(filter.limit);
    return this.db.query<AuditRow>(
      `SELECT a.id::text, a.at,
              to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atKey",
              a.actor_label AS actor, a.action, a.target, a.target_label AS "targetLabel", a.changes,
              host(a.ip) AS ip, coalesce(w.refusals, 1) AS count
       FROM audit_log a LEFT JOIN audit_refusal_window w ON w.audit_id = a.id
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY a.at DESC, a.id DESC LIMIT $${parameters.length}`,
      parameters,
    );
  }
}
