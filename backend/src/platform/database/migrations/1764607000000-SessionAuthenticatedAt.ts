import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the session's operator last proved they were at the keyboard: its sign-in, then each step-up.
 * Privileged actions need it recent; created_at stays the session's start.
 */
export class SessionAuthenticatedAt1764607000000 implements MigrationInterface {
  name = 'SessionAuthenticatedAt1764607000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE operator_session ADD COLUMN authenticated_at timestamptz NOT NULL DEFAULT now()',
    );
    await queryRunner.query('UPDATE operator_session SET authenticated_at = created_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE operator_session DROP COLUMN authenticated_at');
  }
}
