import { Injectable } from '@nestjs/common';
import type { FormType } from '@orbitwise/contracts';
import { Database } from '../../platform/database/database';
import type { SubmissionStatement, SubmissionVerdict } from '../submission-gate';
import type { Enquiry } from './enquiry.entity';

export type NewEnquiry = Omit<Enquiry, 'id' | 'createdAt'>;

/** The enquiry table's SQL. */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly db: Database) {}

  /** Counts the client, spends the captcha and inserts the row in one statement (see SubmissionStatement). */
  async insert(gate: SubmissionStatement, e: NewEnquiry): Promise<SubmissionVerdict> {
    const [verdict] = await this.db.query<SubmissionVerdict>(
      `WITH ${gate.sql},
       stored AS (INSERT INTO enquiry
         (form_type, user_name, email, subject, number, description, howdidyoufindus, country_code, is_active)
       SELECT $7, $8, $9, $10, $11, $12, $13, $14, $15::boolean FROM spent RETURNING 1)
       ${gate.verdict}`,
      [
        ...gate.parameters,
        e.formType,
        e.userName,
        e.email,
        e.subject,
        e.number,
        e.description,
        e.howdidyoufindus,
        e.countryCode,
        e.isActive,
      ],
    );
    return verdict!;
  }

  /** One row as stored; null when there is none. */
  async findById(id: string): Promise<Enquiry | null> {
    const rows = await this.db.query<Enquiry>(
      `SELECT id, form_type AS "formType", user_name AS "userName", email, subject, number, description,
              howdidyoufindus, country_code AS "countryCode", is_active AS "isActive", created_at AS "createdAt"
       FROM enquiry WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Deletes these rows (their inbox envelopes, notes and history cascade); returns how many were. */
  async deleteByIds(ids: readonly string[]): Promise<number> {
    const rows = await this.db.query('DELETE FROM enquiry WHERE id = ANY($1::bigint[]) RETURNING 1', [ids]);
    return rows.length;
  }

  /** Deletes at most `limit` rows of one form received before `before`, oldest first; returns how many. */
  async deleteOlderThan(formType: FormType, before: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM enquiry WHERE id IN (
         SELECT id FROM enquiry WHERE form_type = $1 AND created_at < $2 ORDER BY created_at LIMIT $3)
       RETURNING 1`,
      [formType, before, limit],
    );
    return rows.length;
  }

  /** Event registrations stored under this subject (the event they are for). */
  async countEventRegistrations(subject: string): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM enquiry WHERE form_type = 'event' AND subject = $1`,
      [subject],
    );
    return row?.count ?? 0;
  }
}
