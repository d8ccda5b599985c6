import { Injectable } from '@nestjs/common';
import { Database } from '../platform/database/database';

/** The index that lets one setup link be spent at a time (migration OneSetup1764410000000). */
const ONE_SETUP_INDEX = 'setup_token_one_setup';

/** Whether a statement spending a link failed because another setup was completed meanwhile. */
export function isConcurrentSetup(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === ONE_SETUP_INDEX;
}

export type SetupTokenState = 'unknown' | 'used' | 'expired' | 'valid';

/** The setup_token table's SQL (the token itself is spent by OperatorsRepository.insertFirst). */
@Injectable()
export class SetupTokensRepository {
  constructor(private readonly db: Database) {}

  /** Stores a new token's hash, valid for `minutes`; forgets the expired ones. */
  async insert(tokenHash: string, minutes: number): Promise<void> {
    await this.db.query('DELETE FROM setup_token WHERE expires_at <= now()');
    await this.db.query(
      'INSERT INTO setup_token (token_hash, expires_at) VALUES ($1, now() + make_interval(mins => $2))',
      [tokenHash, minutes],
    );
  }

  async state(tokenHash: string): Promise<SetupTokenState> {
    const [row] = await this.db.query<{ state: SetupTokenState }>(
      `SELECT CASE WHEN used_at IS NOT NULL THEN 'used' WHEN expires_at <= now() THEN 'expired' ELSE 'valid' END
         AS state
       FROM setup_token WHERE token_hash = $1`,
      [tokenHash],
    );
    return row?.state ?? 'unknown';
  }
}
