import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { INTEGRATION_API } from '@orbitwise/contracts/integrations';

/** The two sync feeds of the read API: what changed, and what was erased. */
export type SyncFeed = 'changes' | 'erased';

export const SYNC_FEED_PATHS: Record<SyncFeed, string> = {
  changes: INTEGRATION_API.submissions,
  erased: `${INTEGRATION_API.submissions}/erased`,
};

/** The refusals of a sync's `cursor`, each a 400 on `cursor`. */
export const SYNC_CURSOR_MESSAGES = {
  invalid: 'The cursor is not valid.',
  withUpdatedSince: 'Send cursor or updatedSince, not both: a cursor already holds where the sync resumes.',
  otherFeed: (feed: SyncFeed) =>
    `This sync cursor is from GET ${SYNC_FEED_PATHS[feed === 'changes' ? 'erased' : 'changes']}: ` +
    'pass it back there; each feed resumes from its own syncCursor.',
} as const;

/**
 * A position in a feed's sync order (`updatedAt`, or the erasure time, then `id`): the time in
 * microseconds since the epoch (the column's own precision) and the id. Its text starts with the
 * feed's letter (`s:` what changed, `e:` what was erased), so a sync cursor is never taken for a
 * newest-first cursor, nor one feed's position for the other's.
 */
export interface SyncPosition {
  micros: string;
  id: string;
}

const FORMAT = /^([se]):(-?\d{1,17}):(0|[1-9]\d{0,18})$/;
const MAX_BIGINT = 9223372036854775807n;
const FEED_LETTERS: Record<SyncFeed, 's' | 'e'> = { changes: 's', erased: 'e' };

export function encodeSyncCursor(feed: SyncFeed, position: SyncPosition): string {
  return Buffer.from(`${FEED_LETTERS[feed]}:${position.micros}:${position.id}`, 'utf8').toString('base64url');
}

/** The feed and position of a sync cursor, or null when it is not one this API issued. */
export function decodeSyncCursor(cursor: string): { feed: SyncFeed; position: SyncPosition } | null {
  if (cursor.length > ADMIN_LIMITS.cursorMax || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const [, letter, micros, id] = FORMAT.exec(Buffer.from(cursor, 'base64url').toString('utf8')) ?? [];
  if (micros === undefined || id === undefined || BigInt(id) > MAX_BIGINT) return null;
  return { feed: letter === 'e' ? 'erased' : 'changes', position: { micros, id } };
}

/**
 * An RFC 3339 date-time (already checked) as microseconds since the epoch, its fraction kept to the
 * microsecond (a Date keeps milliseconds).
 */
export function rfc3339Micros(text: string): string {
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const seconds = Date.parse(text.replace(/\.\d+/, ''));
  return (BigInt(seconds) * 1000n + BigInt(fraction.slice(0, 6).padEnd(6, '0'))).toString();
}
