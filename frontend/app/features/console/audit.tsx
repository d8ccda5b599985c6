/** The audit log (admin): who did what, when, from where; filters in the URL; keyset pages. */
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  ROUTINE_AUDIT_ACTIONS,
  type AuditEntry,
  type AuditQuery,
  type AuditAction,
} from '@orbitwise/contracts/admin';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Fragment, useId, useMemo, useState, type FormEvent } from 'react';
import { WithAddresses } from './address';
import { listAudit, listOperators } from './api';
import { columnsFor, DataTable, type Columns } from './data-table';
import { FiltersToggle } from './filters-toggle';
import { keys } from './query';
import { useQueryParams } from './routing';
import { DateTime, ErrorNotice, Loading, LoadMore } from './ui';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const column = columnsFor<AuditEntry>();
const COLUMNS: Columns<AuditEntry> = column.columns([
  column.accessor('at', { header: 'When', cell: (info) => <DateTime iso={info.getValue()} /> }),
  column.accessor('actor', {
    header: 'Who',
    cell: (info) => {
      const actor = info.getValue();
      return actor ? <WithAddresses text={actor} /> : 'system / unknown';
    },
  }),
  column.display({ id: 'what', header: 'What', cell: (info) => <What entry={info.row.original} /> }),
  column.display({ id: 'on', header: 'On', cell: (info) => <On entry={info.row.original} /> }),
  column.accessor('ip', {
    header: 'From',
    cell: (info) => {
      const ip = info.getValue();
      return ip ? <Ip ip={ip} /> : '—';
    },
  }),
]);

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An IPv4-mapped IPv6 address is shown as the IPv4 address it is (display only). */
export const shownIp = (ip: string) => IPV4_MAPPED.exec(ip)?.[1] ?? ip;

/** An IP never breaks inside a number: an IPv6 address may wrap after a colon, an IPv4 one not at all. */
function Ip({ ip }: { ip: string }) {
  const parts = shownIp(ip).split(/(?<=:)/);
  return (
    <span className="console-address">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The action (with how many attempts it stands for), and each field it changed as before → after. */
function What({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
      {entry.count > 1 ? <span className="console-muted"> × {entry.count} attempts</span> : null}
      {entry.changes.map((change) => (
        <div key={change.field} className="console-audit-change">
          <span className="console-muted">{change.field}:</span>{' '}
          {change.from === null ? '—' : <WithAddresses text={change.from} />} →{' '}
          {change.to === null ? '—' : <WithAddresses text={change.to} />}
        </div>
      ))}
    </>
  );
}

/** The target's name as it was at the time, with its reference below. */
function On({ entry }: { entry: AuditEntry }) {
  if (!entry.targetLabel) return <>{entry.target ?? '—'}</>;
  return (
    <>
      <WithAddresses text={entry.targetLabel} />
      {entry.target ? <div className="console-muted">{entry.target}</div> : null}
    </>
  );
}

function parseAudit(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  const action = params.get('action');
  if (action && (AUDIT_ACTIONS as readonly string[]).includes(action)) query.action = action as AuditAction;
  const actor = params.get('actorId');
  if (actor) query.actorId = actor.slice(0, 64);
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DAY.test(value)) query[key] = value;
  }
  if (params.get('includeRoutine') === 'true') query.includeRoutine = 'true';
  return query;
}

export function AuditScreen() {
  const id = useId();
  const [params, setParams] = useQueryParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = params.toString();
  const query = useMemo(() => parseAudit(new URLSearchParams(search)), [search]);
  const operators = useQuery({ queryKey: keys.operators, queryFn: listOperators });
  const list = useInfiniteQuery({
    queryKey: keys.audit(query),
    queryFn: ({ pageParam, signal }) => listAudit({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string' && value) next.set(key, value);
    setParams(next);
    setFiltersOpen(false);
  };
  return (
    <>
      <h1>Audit log</h1>
      <FiltersToggle
        open={filtersOpen}
        onToggle={() => setFiltersOpen(!filtersOpen)}
        controls={`${id}-filters`}
        label="Filters"
        active={[...params.keys()].length}
      />
      <form
        key={search}
        id={`${id}-filters`}
        role="search"
        aria-label="Filter the audit log"
        className={filtersOpen ? 'console-filters is-open' : 'console-filters'}
        onSubmit={submit}
      >
        <div className="console-field">
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} name="action" defaultValue={query.action ?? ''}>
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="console-field">
          <label htmlFor={`${id}-actor`}>Operator</label>
          <select id={`${id}-actor`} name="actorId" defaultValue={query.actorId ?? ''}>
            <option value="">Anyone</option>
            {(operators.data?.operators ?? []).map((op) => (
              <option key={op.id} value={op.id}>
                {op.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className="console-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="console-field">
          <label htmlFor={`${id}-to`}>Until</label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="console-check">
          <input
            id={`${id}-routine`}
            name="includeRoutine"
            type="checkbox"
            value="true"
            defaultChecked={query.includeRoutine === 'true'}
          />
          <label htmlFor={`${id}-routine`}>
            Show routine entries (
            {ROUTINE_AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action].toLowerCase()).join(', ')})
          </label>
        </div>
        <div className="console-actions">
          <button type="submit" className="button">
            Apply
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setParams(new URLSearchParams())}
          >
            Clear
          </button>
        </div>
      </form>
      {list.isPending ? <Loading /> : null}
      <ErrorNotice error={list.error} />
      {list.isSuccess ? (
        <DataTable
          caption="Audit entries"
          columns={COLUMNS}
          data={items}
          rowId={(e) => e.id}
          empty="No entries."
        />
      ) : null}
      <LoadMore list={list} />
    </>
  );
}
