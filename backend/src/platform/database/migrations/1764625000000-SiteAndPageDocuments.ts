import { renderContentHtml } from '@orbitwise/contracts/markdown';
import { PAGES, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's details (`site`: footer blurb, social and chat links) and each page's title and
 * description in search results (`page`, one per public route) become content: a database seeded
 * before gets the seed's documents, published. One already there (a fresh database's seed, an
 * editor's) is left as it is.
 */
export class SiteAndPageDocuments1764625000000 implements MigrationInterface {
  name = 'SiteAndPageDocuments1764625000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const document of [SITE_DETAILS, ...PAGES]) {
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

  /** The documents stay: an editor may have changed them since. */
  async down(): Promise<void> {}
}
