import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `published_page`: the site's pages re-rendered after a publish, the one state every
 * replica serves them from. One row per build and path: a deploy's new build renders its own rows
 * (its pages name its own asset files) while the old build's replicas keep serving theirs.
 *
 * - `status` 200 with its `body`, or 404: the path left the site (a closed job), even though the
 *   build wrote a file for it.
 * - `source_at`: when the content it was rendered from was read; a slower render of older content
 *   never overwrites a newer one.
 * - Only route paths: no dot segment, no `//`, no backslash, no encoded character (the CHECK).
 */
export class CreatePublishedPages1764540000000 implements MigrationInterface {
  name = 'CreatePublishedPages1764540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE published_page (
        build_id varchar(64) NOT NULL,
        path varchar(300) NOT NULL
          CHECK (path ~ '^/([A-Za-z0-9_-]+(\\.[A-Za-z0-9]+)?(/[A-Za-z0-9_-]+(\\.[A-Za-z0-9]+)?)*)?$'),
        status smallint NOT NULL CHECK (status IN (200, 404)),
        content_type varchar(100),
        body text,
        etag varchar(64),
        rendered_at timestamptz NOT NULL DEFAULT now(),
        source_at timestamptz NOT NULL,
        change varchar(140) NOT NULL,
        PRIMARY KEY (build_id, path),
        CHECK ((status = 200) = (body IS NOT NULL AND etag IS NOT NULL AND content_type IS NOT NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE published_page');
  }
}
