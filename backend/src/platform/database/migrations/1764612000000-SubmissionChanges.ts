import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the read API's incremental sync stands on (the inbox domain's):
 *
 * - `submission.updated_at`: when the envelope last changed in a way a partner syncs (status,
 *   assignee, a note, any other column), set by triggers whatever writes the row; backfilled from
 *   `received_at`. Indexed with `id` for the sync order.
 * - `submission_tombstone`: one row per deleted envelope (an erasure by hand or per address, the
 *   retention purge), written by an AFTER DELETE trigger, so erasure needs no change: the id, kind,
 *   sandbox flag and erased time, nothing personal. Purged after a documented time.
 * - `submission_change_time()`: the time every change of one transaction is stamped with. It first
 *   makes the transaction take its id, so that a reader who sees the writer in pg_stat_activity
 *   (`backend_xid`) holds its sync horizon back to the writer's start; a writer with no id yet when
 *   the reader looked takes its time afterwards, past the horizon. Together: a change committed
 *   after a sync page was read is always stamped after every change that page returned.
 */
export class SubmissionChanges1764612000000 implements MigrationInterface {
  name = 'SubmissionChanges1764612000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION submission_change_time() RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        stamped text := current_setting('submission.change_time', true);
      BEGIN
        IF stamped IS NULL OR stamped = '' THEN
          PERFORM pg_current_xact_id();
          stamped := set_config('submission.change_time', clock_timestamp()::text, true);
        END IF;
        RETURN stamped::timestamptz;
      END $$`);

    await queryRunner.query('ALTER TABLE submission ADD COLUMN updated_at timestamptz');
    await queryRunner.query('UPDATE submission SET updated_at = received_at');
    await queryRunner.query('ALTER TABLE submission ALTER COLUMN updated_at SET NOT NULL');
    await queryRunner.query('CREATE INDEX submission_updated_idx ON submission (updated_at, id)');

    await queryRunner.query(`
      CREATE FUNCTION submission_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Any change, a set of updated_at too (a new note's), is stamped; an UPDATE that changes nothing is not.
        IF TG_OP = 'INSERT' OR NEW IS DISTINCT FROM OLD THEN
          NEW.updated_at := submission_change_time();
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_stamp_change BEFORE INSERT OR UPDATE ON submission
      FOR EACH ROW EXECUTE FUNCTION submission_stamp_change()`);

    // The read API's detail shows the notes: a new note is a change of its submission.
    await queryRunner.query(`
      CREATE FUNCTION submission_note_stamps_submission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE submission SET updated_at = submission_change_time() WHERE id = NEW.submission_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_note_stamps_submission AFTER INSERT ON submission_note
      FOR EACH ROW EXECUTE FUNCTION submission_note_stamps_submission()`);

    await queryRunner.query(`
      CREATE TABLE submission_tombstone (
        id bigint PRIMARY KEY,
        kind varchar(20) NOT NULL,
        sandbox boolean NOT NULL,
        erased_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX submission_tombstone_erased_idx ON submission_tombstone (erased_at, id)',
    );
    await queryRunner.query(`
      CREATE FUNCTION submission_tombstone_for_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO submission_tombstone (id, kind, sandbox, erased_at)
        -- sandbox through jsonb: the test keys' flag, false where an envelope has none.
        VALUES (OLD.id, OLD.kind, coalesce((to_jsonb(OLD) ->> 'sandbox')::boolean, false), submission_change_time())
        ON CONFLICT (id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER submission_tombstone AFTER DELETE ON submission
      FOR EACH ROW EXECUTE FUNCTION submission_tombstone_for_delete()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER submission_tombstone ON submission');
    await queryRunner.query('DROP TABLE submission_tombstone');
    await queryRunner.query('DROP TRIGGER submission_note_stamps_submission ON submission_note');
    await queryRunner.query('DROP TRIGGER submission_stamp_change ON submission');
    await queryRunner.query(
      'DROP FUNCTION submission_tombstone_for_delete(), submission_note_stamps_submission(), submission_stamp_change()',
    );
    await queryRunner.query('ALTER TABLE submission DROP COLUMN updated_at');
    await queryRunner.query('DROP FUNCTION submission_change_time()');
  }
}
