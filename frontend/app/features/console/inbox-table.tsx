/**
 * The inbox list: newest first, unread rows marked, each row links to its detail. The sender's name
 * and address share a column, so the columns that matter fit a laptop's width; on a phone each row is
 * a card (kind, time and status; the sender; the subject; then ref., assignee and resume). An event
 * registration kept on the waitlist says so beside its kind, as its detail does.
 */
import { STATUS_LABELS, SUBMISSION_KIND_LABELS, type SubmissionSummary } from '@orbitwise/contracts/admin';
import { Link } from 'react-router';
import { Address } from './address';
import { consolePaths } from './console-routes';
import { columnsFor, DataTable, type Columns } from './data-table';
import { DateTime } from './ui';

const column = columnsFor<SubmissionSummary>();

const COLUMNS: Columns<SubmissionSummary> = column.columns([
  column.accessor('read', {
    header: () => <span className="visually-hidden">Unread</span>,
    cell: (info) =>
      info.getValue() ? null : <span className="console-dot" role="img" aria-label="Unread" />,
  }),
  column.accessor('id', {
    header: 'Ref.',
    cell: (info) => <Link to={consolePaths.submission(info.getValue())}>#{info.getValue()}</Link>,
  }),
  column.accessor('receivedAt', { header: 'Received', cell: (info) => <DateTime iso={info.getValue()} /> }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => (
      <>
        {SUBMISSION_KIND_LABELS[info.row.original.kind]}
        {info.row.original.waitlisted && (
          <>
            {' '}
            <span className="console-state console-state-held console-waitlisted">Waitlisted</span>
          </>
        )}
      </>
    ),
  }),
  column.accessor('name', {
    header: 'From',
    cell: (info) => (
      <>
        <Link to={consolePaths.submission(info.row.original.id)} className="console-strong-link">
          {info.getValue() || '(no name)'}
        </Link>
        <Address address={info.row.original.email} className="console-cell-note" title />
      </>
    ),
  }),
  column.accessor('subject', { header: 'Subject', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('status', { header: 'Status', cell: (info) => STATUS_LABELS[info.row.original.status] }),
  column.accessor((row) => row.assignee?.displayName ?? '', {
    id: 'assignee',
    header: 'Assignee',
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('hasResume', {
    id: 'hasResume',
    header: 'Resume',
    cell: (info) => (info.getValue() ? 'Yes' : ''),
  }),
]);
/** Without applications in sight (sales, or another kind chosen), a Resume column would stay empty. */
const WITHOUT_RESUME = COLUMNS.filter((def) => def.id !== 'hasResume');

export function InboxTable({ items, resumes }: { items: SubmissionSummary[]; resumes: boolean }) {
  return (
    <DataTable
      caption="Submissions"
      columns={resumes ? COLUMNS : WITHOUT_RESUME}
      data={items}
      rowId={(row) => row.id}
      rowClassName={(row) => (row.read ? undefined : 'is-unread')}
      className="console-table-inbox"
      empty="No submission matches these filters."
    />
  );
}
