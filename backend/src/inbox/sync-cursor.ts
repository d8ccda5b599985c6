import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';

/**
 * A position in the sync order (`updatedAt`, then `id`): the change time in microseconds since the
 * epoch (the column's own precision) and the id. Its text starts with `s:`, so a sync cursor and a
 * newest-first cursor are never taken for one another.
 */
export interface SyncPosition {
  micros: string;
  id: string;
}

const FORMAT = /^s:(-?\d{1,17}):(0|[1-9]\d{0,18})$/;
const MAX_BIGINT = 9223372036854775807n;

export function encodeSyncCursor(position: SyncPosition): string {
  return Buffer.from(`s:${position.micros}:${position.id}`, 'utf8').toString('base64url');
}

/** The position in a sync cursor, or null when it is not one this API issued. */
export function decodeSyncCursor(cursor: string): SyncPosition | null {
  if (cursor.length > ADMIN_LIMITS.cursorMax || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const [, micros, id] = FORMAT.exec(Buffer.from(cursor, 'base64url').toString('utf8')) ?? [];
  if (micros === undefined || id === undefined || BigInt(id) > MAX_BIGINT) return null;
  return { micros, id };
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
