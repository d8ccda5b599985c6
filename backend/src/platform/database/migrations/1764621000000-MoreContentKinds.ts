import type { MigrationInterface, QueryRunner } from 'typeorm';

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
    await this.setKinds(queryRunner, KINDS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM content_document WHERE kind IN ('site', 'page', 'service', 'industry', 'about')`,
    );
    await this.setKinds(queryRunner, KINDS.slice(0, 9));
  }

  private async setKinds(queryRunner: QueryRunner, kinds: readonly string[]): Promise<void> {
    const [constraint] = (await queryRunner.query(
      `SELECT conname FROM pg_constraint
        WHERE conrelid = 'content_document'::regclass AND contype = 'c'
          AND pg_get_constraintdef(oid) LIKE '%kind%'`,
    )) as { conname: string }[];
    if (constraint)
      await queryRunner.query(`ALTER TABLE content_document DROP CONSTRAINT "${constraint.conname}"`);
    await queryRunner.query(
      `ALTER TABLE content_document ADD CONSTRAINT content_document_kind_check
         CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`,
    );
  }
}
