import { Injectable } from '@nestjs/common';
import type { CaptchaSpend } from '../../captcha/captcha.service';
import { Database } from '../../platform/database/database';
import type { CareerApplication } from './career-application.entity';

export type NewCareerApplication = Omit<CareerApplication, 'id' | 'createdAt'>;

/** The career_application table's SQL. */
@Injectable()
export class CareerApplicationsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the row if the captcha solution is spent by the same statement; false if it was used. */
  async insert(spend: CaptchaSpend, a: NewCareerApplication): Promise<boolean> {
    const rows = await this.db.query(
      `WITH ${spend.sql}
       INSERT INTO career_application
         (first_name, last_name, email, phone_number, city, position, date_of_birth, application_details,
          experience, expected_salary, file_path_url, is_active,
          resume_original_name, resume_key, resume_size, resume_mime_type, resume_sha256)
       SELECT $3, $4, $5, $6, $7, $8, $9::date, $10, $11::numeric, $12::numeric, $13, $14::boolean, $15, $16, $17::integer, $18, $19
       FROM spent RETURNING 1`,
      [
        ...spend.parameters,
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
      ],
    );
    return rows.length === 1;
  }

  /** Which of these resume keys a row points to. */
  async referencedResumeKeys(keys: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ key: string }>(
      'SELECT resume_key AS key FROM career_application WHERE resume_key = ANY($1::text[])',
      [keys],
    );
    return new Set(rows.map((row) => row.key));
  }
}
