import { POSTS } from '@orbitwise/contracts/content-seed';
import { renderContentHtml } from '@orbitwise/contracts/markdown';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SLUG = 'habits-of-developers-who-get-hired';
/** The post as first seeded: a teaser linking to the course site. */
const FIRST_BODY =
  'What our placement team hears from hiring managers, and how to practise it during your course.';
const FIRST_URL = 'https://academy.orbitwise.example/blog/habits-of-developers-who-get-hired';

/**
 * Posts without an address elsewhere now have their page on this site, and the seed's
 * "Five habits" post is one: its whole article instead of a link to the course site. A fresh database
 * gets it from the seed; one seeded before is brought to it here, only if no editor has touched the
 * post since (still its seeded revision 1), as a new revision so the history shows the change.
 */
export class SeedArticlePage1764580000000 implements MigrationInterface {
  name = 'SeedArticlePage1764580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const article = POSTS.find((post) => post.slug === SLUG)!.data;
    const first = { ...article, body: FIRST_BODY, externalUrl: FIRST_URL };
    await queryRunner.query(
      `WITH document AS (
         UPDATE content_document
            SET draft = $2, version = 2, published = $2, published_html = $3, published_revision = 2,
                updated_at = now()
          WHERE kind = 'post' AND slug = $1 AND version = 1 AND published_revision = 1 AND draft = $4::jsonb
          RETURNING id
       )
       INSERT INTO content_revision (document_id, revision, action, data)
       SELECT id, 2, 'seeded', $2 FROM document`,
      [
        SLUG,
        JSON.stringify(article),
        JSON.stringify(renderContentHtml('post', article)),
        JSON.stringify(first),
      ],
    );
  }

  async down(): Promise<void> {
    // The revision history is append-only: the article stays; an editor can restore revision 1.
  }
}
