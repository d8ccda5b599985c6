import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `editor` role: edits the site's content, sees no submissions, operators or settings. */
export class EditorRole1764530000000 implements MigrationInterface {
  name = 'EditorRole1764530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE operator DROP CONSTRAINT operator_role_check');
    await queryRunner.query(
      `ALTER TABLE operator ADD CONSTRAINT operator_role_check CHECK (role IN ('admin', 'sales', 'hr', 'editor'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE operator SET role = 'sales', disabled = true WHERE role = 'editor'`);
    await queryRunner.query('ALTER TABLE operator DROP CONSTRAINT operator_role_check');
    await queryRunner.query(
      `ALTER TABLE operator ADD CONSTRAINT operator_role_check CHECK (role IN ('admin', 'sales', 'hr'))`,
    );
  }
}
