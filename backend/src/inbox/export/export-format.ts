import {
  LEAD_KINDS,
  STATUS_LABELS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { stringify } from 'csv-stringify';
import type { Transform } from 'node:stream';
import { asText, SOURCES } from '../source-fields';
import type { ExportRow } from './export.repository';

interface CsvColumn {
  header: string;
  /** The kinds that have this column; it is left out of an export of none of them. */
  kinds: readonly SubmissionKind[];
  value: (row: ExportRow) => unknown;
}

const ENQUIRY_FORMS: readonly SubmissionKind[] = ['enquiry', 'contact', 'event', 'it-support'];
const APPLICATION: readonly SubmissionKind[] = ['application'];
const WITH_MESSAGE: readonly SubmissionKind[] = [...ENQUIRY_FORMS, ...APPLICATION];
const field = (prop: string) => (row: ExportRow) => row.fields[prop];

/** Where it came from: each touch's campaign values, referring host and landing page, then the form's page. */
const touchColumns = (which: 'first' | 'last', label: string): CsvColumn[] =>
  (
    [
      ['source', 'source'],
      ['medium', 'medium'],
      ['campaign', 'campaign'],
      ['term', 'term'],
      ['content', 'content'],
      ['referrer', 'referrer'],
      ['landing', 'landing page'],
    ] as const
  ).map(([key, name]) => ({
    header: `${label} ${name}`,
    kinds: SUBMISSION_KINDS,
    value: (row: ExportRow) => row.attribution?.[which]?.[key] ?? null,
  }));

const CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Reference', kinds: SUBMISSION_KINDS, value: (row) => row.id },
  { header: 'Kind', kinds: SUBMISSION_KINDS, value: (row) => SUBMISSION_KIND_LABELS[row.kind] },
  { header: 'Received', kinds: SUBMISSION_KINDS, value: (row) => row.receivedAt },
  { header: 'Status', kinds: SUBMISSION_KINDS, value: (row) => STATUS_LABELS[row.status] },
  { header: 'Read', kinds: SUBMISSION_KINDS, value: (row) => row.read },
  { header: 'Assignee', kinds: SUBMISSION_KINDS, value: (row) => row.assignee },
  { header: 'Name', kinds: WITH_MESSAGE, value: (row) => row.name },
  { header: 'Email', kinds: SUBMISSION_KINDS, value: (row) => row.email },
  { header: 'Phone', kinds: WITH_MESSAGE, value: (row) => row.phone },
  {
    header: 'Subject / job applied for',
    kinds: WITH_MESSAGE,
    value: (row) => (row.kind === 'application' ? row.fields.applicationDetails : row.fields.subject),
  },
  { header: 'Message', kinds: ENQUIRY_FORMS, value: field('description') },
  { header: 'Current job title', kinds: APPLICATION, value: field('position') },
  { header: 'How did you find us', kinds: ['enquiry', 'event'], value: field('howdidyoufindus') },
  { header: 'City', kinds: APPLICATION, value: field('city') },
  { header: 'Date of birth', kinds: APPLICATION, value: field('dateOfBirth') },
  { header: 'Experience (years)', kinds: APPLICATION, value: field('experience') },
  { header: 'Expected salary (LPA)', kinds: APPLICATION, value: field('expectedSalary') },
  { header: 'Link', kinds: APPLICATION, value: field('filePathUrl') },
  { header: 'Resume file', kinds: APPLICATION, value: field('resumeOriginalName') },
  { header: 'Activation date', kinds: ['newsletter'], value: field('userActivationDate') },
  // Double opt-in: only `confirmed` subscribers may be mailed; the consent record beside it.
  { header: 'Subscriber state', kinds: ['newsletter'], value: field('state') },
  { header: 'Confirmed at', kinds: ['newsletter'], value: field('confirmedAt') },
  { header: 'Consent wording version', kinds: ['newsletter'], value: field('consentWording') },
  { header: 'Active', kinds: SUBMISSION_KINDS, value: field('isActive') },
  { header: 'Source', kinds: [...LEAD_KINDS, ...APPLICATION], value: (row) => SOURCES[row.kind] },
  ...touchColumns('first', 'First touch'),
  ...touchColumns('last', 'Last touch'),
  { header: 'Sent from page', kinds: SUBMISSION_KINDS, value: (row) => row.attribution?.sentFrom ?? null },
];

export function csvColumns(kinds: readonly SubmissionKind[]): readonly CsvColumn[] {
  return CSV_COLUMNS.filter((column) => column.kinds.some((kind) => kinds.includes(kind)));
}

export function csvRecord(row: ExportRow, columns: readonly CsvColumn[]): (string | null)[] {
  return columns.map((column) => asText(column.value(row)));
}

/**
 * RFC 4180 (CRLF, quotes doubled, fields with a comma, quote, CR or LF quoted), UTF-8 with a BOM so
 * that spreadsheets read it as UTF-8, and every cell starting with =, +, -, @, tab or CR prefixed
 * with `'` so that no spreadsheet runs it as a formula (csv-stringify's escape_formulas).
 */
export function csvStringifier(columns: readonly CsvColumn[]): Transform {
  return stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}

/** One submission in the JSON export: the envelope, its source and every field as stored. */
export function jsonRecord(row: ExportRow) {
  return {
    id: row.id,
    kind: row.kind,
    source: SOURCES[row.kind],
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    read: row.read,
    assignee: row.assignee,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    fields: row.fields,
    attribution: row.attribution,
  };
}
