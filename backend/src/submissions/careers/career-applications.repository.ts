import type { Attribution } from '@orbitwise/contracts';
import { Injectable } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import type { SubmissionStatement } from '../submission-gate';
import { envelopeIdOf, storedVerdictSql, type StoredVerdict } from '../stored-submission';
import type { CareerApplication } from './career-application.entity';

export type NewCareerApplication = Omit<CareerApplication, 'id' | 'createdAt' | 'attribution'>;

/** The career_application table's SQL. */
@Injectable()
export class CareerApplicationsRepository {
  constructor(private readonly db: Database) {}

  /** Counts the client, spends the captcha and inserts the row (`sandbox`: a test key's) in one statement (see SubmissionStatement). */
  async insert(
    gate: SubmissionStatement,
    a: NewCareerApplication,
    sandbox: boolean,
    attribution: Attribution | null,
  ): Promise<StoredVerdict> {
    const [verdict] = await this.db.query<StoredVerdict>(
      `WITH ${gate.sql},
       stored AS (INSERT INTO career_application
         (first_name, last_name, email, phone_number, city, position, date_of_birth, application_details,
          experience, expected_salary, file_path_url, is_active,
          resume_original_name, resume_key, resume_size, resume_mime_type, resume_sha256, sandbox,
          attribution)
       SELECT $7, $8, $9, $10, $11, $12, $13::date, $14, $15::numeric, $16::numeric, $17, $18::boolean, $19, $20, $21::integer, $22, $23,
              $24::boolean, $25::jsonb
       FROM spent RETURNING id)
       ${storedVerdictSql(gate.verdict)}`,
      [
        ...gate.parameters,
        a.firstName,
        a.lastName,
        a.email,
        a.phoneNumber,
        a.city,
        a.position,
        a.dateOfBirth,
        a.applicationDetails,
        a.experience,
        a.expectedSalary,
        a.filePathUrl,
        a.isActive,
        a.resumeOriginalName,
        a.resumeKey,
        a.resumeSize,
        a.resumeMimeType,
        a.resumeSha256,
        sandbox,
        attribution,
      ],
      { prepare: true },
    );
    return verdict!;
  }

  /** The inbox's id of a stored application (see envelopeIdOf). */
  submissionIdOf(rowId: string): Promise<string> {
    return envelopeIdOf(this.db, 'career_application_id', rowId);
  }

  /** One row as stored (the date of birth as `YYYY-MM-DD`); null when there is none. */
  async findById(id: string): Promise<CareerApplication | null> {
    const rows = await this.db.query<CareerApplication>(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber",
              city, position, date_of_birth::text AS "dateOfBirth", application_details AS "applicationDetails",
              experience, expected_salary AS "expectedSalary", file_path_url AS "filePathUrl",
              is_active AS "isActive", resume_original_name AS "resumeOriginalName", resume_key AS "resumeKey",
              resume_size AS "resumeSize", resume_mime_type AS "resumeMimeType", resume_sha256 AS "resumeSha256",
              created_at AS "createdAt", attribution
       FROM career_application WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Which of these resume keys a row points to. */
  async referencedResumeKeys(keys: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ key: string }>(
      'SELECT resume_key AS key FROM career_application WHERE resume_key = ANY($1::text[])',
      [keys],
    );
    return new Set(rows.map((row) => row.key));
  }

  /** The resume of the application behind an inbox envelope (`submission.id`); null if none. */
  async findResumeBySubmissionId(submissionId: string): Promise<StoredResume | null> {
    const rows = await this.db.query<StoredResume>(
      `SELECT a.resume_key AS key, a.resume_original_name AS "originalName", a.resume_size AS size,
              a.resume_mime_type AS "mimeType", a.resume_sha256 AS sha256
       FROM submission s JOIN career_application a ON a.id = s.career_application_id
       WHERE s.id = $1`,
      [submissionId],
    );
    return rows[0] ?? null;
  }

  /** Deletes these rows (their inbox envelopes, notes and history cascade); returns their resume keys. */
  async deleteByIds(ids: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ key: string }>(
      'DELETE FROM career_application WHERE id = ANY($1::bigint[]) RETURNING resume_key AS key',
      [ids],
    );
    return rows.map((row) => row.key);
  }

  /** Deletes at most `limit` rows received before `before`, oldest first; returns their resume keys. */
  async deleteOlderThan(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ key: string }>(
      `DELETE FROM career_application WHERE id IN (
         SELECT id FROM career_application WHERE created_at < $1 ORDER BY created_at LIMIT $2)
       RETURNING resume_key AS key`,
      [before, limit],
    );
    return rows.map((row) => row.key);
  }
}

export interface StoredResume {
  key: string;
  originalName: string;
  size: number;
  mimeType: string;
  sha256: string;
}
