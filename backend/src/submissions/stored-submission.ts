import { Logger } from '@nestjs/common';
import type { Database } from '../platform/database/database';
import type { SubmissionVerdict } from './submission-gate';
import type { SubmissionReference } from './result.dto';

/** A repository's insert verdict, with the id of the row it wrote (null when it wrote none). */
export interface StoredVerdict extends SubmissionVerdict {
  rowId: string | null;
}

/** The select that ends a submission's statement: the gate's verdict and the written row's id. */
export function storedVerdictSql(gateVerdict: string): string {
  return `SELECT verdict.*, (SELECT id FROM stored)::text AS "rowId" FROM (${gateVerdict}) AS verdict`;
}

/** The source table's column that names a row in the inbox's `submission` envelope. */
export type EnvelopeColumn = 'enquiry_id' | 'career_application_id' | 'subscription_id';

/**
 * The id of the envelope the insert's trigger wrote for a row: the id by which the read API, the
 * webhooks, the console and the staff e-mails name the submission. An AFTER INSERT trigger's rows are
 * not visible to the statement that fired it, hence this second (indexed, unique) read.
 */
export async function envelopeIdOf(db: Database, column: EnvelopeColumn, rowId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM submission WHERE ${column} = $1`,
    [rowId],
    { prepare: true },
  );
  if (!row) throw new Error(`No inbox envelope for the ${column} just stored`);
  return row.id;
}

const logger = new Logger('Submissions');

/**
 * The id the answer gives and the reference people read (`#42`, as the console and the e-mails show
 * it). The submission is stored by now, and an application's resume must stay with it: when its id
 * cannot be read, the answer is still the success, with a null id and reference.
 */
export async function referenceOf(id: Promise<string>): Promise<SubmissionReference> {
  try {
    const known = await id;
    return { id: known, ref: `#${known}` };
  } catch (error) {
    logger.warn(`A stored submission's id could not be read for its answer: ${String(error)}`);
    return { id: null, ref: null };
  }
}
