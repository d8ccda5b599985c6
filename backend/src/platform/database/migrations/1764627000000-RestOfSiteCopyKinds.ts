import type { MigrationInterface, QueryRunner } from 'typeorm';
import { setContentKinds } from '../content-migrations';

/** Every kind a document may be, written out: a migration must not change with the code that follows it. */
const KINDS = [
  'job',
  'event',
  'post',
  'testimonial',
  'client',
  'case-study',
  'team-member',
  'gallery-item',
  'figures',
  'site',
  'page',
  'service',
  'industry',
  'about',
  // The rest of the site's copy: the legal pages, the milestones timeline, the technologies, training.
  'legal',
  'milestone',
  'technology',
  'training',
];
const NEW_KINDS = ['legal', 'milestone', 'technology', 'training'];

/** Widens the kinds a content document may be (the API accepts only the contract's kinds). */
export class RestOfSiteCopyKinds1764627000000 implements MigrationInterface {
  name = 'RestOfSiteCopyKinds1764627000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setContentKinds(queryRunner, KINDS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM content_document WHERE kind = ANY($1)`, [NEW_KINDS]);
    await setContentKinds(
      queryRunner,
      KINDS.filter((kind) => !NEW_KINDS.includes(kind)),
    );
  }
}
