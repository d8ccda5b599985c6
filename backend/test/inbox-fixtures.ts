import type { FormType } from '@orbitwise/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Submissions written straight into the source tables (the triggers fill the inbox), with the times
 * and texts a spec needs; the public API's path is covered by the submissions' own specs.
 */

export interface EnquiryFixture {
  form?: FormType;
  name?: string;
  email?: string;
  subject?: string | null;
  description?: string | null;
  number?: string;
  countryCode?: string | null;
  howdidyoufindus?: string | null;
  at: string;
}

async function envelopeOf(db: DataSource, column: string, sourceId: string): Promise<string> {
  const rows: { id: string }[] = await db.query(`SELECT id FROM submission WHERE ${column} = $1`, [sourceId]);
  return rows[0]!.id;
}

/** Returns the inbox reference. */
export async function insertEnquiry(db: DataSource, e: EnquiryFixture): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO enquiry (form_type, user_name, email, subject, number, description, howdidyoufindus,
                          country_code, is_active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9) RETURNING id`,
    [
      e.form ?? 'contact',
      e.name ?? 'Asha Rao',
      e.email ?? 'asha@example.com',
      e.subject === undefined ? 'Cloud migration' : e.subject,
      e.number ?? '9876543210',
      e.description === undefined ? 'Please call me back' : e.description,
      e.howdidyoufindus ?? null,
      e.countryCode ?? null,
      e.at,
    ],
  );
  return envelopeOf(db, 'enquiry_id', rows[0]!.id);
}

export interface ApplicationFixture {
  firstName?: string;
  lastName?: string;
  email?: string;
  position?: string;
  details?: string;
  at: string;
}

export async function insertApplication(db: DataSource, a: ApplicationFixture): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO career_application
       (first_name, last_name, email, phone_number, city, position, date_of_birth, application_details,
        experience, expected_salary, file_path_url, is_active, resume_original_name, resume_key, resume_size,
        resume_mime_type, resume_sha256, created_at)
     VALUES ($1, $2, $3, '9876543210', 'Pune', $4, '1990-05-17', $5, 3.5, 12.25, NULL, true, 'CV Ana.pdf', $6,
             1234, 'application/pdf', $7, $8)
     RETURNING id`,
    [
      a.firstName ?? 'Ana',
      a.lastName ?? 'Kowalska',
      a.email ?? 'ana@example.com',
      a.position ?? 'Sales Executive',
      a.details ?? 'Sales Intern',
      `${randomUUID()}.pdf`,
      'a'.repeat(64),
      a.at,
    ],
  );
  return envelopeOf(db, 'career_application_id', rows[0]!.id);
}

export async function insertSubscription(db: DataSource, email: string, at: string): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO subscription (email, user_activation_date, is_active, created_at, state, confirmed_at)
     VALUES ($1, $2, true, $2, 'confirmed', $2) RETURNING id`,
    [email, at],
  );
  return envelopeOf(db, 'subscription_id', rows[0]!.id);
}

/** A minimal RFC 4180 reader for the export specs: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"' && (quoted || field === '')) {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
