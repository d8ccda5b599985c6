import type { MigrationInterface, QueryRunner } from 'typeorm';

const SOURCE_TABLES = ['enquiry', 'career_application', 'subscription'] as const;

/**
 * Where each lead came from: the optional `attribution` its form sent (campaign, referring host, landing
 * page and the page it was sent from; validated by the contracts' rules before it is stored). Kept on
 * the submission's own row, written by the same single statement that stores it, so a submission and
 * its attribution are never apart (nor its erasure). The view `submission_attribution` names each one
 * by the inbox's id, for the inbox's filters, the read API and the exports.
 */
export class SubmissionAttribution1764628400000 implements MigrationInterface {
  name = 'SubmissionAttribution1764628400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of SOURCE_TABLES) {
      await queryRunner.query(`
        ALTER TABLE ${table} ADD COLUMN attribution jsonb
          CONSTRAINT ${table}_attribution_object CHECK (jsonb_typeof(attribution) = 'object')`);
    }
    await queryRunner.query(`
      CREATE VIEW submission_attribution AS
      SELECT s.id AS submission_id, a.attribution
      FROM submission s
      CROSS JOIN LATERAL (
        SELECT attribution FROM enquiry WHERE id = s.enquiry_id
        UNION ALL SELECT attribution FROM career_application WHERE id = s.career_application_id
        UNION ALL SELECT attribution FROM subscription WHERE id = s.subscription_id
      ) a
      WHERE a.attribution IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP VIEW submission_attribution');
    for (const table of SOURCE_TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN attribution`);
    }
  }
}
