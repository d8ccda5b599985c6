import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditChange, AuditListResponse, AuditQuery } from '@orbitwise/contracts/admin';
import { ADMIN_LIMITS, LOGIN_THROTTLE, ROUTINE_AUDIT_ACTIONS } from '@orbitwise/contracts/admin';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { invalidRequest } from '../platform/http/validation';
import { AuditRepository, type NewAuditEntry } from './audit.repository';

export interface AuditRecord {
  /** Null for the system, or an unknown account (a failed sign-in). */
  actor: Pick<SignedInOperator, 'id' | 'email' | 'displayName'> | null;
  action: AuditAction;
  /** A reference only (`submission #42`, `operator <id>`): never a visitor's personal data. */
  target?: string | null;
  /**
   * The target's readable name as it is now (an operator's name and email, `Job application #42`):
   * kept as it was at the time. Never a visitor's personal data.
   */
  targetLabel?: string | null;
  /** Each changed field before and after; fields whose value did not change are left out. */
  changes?: readonly AuditChange[];
  ip?: string | null;
}

const LABEL_MAX = 400;
/** Room for a full list of recipients (20 addresses) or a webhook URL. */
const VALUE_MAX = 6000;
const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

export const INVALID_CURSOR_MESSAGE = 'This cursor is not valid: start again from the first page.';
const MAX_BIGINT = 9_223_372_036_854_775_807n;
const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,19})$/;

/** The append-only record of who did what, when, from which address. */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  /** The actor is labelled as they are named now: later renames do not rewrite history. */
  async record(entry: AuditRecord): Promise<void> {
    await this.audit.insert(toNewEntry(entry));
  }

  /**
   * A failed (401) or refused (429) sign-in: one entry per action, account (`windowKey`: the target,
   * or a keyed hash of an unknown email) and throttle window, whatever the address, counting the
   * attempts it stands for, so that guesses from many addresses cannot flood the log. Refused
   * integration-key calls fold the same way, by key (or address) and reason, over `windowMinutes`.
   */
  async recordCounted(
    entry: AuditRecord,
    windowKey: string,
    windowMinutes: number = LOGIN_THROTTLE.windowMinutes,
  ): Promise<void> {
    await this.audit.insertCounted(toNewEntry(entry), windowKey, windowMinutes);
  }

  async list(query: AuditQuery): Promise<AuditListResponse> {
    const limit = query.limit ?? ADMIN_LIMITS.pageSizeDefault;
    const rows = await this.audit.list({
      action: query.action,
      except: query.includeRoutine === 'true' ? [] : ROUTINE_AUDIT_ACTIONS,
      actorId: query.actorId,
      from: query.from,
      to: query.to,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action,
        target: row.target,
        targetLabel: row.targetLabel,
        changes: row.changes,
        ip: row.ip,
        count: row.count,
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.atKey, last.id) : null,
    };
  }
}

function toNewEntry(entry: AuditRecord): NewAuditEntry {
  return {
    actorId: entry.actor?.id ?? null,
    actorLabel: entry.actor ? `${entry.actor.displayName} <${entry.actor.email}>` : null,
    action: entry.action,
    target: entry.target ?? null,
    targetLabel: clip(entry.targetLabel ?? null, LABEL_MAX),
    changes: (entry.changes ?? [])
      .filter((change) => change.from !== change.to)
      .map((change) => ({
        field: change.field,
        from: clip(change.from, VALUE_MAX),
        to: clip(change.to, VALUE_MAX),
      })),
    ip: entry.ip ?? null,
  };
}

function encodeCursor(atKey: string, id: string): string {
  return Buffer.from(`${atKey}|${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { atKey: string; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const valid = match && !Number.isNaN(Date.parse(match[1]!)) && BigInt(match[2]!) <= MAX_BIGINT;
  if (!valid) throw invalidRequest({ cursor: [INVALID_CURSOR_MESSAGE] });
  return { atKey: match[1]!, id: match[2]! };
}
