import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox envelope shows what was sent (and the applications' subject).
 *
 * - Phone: the event form sends `number` with its calling code already in front (`+919876543210`
 *   with `countryCode` `+91`); the envelope wrote both (`+91 +919876543210`). Now the number is
 *   shown as sent, with the calling code in front only when the number does not already start with it.
 * - Subject of a job application: the job applied for (`application_details`, the form's "Role
 *   Applying For"), not the applicant's current job title (`position`).
 *
 * Existing envelopes are rewritten the same way.
 */
export class EnvelopeAsSent1764420000000 implements MigrationInterface {
  name = 'EnvelopeAsSent1764420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION enquiry_phone(country_code text, number text) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE WHEN country_code IS NOT NULL AND starts_with(number, country_code) THEN number
                    ELSE concat_ws(' ', country_code, number) END
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION submission_from_enquiry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, enquiry_id, received_at, name, email, phone, subject, search_text)
        VALUES (NEW.form_type, NEW.id, NEW.created_at, NEW.user_name, NEW.email,
                enquiry_phone(NEW.country_code, NEW.number),
                coalesce(NEW.subject, left(NEW.description, 120)),
                lower(concat_ws(' ', NEW.user_name, NEW.email, NEW.country_code, NEW.number,
                                NEW.subject, NEW.description)));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION submission_from_career_application() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, career_application_id, received_at, name, email, phone, subject, search_text)
        VALUES ('application', NEW.id, NEW.created_at, NEW.first_name || ' ' || NEW.last_name, NEW.email,
                NEW.phone_number, NEW.application_details,
                lower(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email, NEW.phone_number,
                                NEW.position, NEW.city, NEW.application_details)));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      UPDATE submission s SET phone = enquiry_phone(e.country_code, e.number)
      FROM enquiry e
      WHERE s.enquiry_id = e.id AND s.phone IS DISTINCT FROM enquiry_phone(e.country_code, e.number)`);
    await queryRunner.query(`
      UPDATE submission s SET subject = a.application_details
      FROM career_application a
      WHERE s.career_application_id = a.id AND s.subject IS DISTINCT FROM a.application_details`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION submission_from_enquiry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, enquiry_id, received_at, name, email, phone, subject, search_text)
        VALUES (NEW.form_type, NEW.id, NEW.created_at, NEW.user_name, NEW.email,
                concat_ws(' ', NEW.country_code, NEW.number),
                coalesce(NEW.subject, left(NEW.description, 120)),
                lower(concat_ws(' ', NEW.user_name, NEW.email, NEW.country_code, NEW.number,
                                NEW.subject, NEW.description)));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION submission_from_career_application() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, career_application_id, received_at, name, email, phone, subject, search_text)
        VALUES ('application', NEW.id, NEW.created_at, NEW.first_name || ' ' || NEW.last_name, NEW.email,
                NEW.phone_number, NEW.position,
                lower(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email, NEW.phone_number,
                                NEW.position, NEW.city, NEW.application_details)));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      UPDATE submission s SET phone = concat_ws(' ', e.country_code, e.number)
      FROM enquiry e WHERE s.enquiry_id = e.id`);
    await queryRunner.query(`
      UPDATE submission s SET subject = a.position
      FROM career_application a WHERE s.career_application_id = a.id`);
    await queryRunner.query('DROP FUNCTION enquiry_phone(text, text)');
  }
}
