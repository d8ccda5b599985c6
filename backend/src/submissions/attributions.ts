import { Injectable } from '@nestjs/common';
import type { Attribution } from '@orbitwise/contracts';
import { Database } from '../platform/database/database';

/** Where each submission came from, as its form sent it (the `submission_attribution` view, by the inbox's id). */
@Injectable()
export class Attributions {
  constructor(private readonly db: Database) {}

  /** Null when the form sent none (or the submission is gone). */
  async of(submissionId: string): Promise<Attribution | null> {
    const [row] = await this.db.query<{ attribution: Attribution }>(
      'SELECT attribution FROM submission_attribution WHERE submission_id = $1',
      [submissionId],
    );
    return row?.attribution ?? null;
  }
}
