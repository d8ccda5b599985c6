import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables named after the domains that own them (enquiries, careers, subscriptions), and the resume
 * column named for what it holds: a key in the resume store, never a path.
 */
export class NameTablesByDomain1764000000000 implements MigrationInterface {
  name = 'NameTablesByDomain1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contact_us RENAME TO enquiry');
    await queryRunner.query('ALTER INDEX contact_us_created_at_idx RENAME TO enquiry_created_at_idx');
    await queryRunner.query('ALTER TABLE user_subscription RENAME TO subscription');
    await queryRunner.query('ALTER TABLE career_application RENAME COLUMN resume_stored_name TO resume_key');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE career_application RENAME COLUMN resume_key TO resume_stored_name');
    await queryRunner.query('ALTER TABLE subscription RENAME TO user_subscription');
    await queryRunner.query('ALTER INDEX enquiry_created_at_idx RENAME TO contact_us_created_at_idx');
    await queryRunner.query('ALTER TABLE enquiry RENAME TO contact_us');
  }
}
