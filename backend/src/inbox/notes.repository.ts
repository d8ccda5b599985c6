import { Injectable } from '@nestjs/common';
import { Database } from '../platform/database/database';

export interface NoteRow {
  id: string;
  text: string;
  author: string | null;
  at: Date;
}

/** A note as an access request exports it: the text and time, never the author. */
export interface SubmissionNoteRow {
  submissionId: string;
  text: string;
  at: Date;
}

/** The submission_note table's SQL: notes are only ever appended. */
@Injectable()
export class NotesRepository {
  constructor(private readonly db: Database) {}

  /** Null when the submission is gone. */
  async add(submissionId: string, authorId: string, text: string): Promise<NoteRow | null> {
    const rows = await this.db.query<NoteRow>(
      `WITH note AS (
         INSERT INTO submission_note (submission_id, author_id, text)
         SELECT id, $2, $3 FROM submission WHERE id = $1
         RETURNING id, author_id, text, at
       )
       SELECT note.id, note.text, o.display_name AS author, note.at
       FROM note LEFT JOIN operator o ON o.id = note.author_id`,
      [submissionId, authorId, text],
    );
    return rows[0] ?? null;
  }

  /** Oldest first, with the author's display name (read-only from the operators domain's table). */
  async forSubmission(submissionId: string): Promise<NoteRow[]> {
    return this.db.query<NoteRow>(
      `SELECT n.id, n.text, o.display_name AS author, n.at
       FROM submission_note n LEFT JOIN operator o ON o.id = n.author_id
       WHERE n.submission_id = $1 ORDER BY n.at, n.id`,
      [submissionId],
    );
  }

  /** The notes on any of these submissions, oldest first. */
  forSubmissions(submissionIds: readonly string[]): Promise<SubmissionNoteRow[]> {
    return this.db.query<SubmissionNoteRow>(
      `SELECT submission_id AS "submissionId", text, at FROM submission_note
       WHERE submission_id = ANY($1::bigint[]) ORDER BY at, id`,
      [submissionIds],
    );
  }
}
