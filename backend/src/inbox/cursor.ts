import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';

/**
 * A keyset position: the last row's received_at in microseconds since the epoch (the column's own
 * precision; a JavaScript Date would drop the microseconds and skip or repeat rows) and its id.
 */
export interface Keyset {
  receivedMicros: string;
  id: string;
}

const FORMAT = /^(\d{1,17}):([1-9]\d{0,18})$/;
const MAX_BIGINT = 9223372036854775807n;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.receivedMicros}:${keyset.id}`, 'utf8').toString('base64url');
}

/** The keyset in a cursor, or null when it is not one this API issued. */
export function decodeCursor(cursor: string): Keyset | null {
  if (cursor.length > ADMIN_LIMITS.cursorMax || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = FORMAT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const [, receivedMicros, id] = match ?? [];
  if (!receivedMicros || !id || BigInt(id) > MAX_BIGINT) return null;
  return { receivedMicros, id };
}
