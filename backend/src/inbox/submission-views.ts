import type { StatusChange, SubmissionNote, SubmissionSummary } from '@orbitwise/contracts/admin';
import type { NoteRow } from './notes.repository';
import type { StatusChangeRow } from './status-changes.repository';
import type { SubmissionRow } from './submissions.repository';

export function toSummary(row: SubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.receivedAt.toISOString(),
    updatedAt: row.updatedAt,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    status: row.status,
    read: row.read,
    assignee: row.assigneeId ? { id: row.assigneeId, displayName: row.assigneeName ?? '' } : null,
    hasResume: row.hasResume,
    waitlisted: row.waitlisted,
  };
}

/** The history from the arrival (status `new`, no operator) on. */
export function toHistory(row: SubmissionRow, changes: StatusChangeRow[]): StatusChange[] {
  return [
    { from: null, to: 'new', by: null, at: row.receivedAt.toISOString() },
    ...changes.map((change) => ({ ...change, at: change.at.toISOString() })),
  ];
}

export function toNote(row: NoteRow): SubmissionNote {
  return { id: row.id, text: row.text, author: row.author ?? 'A removed operator', at: row.at.toISOString() };
}
