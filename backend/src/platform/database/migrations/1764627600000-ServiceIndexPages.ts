import { SERVICE_INDEX_PAGES } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * The Services page (/courses/allcourses, /services) and the Service Details page become content:
 * two published `service` documents, `services` and `servicedetails`, with the pages' text as it
 * was (no card on Home; their search texts stay their `page` documents'). A database that has them
 * (a fresh database is seeded with them) keeps them. The service documents stored before parse
 * as they are: the fields a service gained are optional or take null.
 */
export class ServiceIndexPages1764627600000 implements MigrationInterface {
  name = 'ServiceIndexPages1764627600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, SERVICE_INDEX_PAGES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM content_document WHERE kind = 'service' AND slug IN ('services', 'servicedetails')`,
    );
  }
}
