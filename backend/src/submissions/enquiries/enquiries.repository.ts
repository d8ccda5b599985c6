import { Injectable } from '@nestjs/common';
import type { CaptchaSpend } from '../../captcha/captcha.service';
import { Database } from '../../platform/database/database';
import type { Enquiry } from './enquiry.entity';

export type NewEnquiry = Omit<Enquiry, 'id' | 'createdAt'>;

/** The enquiry table's SQL. */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the row if the captcha solution is spent by the same statement; false if it was used. */
  async insert(spend: CaptchaSpend, e: NewEnquiry): Promise<boolean> {
    const rows = await this.db.query(
      `WITH ${spend.sql}
       INSERT INTO enquiry
         (form_type, user_name, email, subject, number, description, howdidyoufindus, country_code, is_active)
       SELECT $3, $4, $5, $6, $7, $8, $9, $10, $11::boolean FROM spent RETURNING 1`,
      [
        ...spend.parameters,
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
    return rows.length === 1;
  }
}
