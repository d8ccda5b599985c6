import { ABOUT, INDUSTRIES, SERVICES } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/** The anniversary pictures' captions as first seeded, and as they are now (the years computed). */
const CAPTIONS: Readonly<Record<string, [before: string, now: string]>> = {
  'anniversary-1': [
    '28 Years Together: the anniversary banner on stage',
    '{years} Years Together: the anniversary banner on stage',
  ],
  'anniversary-3': [
    '28 Years Together: cheers from the stage',
    '{years} Years Together: cheers from the stage',
  ],
  'anniversary-5': [
    '28 Years Together, in front of a full hall',
    '{years} Years Together, in front of a full hall',
  ],
};

/**
 * The site's own copy becomes content, and years in business are computed. For a database seeded
 * before (a fresh one already has all of it from the seed, so each step changes nothing there):
 *
 * - the service pages, the industries and About (with the skill bars) are inserted as published
 *   documents, unless a document of that kind and slug exists;
 * - the figures lose their stored `years` count (computed from `founded` now; the schema drops it
 *   when it reads an old revision too, so draft and revisions still agree);
 * - the anniversary pictures' captions quote the computed years (`{years}`), as a new revision,
 *   only where no editor has changed the picture since it was seeded.
 */
export class SiteCopyAndComputedFigures1764626000000 implements MigrationInterface {
  name = 'SiteCopyAndComputedFigures1764626000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, [...SERVICES, INDUSTRIES, ABOUT]);
    await queryRunner.query(
      `UPDATE content_document
          SET draft = draft - 'years', published = published - 'years'
        WHERE kind = 'figures' AND (draft ? 'years' OR published ? 'years')`,
    );
    for (const [slug, [before, now]] of Object.entries(CAPTIONS)) {
      await queryRunner.query(
        `WITH document AS (
           UPDATE content_document
              SET draft = jsonb_set(draft, '{image,alt}', to_jsonb($3::text)),
                  published = jsonb_set(draft, '{image,alt}', to_jsonb($3::text)),
                  version = 2, published_revision = 2, updated_at = now()
            WHERE kind = 'gallery-item' AND slug = $1 AND version = 1 AND published_revision = 1
              AND status = 'published' AND draft->'image'->>'alt' = $2 AND published = draft
            RETURNING id, draft
         )
         INSERT INTO content_revision (document_id, revision, action, data)
         SELECT id, 2, 'seeded', draft FROM document`,
        [slug, before, now],
      );
    }
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the copy stays: an editor can restore or unpublish.
  }
}
