import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables the forms write to, and the captcha solutions already used. */
export class CreateSubmissions1763856000000 implements MigrationInterface {
  name = 'CreateSubmissions1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_us (
        id bigserial PRIMARY KEY,
        form_type varchar(20) NOT NULL CHECK (form_type IN ('enquiry', 'contact', 'event', 'it-support')),
        user_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200),
        number varchar(20) NOT NULL,
        description varchar(2000),
        howdidyoufindus varchar(50),
        country_code varchar(5),
        is_active boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX contact_us_created_at_idx ON contact_us (created_at)');

    await queryRunner.query(`
      CREATE TABLE career_application (
        id bigserial PRIMARY KEY,
        first_name varchar(50) NOT NULL,
        last_name varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        phone_number varchar(10) NOT NULL,
        city varchar(100) NOT NULL,
        position varchar(100) NOT NULL,
        date_of_birth date NOT NULL,
        application_details varchar(200) NOT NULL,
        experience numeric(4, 2) NOT NULL CHECK (experience >= 0),
        expected_salary numeric(6, 2) NOT NULL CHECK (expected_salary >= 0),
        file_path_url varchar(500),
        is_active boolean NOT NULL,
        resume_original_name varchar(255) NOT NULL,
        resume_stored_name varchar(64) NOT NULL UNIQUE,
        resume_size integer NOT NULL CHECK (resume_size > 0),
        resume_mime_type varchar(100) NOT NULL,
        resume_sha256 char(64) NOT NULL CHECK (resume_sha256 ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX career_application_created_at_idx ON career_application (created_at)',
    );

    await queryRunner.query(`
      CREATE TABLE user_subscription (
        id bigserial PRIMARY KEY,
        email varchar(254) NOT NULL,
        user_activation_date timestamptz NOT NULL,
        is_active boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // One row per accepted ALTCHA solution until its challenge expires: the primary key refuses a
    // replay on every replica and after restarts.
    await queryRunner.query(`
      CREATE TABLE captcha_solution (
        nonce varchar(64) PRIMARY KEY,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX captcha_solution_expires_at_idx ON captcha_solution (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE captcha_solution');
    await queryRunner.query('DROP TABLE user_subscription');
    await queryRunner.query('DROP TABLE career_application');
    await queryRunner.query('DROP TABLE contact_us');
  }
}
