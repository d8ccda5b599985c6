import { renderContentHtml } from '@orbitwise/contracts/markdown';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events follow their data. `event_registration_count`: the registrations each edition has
 * taken, incremented by the registration's own statement only while below the capacity (ON CONFLICT
 * DO UPDATE … WHERE decides on the row's latest version, so concurrent registrations for the last
 * places cannot overshoot). And the seed's upcoming edition, for databases seeded before it existed.
 */
export class EventEditions1764560000000 implements MigrationInterface {
  name = 'EventEditions1764560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_registration_count (
        event_slug varchar(200) PRIMARY KEY,
        registrations integer NOT NULL CHECK (registrations >= 0)
      )`);
    for (const document of EVENTS) {
      await queryRunner.query(
        `WITH document AS (
           INSERT INTO content_document
             (kind, slug, status, draft, version, published, published_html, published_revision, published_at)
           VALUES ($1, $2, 'published', $3, 1, $3, $4, 1, now())
           ON CONFLICT (kind, slug) DO NOTHING
           RETURNING id
         )
         INSERT INTO content_revision (document_id, revision, action, data)
         SELECT id, 1, 'seeded', $3 FROM document`,
        [
          document.kind,
          document.slug,
          JSON.stringify(document.data),
          JSON.stringify(renderContentHtml(document.kind, document.data)),
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_registration_count');
  }
}
