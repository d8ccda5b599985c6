import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SECRET_KEY_BYTES,
  SECRET_KEY_ID_PATTERN,
  SecretBox,
  SecretBoxError,
  type SecretKey,
} from '../platform/crypto/secret-box';
import type { Manifest } from './archive';
import { ArchiveKeyError } from './archive-error';

/**
 * The keys of the operators' TOTP secrets on both sides of a restore. The archive holds the secrets
 * sealed under the source's TOTP_ENCRYPTION_KEYS, never the keys themselves.
 */
export interface TotpKeys {
  /** The keys the target's API runs with (its TOTP_ENCRYPTION_KEYS): the first seals. */
  target: SecretKey[];
  /** The source's keys (RESTORE_SOURCE_TOTP_KEYS), when the target does not hold them. */
  source: SecretKey[];
}

/** An operator's secrets as the restore writes them, sealed under the target's current key. */
export interface ResealedTotpSecrets {
  id: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

/** `id:base64key` pairs, comma-separated, as TOTP_ENCRYPTION_KEYS; a bad value is named by `variable`. */
export function parseTotpKeys(raw: string | undefined, variable: string): SecretKey[] {
  const keys: SecretKey[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (at < 1 || !SECRET_KEY_ID_PATTERN.test(id) || key.length !== SECRET_KEY_BYTES)
      throw new ArchiveKeyError(
        `${variable} must be id:key pairs as in TOTP_ENCRYPTION_KEYS, each key ${SECRET_KEY_BYTES} bytes in base64.`,
      );
    keys.push({ id, key });
  }
  return keys;
}

/**
 * Decides what becomes of the archive's TOTP secrets, before anything is written: a secret the
 * target's keys open stays as it is; one that opens with the source's keys is sealed again under the
 * target's current key (returned, for the restore to write); one that opens with neither refuses the
 * restore, with a line naming the key it needs. A secret stored in clear (an archive older than the
 * encryption) stays too: the API seals it at start.
 */
export async function resealTotpSecrets(
  manifest: Manifest,
  folder: string,
  keys: TotpKeys,
): Promise<ResealedTotpSecrets[]> {
  const target = keys.target.length > 0 ? new SecretBox(keys.target) : undefined;
  const source = keys.source.length > 0 ? new SecretBox(keys.source) : undefined;
  const missing = new Set<string>();
  const resealed: ResealedTotpSecrets[] = [];
  for (const operator of await readOperatorSecrets(manifest, folder)) {
    let changed = false;
    const reseal = (value: string | null): string | null => {
      if (value === null || !SecretBox.isSealed(value) || opens(target, value, operator.id)) return value;
      const plain = target && source ? openOrUndefined(source, value, operator.id) : undefined;
      if (plain === undefined) {
        missing.add(value.split('.')[1] ?? '');
        return value;
      }
      changed = true;
      return target!.seal(plain, operator.id);
    };
    const next = {
      id: operator.id,
      totpSecret: reseal(operator.totpSecret),
      totpPendingSecret: reseal(operator.totpPendingSecret),
    };
    if (changed) resealed.push(next);
  }
  if (missing.size > 0) throw refusal([...missing], keys);
  return resealed;
}

function refusal(keyIds: string[], keys: TotpKeys): ArchiveKeyError {
  const named = keyIds.map((id) => `"${id}"`).join(', ');
  if (keys.target.length === 0)
    return new ArchiveKeyError(
      `The archive's TOTP secrets need TOTP_ENCRYPTION_KEYS: set it to the keys the API runs with (and RESTORE_SOURCE_TOTP_KEYS to the source's, key ${named}); nothing was restored.`,
    );
  return new ArchiveKeyError(
    `The archive's TOTP secrets are sealed under key ${named}, which neither TOTP_ENCRYPTION_KEYS nor RESTORE_SOURCE_TOTP_KEYS holds: set RESTORE_SOURCE_TOTP_KEYS to the source's TOTP_ENCRYPTION_KEYS; nothing was restored.`,
  );
}

function opens(box: SecretBox | undefined, value: string, context: string): boolean {
  return box !== undefined && openOrUndefined(box, value, context) !== undefined;
}

function openOrUndefined(box: SecretBox, value: string, context: string): string | undefined {
  try {
    return box.open(value, context);
  } catch (error) {
    if (error instanceof SecretBoxError) return undefined;
    throw error;
  }
}

/** The operator rows' id and secrets, read from the archive's COPY text part (the operators are few). */
async function readOperatorSecrets(manifest: Manifest, folder: string): Promise<ResealedTotpSecrets[]> {
  const table = manifest.tables.find((candidate) => candidate.name === 'operator');
  if (!table) return [];
  const at = (column: string) => table.columns.indexOf(column);
  const [id, secret, pending] = [at('id'), at('totp_secret'), at('totp_pending_secret')];
  if (id < 0 || secret < 0) return [];
  const text = await readFile(path.join(folder, table.part), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t').map(copyField))
    .map((fields) => ({
      id: fields[id]!,
      totpSecret: fields[secret] ?? null,
      totpPendingSecret: pending < 0 ? null : (fields[pending] ?? null),
    }));
}

const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field of PostgreSQL's COPY text format: `\N` is null, backslash escapes decoded. */
function copyField(raw: string): string | null {
  if (raw === '\\N') return null;
  return raw.replace(/\\(.)/g, (_, char: string) => COPY_ESCAPES[char] ?? char);
}
