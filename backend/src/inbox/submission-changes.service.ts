import { Injectable } from '@nestjs/common';
import { ADMIN_LIMITS, type SubmissionKind, type SubmissionSummary } from '@orbitwise/contracts/admin';
import { invalidRequest } from '../platform/http/validation';
import type { SubmissionListQueryDto } from './dto/submission-query.dto';
import { InboxService } from './inbox.service';
import type { SubmissionFilter } from './submission-filters';
import { SubmissionChangesRepository, type TombstoneRow } from './submission-changes.repository';
import { toSummary } from './submission-views';
import {
  decodeSyncCursor,
  encodeSyncCursor,
  rfc3339Micros,
  SYNC_CURSOR_MESSAGES,
  type SyncFeed,
  type SyncPosition,
} from './sync-cursor';

/** The reader of a caller that is no operator: nothing reads as read. */
const NO_READER = '00000000-0000-0000-0000-000000000000';

/** A sync page: `nextCursor` while more is there now; `syncCursor` always, to resume from later. */
export interface SyncPage<T> {
  items: T[];
  nextCursor: string | null;
  syncCursor: string;
}

export interface SyncQuery extends Omit<SubmissionListQueryDto, 'unread' | 'sandbox'> {
  /** RFC 3339, already checked: the first change time to report (inclusive). */
  updatedSince?: string;
}

/** An erased submission, as a sync client removes it: nothing personal. */
export interface SubmissionTombstone {
  id: string;
  kind: SubmissionKind;
  erased: true;
  erasedAt: string;
}

/**
 * Incremental sync for integration keys: what changed (and what was erased) since a time or a sync
 * cursor, oldest change first, each change once.
 */
@Injectable()
export class SubmissionChangesService {
  constructor(
    private readonly changes: SubmissionChangesRepository,
    private readonly inbox: InboxService,
  ) {}

  /** Whether a list call is a sync: it has `updatedSince` or a sync cursor (of either feed). */
  static isSync(query: Pick<SyncQuery, 'updatedSince' | 'cursor'>): boolean {
    return (
      query.updatedSince !== undefined ||
      (query.cursor !== undefined && decodeSyncCursor(query.cursor) !== null)
    );
  }

  async changed(
    kinds: readonly SubmissionKind[],
    query: SyncQuery,
    sandbox: boolean,
  ): Promise<SyncPage<SubmissionSummary>> {
    const filter: SubmissionFilter & { sandbox?: boolean } = {
      ...this.inbox.filterOf(kinds, NO_READER, query),
      sandbox,
    };
    const start = startOf('changes', query);
    const limit = query.limit ?? ADMIN_LIMITS.pageSizeDefault;
    const horizon = await this.changes.horizon();
    const rows = await this.changes.changed(filter, start, horizon, limit + 1);
    const positionOf = (row: (typeof rows)[number]) => ({ micros: row.updatedMicros, id: row.id });
    return pageOf('changes', rows, limit, start, positionOf, toSummary);
  }

  async erased(
    kinds: readonly SubmissionKind[],
    query: Pick<SyncQuery, 'updatedSince' | 'cursor' | 'limit'>,
    sandbox: boolean,
  ): Promise<SyncPage<SubmissionTombstone>> {
    const start = startOf('erased', query);
    const limit = query.limit ?? ADMIN_LIMITS.pageSizeDefault;
    const horizon = await this.changes.horizon();
    const rows = await this.changes.erased(kinds, sandbox, start, horizon, limit + 1);
    const positionOf = (row: TombstoneRow) => ({ micros: row.erasedMicros, id: row.id });
    return pageOf('erased', rows, limit, start, positionOf, toTombstone);
  }
}

function toTombstone(row: TombstoneRow): SubmissionTombstone {
  return { id: row.id, kind: row.kind, erased: true, erasedAt: row.erasedAt };
}

/**
 * Where the page starts: after the cursor's position (a sync cursor of this feed, sent alone), else
 * just before the first instant of `updatedSince` (ids start at 1), else at the beginning.
 */
function startOf(feed: SyncFeed, query: Pick<SyncQuery, 'updatedSince' | 'cursor'>): SyncPosition {
  if (query.cursor !== undefined) {
    if (query.updatedSince !== undefined) {
      throw invalidRequest({ cursor: [SYNC_CURSOR_MESSAGES.withUpdatedSince] });
    }
    const after = decodeSyncCursor(query.cursor);
    if (!after) throw invalidRequest({ cursor: [SYNC_CURSOR_MESSAGES.invalid] });
    if (after.feed !== feed) throw invalidRequest({ cursor: [SYNC_CURSOR_MESSAGES.otherFeed(feed)] });
    return after.position;
  }
  return { micros: query.updatedSince === undefined ? '0' : rfc3339Micros(query.updatedSince), id: '0' };
}

function pageOf<R, T>(
  feed: SyncFeed,
  rows: R[],
  limit: number,
  start: SyncPosition,
  positionOf: (row: R) => SyncPosition,
  view: (row: R) => T,
): SyncPage<T> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next = last && encodeSyncCursor(feed, positionOf(last));
  return {
    items: page.map(view),
    nextCursor: rows.length > limit && next ? next : null,
    // With nothing new, the next sync starts where this one did.
    syncCursor: next ?? encodeSyncCursor(feed, start),
  };
}
