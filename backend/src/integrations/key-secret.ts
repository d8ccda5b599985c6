import { INTEGRATION_KEY_PREFIXES, type IntegrationKeyKind } from '@orbitwise/contracts/integrations';
import { createHash, randomBytes } from 'node:crypto';

/** A new key: its kind's prefix and 32 random bytes (256 bits: a fast hash is enough, no salt or KDF needed). */
export function newKeySecret(kind: IntegrationKeyKind): string {
  return `${INTEGRATION_KEY_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

export function secretSha256(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export function lastFour(secret: string): string {
  return secret.slice(-4);
}

/** How the console shows a key: `ow_live_…x7Qa`. */
export function keyHint(kind: IntegrationKeyKind, lastFourCharacters: string): string {
  return `${INTEGRATION_KEY_PREFIXES[kind]}…${lastFourCharacters}`;
}
