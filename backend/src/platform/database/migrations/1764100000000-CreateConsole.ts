import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operator console's tables.
 *
 * - `operator`, `operator_session`, `operator_recovery_code`, `login_failure`, `setup_token`
 *   (auth/operators domains): accounts, server-side sessions shared by every replica, throttling.
 * - `audit_log` (audit domain): append-only; a trigger refuses UPDATE and DELETE.
 * - `submission` (inbox domain): one row per submission of any kind, the inbox's envelope with the
 *   triage state (status, read, assignee) and a lower-cased search text under a trigram index.
 *   It is written by AFTER INSERT triggers on the three submission tables, so the public forms keep
 *   their single-statement insert and no submission can exist without its inbox row; deleting the
 *   submission row cascades to its envelope, notes and status history.
 * - `submission_note`, `submission_status_change`, `retention_setting` (inbox domain).
 */
export class CreateConsole1764100000000 implements MigrationInterface {
  name = 'CreateConsole1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');

    await queryRunner.query(`
      CREATE TABLE operator (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        display_name varchar(100) NOT NULL,
        role varchar(10) NOT NULL CHECK (role IN ('admin', 'sales', 'hr')),
        password_hash text NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        totp_secret text,
        totp_pending_secret text,
        totp_last_step bigint,
        password_changed_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX operator_email_key ON operator (lower(email))');

    await queryRunner.query(`
      CREATE TABLE operator_recovery_code (
        operator_id uuid NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (operator_id, code_hash)
      )`);

    // The cookie carries a random token; only its SHA-256 is stored, so a leaked table opens nothing.
    await queryRunner.query(`
      CREATE TABLE operator_session (
        token_hash char(64) PRIMARY KEY,
        operator_id uuid NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
        stage varchar(12) NOT NULL CHECK (stage IN ('two-factor', 'signed-in')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        absolute_expires_at timestamptz NOT NULL,
        ip inet,
        user_agent varchar(300)
      )`);
    await queryRunner.query('CREATE INDEX operator_session_operator_idx ON operator_session (operator_id)');

    await queryRunner.query(`
      CREATE TABLE login_failure (
        id bigserial PRIMARY KEY,
        email_key varchar(254) NOT NULL,
        ip inet,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX login_failure_email_idx ON login_failure (email_key, at)');
    await queryRunner.query('CREATE INDEX login_failure_ip_idx ON login_failure (ip, at)');

    await queryRunner.query(`
      CREATE TABLE setup_token (
        token_hash char(64) PRIMARY KEY,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid REFERENCES operator (id),
        actor_label varchar(400),
        action varchar(40) NOT NULL,
        target varchar(100),
        ip inet
      )`);
    await queryRunner.query('CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC)');
    await queryRunner.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);

    await queryRunner.query(`
      CREATE TABLE submission (
        id bigserial PRIMARY KEY,
        kind varchar(20) NOT NULL
          CHECK (kind IN ('enquiry', 'contact', 'event', 'it-support', 'newsletter', 'application')),
        enquiry_id bigint UNIQUE REFERENCES enquiry (id) ON DELETE CASCADE,
        career_application_id bigint UNIQUE REFERENCES career_application (id) ON DELETE CASCADE,
        subscription_id bigint UNIQUE REFERENCES subscription (id) ON DELETE CASCADE,
        received_at timestamptz NOT NULL,
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30),
        subject varchar(200),
        search_text text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'new',
        read_at timestamptz,
        assignee_id uuid REFERENCES operator (id) ON DELETE SET NULL,
        CHECK (num_nonnulls(enquiry_id, career_application_id, subscription_id) = 1)
      )`);
    await queryRunner.query('CREATE INDEX submission_received_idx ON submission (received_at DESC, id DESC)');
    await queryRunner.query(
      'CREATE INDEX submission_kind_received_idx ON submission (kind, received_at DESC, id DESC)',
    );
    await queryRunner.query('CREATE INDEX submission_unread_idx ON submission (kind) WHERE read_at IS NULL');
    await queryRunner.query('CREATE INDEX submission_email_idx ON submission (lower(email))');
    await queryRunner.query('CREATE INDEX submission_assignee_idx ON submission (assignee_id)');
    await queryRunner.query(
      'CREATE INDEX submission_search_idx ON submission USING gin (search_text gin_trgm_ops)',
    );

    await queryRunner.query(`
      CREATE FUNCTION submission_from_enquiry() RETURNS trigger LANGUAGE plpgsql AS $$
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
      CREATE FUNCTION submission_from_career_application() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, career_application_id, received_at, name, email, phone, subject, search_text)
        VALUES ('application', NEW.id, NEW.created_at, NEW.first_name || ' ' || NEW.last_name, NEW.email,
                NEW.phone_number, NEW.position,
                lower(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email, NEW.phone_number,
                                NEW.position, NEW.city, NEW.application_details)));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION submission_from_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission (kind, subscription_id, received_at, name, email, subject, search_text)
        VALUES ('newsletter', NEW.id, NEW.created_at, '', NEW.email, NULL, lower(NEW.email));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER enquiry_into_inbox AFTER INSERT ON enquiry
      FOR EACH ROW EXECUTE FUNCTION submission_from_enquiry()`);
    await queryRunner.query(`
      CREATE TRIGGER career_application_into_inbox AFTER INSERT ON career_application
      FOR EACH ROW EXECUTE FUNCTION submission_from_career_application()`);
    await queryRunner.query(`
      CREATE TRIGGER subscription_into_inbox AFTER INSERT ON subscription
      FOR EACH ROW EXECUTE FUNCTION submission_from_subscription()`);

    // What was stored before the console existed enters the inbox too, oldest first.
    await queryRunner.query(`
      INSERT INTO submission (kind, enquiry_id, received_at, name, email, phone, subject, search_text)
      SELECT form_type, id, created_at, user_name, email, concat_ws(' ', country_code, number),
             coalesce(subject, left(description, 120)),
             lower(concat_ws(' ', user_name, email, country_code, number, subject, description))
      FROM enquiry ORDER BY created_at, id`);
    await queryRunner.query(`
      INSERT INTO submission (kind, career_application_id, received_at, name, email, phone, subject, search_text)
      SELECT 'application', id, created_at, first_name || ' ' || last_name, email, phone_number, position,
             lower(concat_ws(' ', first_name, last_name, email, phone_number, position, city, application_details))
      FROM career_application ORDER BY created_at, id`);
    await queryRunner.query(`
      INSERT INTO submission (kind, subscription_id, received_at, name, email, subject, search_text)
      SELECT 'newsletter', id, created_at, '', email, NULL, lower(email)
      FROM subscription ORDER BY created_at, id`);

    await queryRunner.query(`
      CREATE TABLE submission_status_change (
        id bigserial PRIMARY KEY,
        submission_id bigint NOT NULL REFERENCES submission (id) ON DELETE CASCADE,
        from_status varchar(20),
        to_status varchar(20) NOT NULL,
        operator_id uuid REFERENCES operator (id),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX submission_status_change_idx ON submission_status_change (submission_id, at)',
    );

    await queryRunner.query(`
      CREATE TABLE submission_note (
        id bigserial PRIMARY KEY,
        submission_id bigint NOT NULL REFERENCES submission (id) ON DELETE CASCADE,
        author_id uuid REFERENCES operator (id),
        text varchar(5000) NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX submission_note_idx ON submission_note (submission_id, at)');

    await queryRunner.query(`
      CREATE TABLE retention_setting (
        kind varchar(20) PRIMARY KEY
          CHECK (kind IN ('enquiry', 'contact', 'event', 'it-support', 'newsletter', 'application')),
        days integer CHECK (days BETWEEN 1 AND 3650),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES operator (id)
      )`);
    await queryRunner.query(`
      INSERT INTO retention_setting (kind, days) VALUES
        ('enquiry', 730), ('contact', 730), ('event', 730), ('it-support', 730),
        ('newsletter', NULL), ('application', 180)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE retention_setting, submission_note, submission_status_change');
    await queryRunner.query('DROP TRIGGER subscription_into_inbox ON subscription');
    await queryRunner.query('DROP TRIGGER career_application_into_inbox ON career_application');
    await queryRunner.query('DROP TRIGGER enquiry_into_inbox ON enquiry');
    await queryRunner.query(
      'DROP FUNCTION submission_from_subscription(), submission_from_career_application(), submission_from_enquiry()',
    );
    await queryRunner.query('DROP TABLE submission');
    await queryRunner.query('DROP TABLE audit_log');
    await queryRunner.query('DROP FUNCTION audit_log_append_only()');
    await queryRunner.query(
      'DROP TABLE setup_token, login_failure, operator_session, operator_recovery_code, operator',
    );
  }
}
