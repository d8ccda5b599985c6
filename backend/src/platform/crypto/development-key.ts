import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECRET_KEY_BYTES, type SecretKey } from './secret-box';

export const DEVELOPMENT_KEY_ID = 'dev';

/**
 * Development only (production requires the key in the environment): a random key made at the first
 * start and kept in `file`, beside the embedded database's data, readable by its owner only.
 */
export function developmentKey(file: string): SecretKey {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // `wx`: two processes starting together keep the first one's key.
    try {
      writeFileSync(file, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES)
    throw new Error(`${file} does not hold a ${SECRET_KEY_BYTES}-byte key.`);
  return { id: DEVELOPMENT_KEY_ID, key };
}
