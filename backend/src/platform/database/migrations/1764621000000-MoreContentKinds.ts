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
  // The site's own copy, made editable: the company's details, each page's SEO, services, industries, About.
  'site',
  'page',
  'service',
  'industry',
  'about',
];

/** Widens the kinds a content document may be (the API accepts only the contract's kinds). */
export class MoreContentKinds1764621000000 implements MigrationInterface {
  name = 'MoreContentKinds1764621000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setContentKinds(queryRunner, KINDS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM content_document WHERE kind IN ('site', 'page', 'service', 'industry', 'about')`,
    );
    await setContentKinds(queryRunner, KINDS.slice(0, 9));
  }
}
