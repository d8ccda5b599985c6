import { Injectable } from '@nestjs/common';
import type { Queryable } from '../../platform/database/database';
import type { Enquiry } from './enquiry.entity';

export type NewEnquiry = Omit<Enquiry, 'id' | 'createdAt'>;

/** The enquiry table's SQL. */
@Injectable()
export class EnquiriesRepository {
  async insert(tx: Queryable, e: NewEnquiry): Promise<void> {
    await tx.query(
      `INSERT INTO enquiry
         (form_type, user_name, email, subject, number, description, howdidyoufindus, country_code, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
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
  }
}
