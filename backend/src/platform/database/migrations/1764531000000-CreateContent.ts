import { CONTENT_KINDS, CONTENT_STATUSES } from '@orbitwise/contracts/content';
import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The content domain: the documents the company edits, their revisions and the uploaded
 * images, seeded with today's content (`@orbitwise/contracts/content-seed`), published as it is.
 *
 * - `content_document`: one per kind and slug; `draft` is what editors work on, `published` what
 *   visitors see (null: not on the site) with its Markdown rendered (`published_html`); `version` is
 *   the draft's revision, `published_revision` the one published.
 * - `content_revision`: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): every draft ever
 *   saved, by whom; a restore appends a copy.
 * - `content_image`: an uploaded picture, by the SHA-256 of its bytes, and its stored renditions.
 */
export class CreateContent1764531000000 implements MigrationInterface {
  name = 'CreateContent1764531000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SET LOCAL statement_timeout = 0');
    await queryRunner.query(`
      CREATE TABLE content_document (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind varchar(20) NOT NULL CHECK (kind IN (${list(CONTENT_KINDS)})),
        slug varchar(100) NOT NULL CHECK (slug ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$'),
        status varchar(12) NOT NULL CHECK (status IN (${list(CONTENT_STATUSES)})),
        draft jsonb NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        published jsonb,
        published_html jsonb,
        published_revision integer,
        published_at timestamptz,
        publish_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by_id uuid REFERENCES operator (id) ON DELETE SET NULL,
        UNIQUE (kind, slug),
        CHECK ((status = 'scheduled') = (publish_at IS NOT NULL)),
        CHECK ((published IS NULL) = (published_revision IS NULL)),
        CHECK (status <> 'published' OR published IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX content_document_due_idx ON content_document (publish_at) WHERE status = 'scheduled'`,
    );
    await queryRunner.query(`
      CREATE TABLE content_revision (
        document_id bigint NOT NULL REFERENCES content_document (id),
        revision integer NOT NULL CHECK (revision > 0),
        action varchar(10) NOT NULL CHECK (action IN ('seeded', 'created', 'saved', 'restored')),
        restored_from integer,
        data jsonb NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        by_id uuid,
        by_label varchar(400),
        PRIMARY KEY (document_id, revision)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION content_revision_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'content_revision is append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER content_revision_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON content_revision
      FOR EACH STATEMENT EXECUTE FUNCTION content_revision_append_only()`);
    await queryRunner.query(`
      CREATE TABLE content_image (
        sha256 char(64) PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        format varchar(10) NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        bytes integer NOT NULL CHECK (bytes > 0),
        variants jsonb NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        uploaded_by_id uuid REFERENCES operator (id) ON DELETE SET NULL
      )`);

    // A fresh database: every document of today's seed (nothing to conflict with yet).
    await insertPublishedSeed(queryRunner, CONTENT_SEED);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content_image');
    await queryRunner.query('DROP TABLE content_revision');
    await queryRunner.query('DROP FUNCTION content_revision_append_only');
    await queryRunner.query('DROP TABLE content_document');
  }
}
