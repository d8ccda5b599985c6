/**
 * One kind's documents: title, status (with the scheduled time), where a published one is on the
 * site (from the public read: what visitors see), last change and who made it.
 */
import {
  FIGURES_SLUG,
  TECHNOLOGIES_SLUG,
  SITE_SLUG,
  type ContentKind,
  type ContentSummary,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consolePaths } from './console-routes';
import { CONTENT_KIND_NAMES, isContentKind } from './content-kinds';
import { columnsFor, DataTable, type Columns } from './data-table';
import { DateTime, ErrorNotice, Loading, NotAllowed } from './ui';
import { listContent, listPublished } from './content-api';
import { LiveLink } from './content-live-link';
import { contentKeys } from './content-query';
import { StatusBadge } from './content-status-badge';

/** The kinds whose documents are fixed (no new ones): what they are. */
const FIXED_DOCUMENTS: Partial<Record<ContentKind, string>> = {
  figures: `One set of figures that every page reads (${FIGURES_SLUG}).`,
  site: `The company's details that every page shows: footer blurb, social and chat links (${SITE_SLUG}).`,
  page: 'One per page of the site (its address in the route table). A page without a published one keeps its default text.',
  technology: `The Technologies page's columns of links and the logo grid it shares with Home (${TECHNOLOGIES_SLUG}).`,
  legal:
    'One per legal page (privacy: Privacy Policy, terms: Terms & Conditions). A page without a published one keeps its first text.',
  training:
    'One per training page (Training, Personalized Training, Corporate Training). A page without a published one keeps its first text.',
};

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
  const published = useQuery({
    queryKey: contentKeys.published(kind),
    queryFn: () => listPublished(kind),
  });
  const live = new Map<string, PublishedDocument>(
    (published.data?.items ?? []).map((document) => [document.slug, document]),
  );
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
    column.display({
      id: 'live',
      header: 'On the site',
      cell: (info) => {
        const document = live.get(info.row.original.slug);
        return document ? <LiveLink kind={kind} slug={document.slug} data={document.data} /> : '—';
      },
    }),
    column.accessor('updatedAt', { header: 'Updated', cell: (info) => <DateTime iso={info.getValue()} /> }),
    column.accessor('updatedBy', { header: 'By', cell: (info) => info.getValue() ?? '—' }),
  ]);
  return (
    <>
      <h1>{labels.plural}</h1>
      {FIXED_DOCUMENTS[kind] ? (
        <p className="console-muted">{FIXED_DOCUMENTS[kind]}</p>
      ) : (
        <p>
          <Link to={consolePaths.contentNew(kind)} className="button">
            New {labels.one.toLowerCase()}
          </Link>
        </p>
      )}
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error ?? published.error} />
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
