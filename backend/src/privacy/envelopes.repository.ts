import { Injectable } from '@nestjs/common';
import type { SubmissionKind, SubmissionStatus } from '@orbitwise/contracts';
import { Database } from '../platform/database/database';

/** An inbox envelope with the id of its row in the owning domain's table. */
export interface EnvelopeRow {
  id: string;
  kind: SubmissionKind;
  sourceId: string;
  receivedAt: Date;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  status: SubmissionStatus;
  read: boolean;
  assigneeId: string | null;
  assigneeName: string | null;
  hasResume: boolean;
}

export interface EnvelopeNote {
  submissionId: string;
  text: string;
  at: Date;
}

export interface EnvelopeStatusChange {
  submissionId: string;
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  at: Date;
}

const ENVELOPE = `
  SELECT s.id, s.kind, coalesce(s.enquiry_id, s.career_application_id, s.subscription_id) AS "sourceId",
         s.received_at AS "receivedAt", s.name, s.email, s.phone, s.subject, s.status,
         s.read_at IS NOT NULL AS read, s.assignee_id AS "assigneeId", o.display_name AS "assigneeName",
         s.career_application_id IS NOT NULL AS "hasResume"
  FROM submission s LEFT JOIN operator o ON o.id = s.assignee_id`;

/**
 * Read-only SQL over the inbox's tables (`submission`, its notes and status history): which rows an
 * erasure, an access request or a data subject's listing concerns. Rows are only ever deleted
 * through their owning domain (enquiries, careers, subscriptions), whose DELETE cascades here.
 */
@Injectable()
export class EnvelopesRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<EnvelopeRow | null> {
    const rows = await this.db.query<EnvelopeRow>(`${ENVELOPE} WHERE s.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Everything sent from this address, any kind, newest first; the case of the address is ignored. */
  findByEmail(email: string): Promise<EnvelopeRow[]> {
    // lower(email) is what submission_email_idx indexes.
    return this.db.query<EnvelopeRow>(
      `${ENVELOPE} WHERE lower(s.email) = lower($1) ORDER BY s.received_at DESC, s.id DESC`,
      [email],
    );
  }

  notesOf(ids: readonly string[]): Promise<EnvelopeNote[]> {
    return this.db.query<EnvelopeNote>(
      `SELECT submission_id AS "submissionId", text, at FROM submission_note
       WHERE submission_id = ANY($1::bigint[]) ORDER BY at, id`,
      [ids],
    );
  }

  statusHistoryOf(ids: readonly string[]): Promise<EnvelopeStatusChange[]> {
    return this.db.query<EnvelopeStatusChange>(
      `SELECT submission_id AS "submissionId", from_status AS "from", to_status AS "to", at
       FROM submission_status_change WHERE submission_id = ANY($1::bigint[]) ORDER BY at, id`,
      [ids],
    );
  }
}
