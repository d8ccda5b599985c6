import { Injectable } from '@nestjs/common';
import type { ReplyState, SubmissionReply } from '@orbitwise/contracts/admin';
import { Database, type Transaction } from '../platform/database/database';
import type { SentReply, SubmissionRepliesSource } from '../platform/privacy/submission-replies';

interface ReplyRow {
  id: string;
  at: Date;
  by: string;
  to: string;
  subject: string;
  body: string;
  templateName: string | null;
  state: ReplyState;
  reason: string | null;
  tries: number;
  sentAt: Date | null;
}

/** What the sending job needs of a reply. */
export interface ReplyToSend {
  id: string;
  submissionId: string;
  to: string;
  replyTo: string;
  operatorName: string;
  subject: string;
  body: string;
  state: ReplyState;
}

export interface NewReply {
  submissionId: string;
  operatorId: string;
  operatorName: string;
  replyTo: string;
  to: string;
  subject: string;
  body: string;
  templateName: string | null;
}

const COLUMNS = `id, created_at AS at, operator_name AS by, to_address AS to, subject, body,
  template_name AS "templateName", state, reason, tries, sent_at AS "sentAt"`;

export const toReply = (row: ReplyRow): SubmissionReply => ({
  ...row,
  at: row.at.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The only SQL on `submission_reply`: each reply and its delivery. */
@Injectable()
export class RepliesRepository implements SubmissionRepliesSource {
  constructor(private readonly db: Database) {}

  /** Inside the caller's transaction, with the reply's job. */
  async insert(tx: Transaction, reply: NewReply): Promise<SubmissionReply> {
    const [row] = await tx.query<ReplyRow>(
      `INSERT INTO submission_reply
         (submission_id, operator_id, operator_name, reply_to, to_address, subject, body, template_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [
        reply.submissionId,
        reply.operatorId,
        reply.operatorName,
        reply.replyTo,
        reply.to,
        reply.subject,
        reply.body,
        reply.templateName,
      ],
    );
    return toReply(row!);
  }

  async forSubmission(submissionId: string): Promise<SubmissionReply[]> {
    const rows = await this.db.query<ReplyRow>(
      `SELECT ${COLUMNS} FROM submission_reply WHERE submission_id = $1 ORDER BY created_at, id`,
      [submissionId],
    );
    return rows.map(toReply);
  }

  /** The replies of these submissions, for the person's access request (privacy's export). */
  async forSubmissions(submissionIds: readonly string[]): Promise<Map<string, SentReply[]>> {
    const rows = await this.db.query<ReplyRow & { submissionId: string }>(
      `SELECT ${COLUMNS}, submission_id::text AS "submissionId" FROM submission_reply
       WHERE submission_id = ANY($1::bigint[]) ORDER BY created_at, id`,
      [submissionIds],
    );
    const bySubmission = new Map<string, SentReply[]>();
    for (const row of rows) {
      const { at, by, to, subject, body, state, sentAt } = toReply(row);
      const list = bySubmission.get(row.submissionId) ?? [];
      list.push({ at, by, to, subject, body, state, sentAt });
      bySubmission.set(row.submissionId, list);
    }
    return bySubmission;
  }

  /** A reply still to send (pending or waiting for SMTP_URL); null once sent, failed or erased. */
  async toSend(id: string): Promise<ReplyToSend | null> {
    const [row] = await this.db.query<ReplyToSend>(
      `SELECT id, submission_id::text AS "submissionId", to_address AS to, reply_to AS "replyTo",
              operator_name AS "operatorName", subject, body, state
       FROM submission_reply WHERE id = $1 AND state IN ('pending', 'unconfigured')`,
      [id],
    );
    return row ?? null;
  }

  /** Records one try: sent, failed for good, waiting (unconfigured) or pending again (to retry). */
  async settle(id: string, state: ReplyState, reason: string | null): Promise<void> {
    await this.db.query(
      `UPDATE submission_reply SET state = $2::text, reason = $3, tries = tries + 1,
         sent_at = CASE WHEN $2::text = 'sent' THEN now() ELSE sent_at END
       WHERE id = $1 AND state IN ('pending', 'unconfigured')`,
      [id, state, reason],
    );
  }

  /** Replies that waited for SMTP_URL, made pending again; their ids, to queue. */
  async releaseUnconfigured(tx: Transaction): Promise<string[]> {
    const rows = await tx.query<{ id: string }>(
      `UPDATE submission_reply SET state = 'pending', reason = NULL WHERE state = 'unconfigured' RETURNING id`,
    );
    return rows.map((row) => row.id);
  }
}
