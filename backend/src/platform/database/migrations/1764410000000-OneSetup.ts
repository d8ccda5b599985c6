import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * At most one setup link is ever spent at a time (auth domain, `setup_token`). Two setups racing with
 * two valid links each saw no operator and could both create an administrator; with this index the
 * second to commit fails (unique violation) and its operator is rolled back with it. A spent link is
 * forgotten with the expired ones, so this only spans the first hour after setup, while an operator exists.
 */
export class OneSetup1764410000000 implements MigrationInterface {
  name = 'OneSetup1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A spent link can do nothing more: forgetting them lets the index be built on any database.
    await queryRunner.query('DELETE FROM setup_token WHERE used_at IS NOT NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX setup_token_one_setup ON setup_token ((used_at IS NOT NULL)) WHERE used_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX setup_token_one_setup');
  }
}
