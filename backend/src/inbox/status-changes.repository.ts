import { Injectable } from '@nestjs/common';
import type { SubmissionStatus } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

export interface StatusChangeRow {
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  by: string | null;
  at: Date;
}

/** A status change as an access request exports it: no operator. */
export interface SubmissionStatusChangeRow {
  submissionId: string;
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  at: Date;
}

/**
 * The submission_status_change table's reads. Its rows are written with the status itself, in one
 * statement (SubmissionsRepository.triage).
 */
@Injectable()
export class StatusChangesRepository {
  constructor(private readonly db: Database) {}

  /** Oldest first, with the operator's display name (read-only from the operators domain's table). */
  async forSubmission(submissionId: string): Promise<StatusChangeRow[]> {
    return this.db.query<StatusChangeRow>(
      `SELECT c.from_status AS "from", c.to_status AS "to", o.display_name AS "by", c.at
       FROM submission_status_change c LEFT JOIN operator o ON o.id = c.operator_id
       WHERE c.submission_id = $1 ORDER BY c.at, c.id`,
      [submissionId],
    );
  }

  /** The status changes of any of these submissions, oldest first. */
  forSubmissions(submissionIds: readonly string[]): Promise<SubmissionStatusChangeRow[]> {
    return this.db.query<SubmissionStatusChangeRow>(
      `SELECT submission_id AS "submissionId", from_status AS "from", to_status AS "to", at
       FROM submission_status_change WHERE submission_id = ANY($1::bigint[]) ORDER BY at, id`,
      [submissionIds],
    );
  }
}
