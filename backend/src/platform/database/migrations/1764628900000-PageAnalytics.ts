import type { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = `('pageview', 'form_view', 'form_start', 'form_sent')`;
const FORMS = `('enquiry', 'contact', 'event', 'it-support', 'newsletter', 'application')`;

/**
 * First-party page analytics (analytics domain), with no personal data:
 * - `analytics_salt`: one random salt per UTC day, shared by every replica, deleted once its day ends;
 * - `analytics_event`: the raw events, each with its visitor's salted hash (address, user agent and
 *   site), kept at most 48 hours (the rollup job deletes them);
 * - `analytics_day`, `analytics_day_page`, `analytics_day_source`, `analytics_day_form`: the daily
 *   rollups (counts only), kept for the retention in `analytics_setting`. A day in `analytics_day`
 *   is rolled up: reports read it from the rollups, not from raw events.
 */
export class PageAnalytics1764628900000 implements MigrationInterface {
  name = 'PageAnalytics1764628900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE analytics_salt (
        day date PRIMARY KEY,
        salt bytea NOT NULL CHECK (octet_length(salt) = 32)
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_event (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        day date NOT NULL,
        received_at timestamptz NOT NULL,
        type text NOT NULL CHECK (type IN ${TYPES}),
        path text NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
        form text CHECK (form IN ${FORMS}),
        source text NOT NULL CHECK (length(source) BETWEEN 1 AND 253),
        visitor bytea NOT NULL CHECK (octet_length(visitor) = 16)
      )`);
    await queryRunner.query('CREATE INDEX analytics_event_day ON analytics_event (day, type)');
    await queryRunner.query('CREATE INDEX analytics_event_received_at ON analytics_event (received_at)');
    await queryRunner.query(`
      CREATE TABLE analytics_day (
        day date PRIMARY KEY,
        visitors integer NOT NULL,
        page_views integer NOT NULL,
        rolled_up_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_day_page (
        day date NOT NULL,
        path text NOT NULL,
        visitors integer NOT NULL,
        page_views integer NOT NULL,
        PRIMARY KEY (day, path)
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_day_source (
        day date NOT NULL,
        source text NOT NULL,
        visitors integer NOT NULL,
        PRIMARY KEY (day, source)
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_day_form (
        day date NOT NULL,
        form text NOT NULL CHECK (form IN ${FORMS}),
        viewed integer NOT NULL,
        started integer NOT NULL,
        sent integer NOT NULL,
        PRIMARY KEY (day, form)
      )`);
    await queryRunner.query(`
      CREATE TABLE analytics_setting (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        retention_months integer NOT NULL CHECK (retention_months BETWEEN 1 AND 120),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES operator (id) ON DELETE SET NULL
      )`);
    await queryRunner.query('INSERT INTO analytics_setting (retention_months) VALUES (25)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'analytics_setting',
      'analytics_day_form',
      'analytics_day_source',
      'analytics_day_page',
      'analytics_day',
      'analytics_event',
      'analytics_salt',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
