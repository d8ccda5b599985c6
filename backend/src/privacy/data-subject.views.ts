import type { SubmissionKind, SubmissionStatus } from '@orbitwise/contracts/admin';
import type { SubmissionNoteRow } from '../inbox/notes.repository';
import type { SubmissionStatusChangeRow } from '../inbox/status-changes.repository';
import type { EnvelopeRow } from '../inbox/submissions.repository';
import type { SentReply } from '../platform/privacy/submission-replies';

/** The access request's download: everything kept about one email address. */
export interface DataSubjectExport {
  email: string;
  exportedAt: string;
  submissions: {
    id: string;
    kind: SubmissionKind;
    receivedAt: string;
    status: SubmissionStatus;
    /** Every column of the row as its domain stores it (instants in ISO 8601). */
    fields: Record<string, unknown>;
    notes: { text: string; at: string }[];
    statusHistory: { from: SubmissionStatus | null; to: SubmissionStatus; at: string }[];
    /** What staff wrote to the person from the submission's page, as sent. */
    replies: SentReply[];
  }[];
}

function asJsonFields(row: object | null): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row ?? {}).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

export function toDataSubjectExport(
  email: string,
  envelopes: readonly EnvelopeRow[],
  rows: readonly (object | null)[],
  notes: readonly SubmissionNoteRow[],
  history: readonly SubmissionStatusChangeRow[],
  replies: ReadonlyMap<string, SentReply[]>,
): DataSubjectExport {
  return {
    email,
    exportedAt: new Date().toISOString(),
    submissions: envelopes.map((envelope, index) => ({
      id: envelope.id,
      kind: envelope.kind,
      receivedAt: envelope.receivedAt.toISOString(),
      status: envelope.status,
      fields: asJsonFields(rows[index] ?? null),
      notes: notes
        .filter((note) => note.submissionId === envelope.id)
        .map((note) => ({ text: note.text, at: note.at.toISOString() })),
      statusHistory: history
        .filter((change) => change.submissionId === envelope.id)
        .map((change) => ({ from: change.from, to: change.to, at: change.at.toISOString() })),
      replies: replies.get(envelope.id) ?? [],
    })),
  };
}
