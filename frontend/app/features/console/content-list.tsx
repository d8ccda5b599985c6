/** One kind's documents: title, status (with the scheduled time), last change and who made it. */
import { FIGURES_SLUG, type ContentKind, type ContentSummary } from '@orbitwise/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consolePaths } from './console-routes';
import { CONTENT_KIND_NAMES, isContentKind } from './content-kinds';
import { columnsFor, DataTable, type Columns } from './data-table';
import { DateTime, ErrorNotice, Loading, NotAllowed } from './ui';
import { listContent } from './content-api';
import { contentKeys } from './content-query';
import { StatusBadge } from './content-status-badge';

export function ContentListScreen() {
  const { kind } = useParams();
  if (!isContentKind(kind)) {
    return (
      <>
        <h1>Content</h1>
        <NotAllowed detail="There is no such kind of content." />
      </>
    );
  }
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const { data, error, isPending } = useQuery({
    queryKey: contentKeys.list(kind),
    queryFn: () => listContent(kind),
  });
  const labels = CONTENT_KIND_NAMES[kind];
  const column = columnsFor<ContentSummary>();
  const columns: Columns<ContentSummary> = column.columns([
    column.accessor('title', {
      header: 'Title',
      cell: (info) => (
        <Link to={consolePaths.contentEdit(kind, info.row.original.slug)}>
          {info.getValue() || '(untitled)'}
        </Link>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge status={info.getValue()} publishAt={info.row.original.publishAt} />,
    }),
    column.accessor('updatedAt', { header: 'Updated', cell: (info) => <DateTime iso={info.getValue()} /> }),
    column.accessor('updatedBy', { header: 'By', cell: (info) => info.getValue() ?? '—' }),
  ]);
  return (
    <>
      <h1>{labels.plural}</h1>
      {kind === 'figures' ? (
        <p className="console-muted">One set of figures that every page reads ({FIGURES_SLUG}).</p>
      ) : (
        <p>
          <Link to={consolePaths.contentNew(kind)} className="button">
            New {labels.one.toLowerCase()}
          </Link>
        </p>
      )}
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? (
        <DataTable
          caption={labels.plural}
          columns={columns}
          data={data.items}
          rowId={(item) => item.slug}
          className="content-table"
          empty={`No ${labels.plural.toLowerCase()} yet.`}
        />
      ) : null}
    </>
  );
}
