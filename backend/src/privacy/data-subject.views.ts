import type { SubmissionKind, SubmissionStatus, SubmissionSummary } from '@orbitwise/contracts';
import type { EnvelopeNote, EnvelopeRow, EnvelopeStatusChange } from './envelopes.repository';

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
  }[];
}

export function toSummary(row: EnvelopeRow): SubmissionSummary {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.receivedAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    status: row.status,
    read: row.read,
    assignee: row.assigneeId ? { id: row.assigneeId, displayName: row.assigneeName ?? '' } : null,
    hasResume: row.hasResume,
  };
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
  notes: readonly EnvelopeNote[],
  history: readonly EnvelopeStatusChange[],
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
    })),
  };
}
