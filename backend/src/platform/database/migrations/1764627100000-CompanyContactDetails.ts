import { SITE_CHROME, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed, reseedUntouched } from '../content-migrations';

/**
 * The company's name, address and contact details (Contact, IT support, the legal pages, calendar
 * files, JSON-LD) join the `site` document. A document no editor changed (as first seeded: the footer
 * blurb, social and chat links only) gets them as a new `seeded` revision; one an editor changed keeps
 * its text and reads the missing fields as the seed's (the schema's defaults). A database without the
 * document gets it whole. Run again, or on a fresh database (seeded with the new shape), it changes nothing.
 */
export class CompanyContactDetails1764627100000 implements MigrationInterface {
  name = 'CompanyContactDetails1764627100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reseedUntouched(queryRunner, [
      { kind: 'site', slug: SITE_DETAILS.slug, first: SITE_CHROME, now: SITE_DETAILS.data },
    ]);
    await insertPublishedSeed(queryRunner, [SITE_DETAILS]);
  }

  async down(): Promise<void> {
    // The revision history is append-only, and the details stay: an editor can restore an older revision.
  }
}
