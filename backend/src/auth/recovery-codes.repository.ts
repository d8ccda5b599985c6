import { Injectable } from '@nestjs/common';
import { Database } from '../platform/database/database';

/** The operator_recovery_code table's SQL: SHA-256 hashes only, each spent once. */
@Injectable()
export class RecoveryCodesRepository {
  constructor(private readonly db: Database) {}

  /** The operator's codes become exactly these (earlier ones, used or not, stop working). */
  async replace(operatorId: string, codeHashes: string[]): Promise<void> {
    await this.db.query(
      `WITH gone AS (DELETE FROM operator_recovery_code WHERE operator_id = $1)
       INSERT INTO operator_recovery_code (operator_id, code_hash) SELECT $1, unnest($2::text[])`,
      [operatorId, codeHashes],
    );
  }

  /** True when the code existed unused, and is now used. */
  async spend(operatorId: string, codeHash: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE operator_recovery_code SET used_at = now()
       WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
      [operatorId, codeHash],
    );
    return rows.length === 1;
  }

  async deleteAll(operatorId: string): Promise<void> {
    await this.db.query('DELETE FROM operator_recovery_code WHERE operator_id = $1', [operatorId]);
  }
}
