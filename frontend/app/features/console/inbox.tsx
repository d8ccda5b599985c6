/**
 * The inbox: filters in the URL, a keyset-paged list ("Load more"), exports of the current filter.
 * The live/test view switch applies at once and keeps the applied filters; edits typed into the
 * filter form but not applied yet stay there, still waiting for Apply (the form is not rebuilt).
 */
import {
  KINDS_BY_ROLE,
  SUBMISSION_KIND_LABELS,
  roleCanSee,
  type SubmissionFilters,
} from '@orbitwise/contracts/admin';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { exportHref, listOperators, listSubmissions } from './api';
import { keys } from './query';
import { useQueryParams } from './routing';
import { isAdmin, useOperator } from './session';
import { ErrorNotice, Loading, LoadMore, NotAllowed } from './ui';
import { FilterBar } from './inbox-filter-bar';
import { filtersToParams, parseFilters } from './inbox-filters';
import { InboxTable } from './inbox-table';
import { InboxViewSwitch } from './inbox-view-switch';

export function InboxScreen() {
  const operator = useOperator();
  const [params, setParams] = useQueryParams();
  const search = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const allowed = !filters.kind || roleCanSee(operator.role, filters.kind);
  const operators = useQuery({
    queryKey: keys.operators,
    queryFn: listOperators,
    enabled: isAdmin(operator.role),
    select: (data) => data.operators,
  });
  const list = useInfiniteQuery({
    queryKey: keys.submissions(filters),
    queryFn: ({ pageParam, signal }) => listSubmissions(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: allowed,
  });
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const show = (next: SubmissionFilters) => setParams(filtersToParams(next));
  // The filter form never holds the view: applying or clearing it keeps the one on screen.
  const apply = (next: SubmissionFilters) => show({ ...next, sandbox: filters.sandbox });
  const switchView = (sandbox: boolean) => show({ ...filters, sandbox: sandbox ? 'true' : undefined });
  const kinds = filters.kind ? [filters.kind] : KINDS_BY_ROLE[operator.role];
  const kindHeading = filters.kind ? `Inbox: ${SUBMISSION_KIND_LABELS[filters.kind]}` : 'Inbox';
  const heading = filters.sandbox ? `${kindHeading} (test submissions)` : kindHeading;

  if (!allowed) {
    return (
      <>
        <h1>{heading}</h1>
        <NotAllowed
          detail={`Your role (${operator.role}) covers ${KINDS_BY_ROLE[operator.role].map((k) => SUBMISSION_KIND_LABELS[k]).join(', ')} only.`}
        />
      </>
    );
  }
  return (
    <>
      <div className="console-heading-row">
        <h1>{heading}</h1>
        <InboxViewSwitch sandbox={!!filters.sandbox} onChange={switchView} />
      </div>
      {filters.sandbox ? (
        <p className="console-notice console-notice-warning" role="note">
          Test submissions only: what test integration keys (ow_test_…) sent. They notified nobody and are
          left out of the live inbox, counts and exports.
        </p>
      ) : null}
      <FilterBar
        key={filtersToParams({ ...filters, sandbox: undefined }).toString()}
        filters={filters}
        operator={operator}
        operators={operators.data}
        onApply={apply}
      />
      <div className="console-toolbar">
        <p className="console-muted" role="status">
          {list.isSuccess ? `${items.length}${list.hasNextPage ? '+' : ''} shown` : ''}
        </p>
        <div className="console-actions">
          <a className="button button-outline console-small" href={exportHref(filters, 'csv')} download>
            Export CSV
          </a>
          <a className="button button-outline console-small" href={exportHref(filters, 'json')} download>
            Export JSON
          </a>
        </div>
      </div>
      {list.isPending ? <Loading /> : null}
      <ErrorNotice error={list.error} />
      {list.isSuccess ? <InboxTable items={items} resumes={kinds.includes('application')} /> : null}
      <LoadMore list={list} />
    </>
  );
}
