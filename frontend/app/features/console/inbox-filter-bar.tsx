/**
 * The inbox's filters and search. Submitting writes them to the URL (a new history entry), and the
 * form is rebuilt from the URL, so the back button and shared links show the same list. On a phone
 * the form folds behind a button that counts the filters in use, so the list starts on the first
 * screen; applying them folds it again (the rebuilt form starts folded). Whether the live submissions or
 * the sandbox are listed is no filter here: the view switch beside the heading applies it at once.
 */
import {
  KINDS_BY_ROLE,
  STATUS_LABELS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUSES,
  ADMIN_LIMITS,
  statusesFor,
  type OperatorView,
  type SubmissionFilters,
} from '@orbitwise/contracts/admin';
import { ATTRIBUTION_LIMITS } from '@orbitwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FiltersToggle } from './filters-toggle';
import { FILTER_KEYS, filtersFromForm } from './inbox-filters';

/** Where leads came from: the first or last touch's campaign values (case ignored). */
const CAMPAIGN_FILTERS = [
  { key: 'utmSource', label: 'Campaign source', example: 'e.g. newsletter' },
  { key: 'utmMedium', label: 'Campaign medium', example: 'e.g. email' },
  { key: 'utmCampaign', label: 'Campaign name', example: 'e.g. autumn' },
] as const;

interface FilterBarProps {
  filters: SubmissionFilters;
  operator: OperatorView;
  operators: OperatorView[] | undefined;
  onApply: (filters: SubmissionFilters) => void;
}

export function FilterBar({ filters, operator, operators, onApply }: FilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = FILTER_KEYS.filter((key) => key !== 'sandbox' && filters[key]).length;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersFromForm(event.currentTarget));
  };
  const statuses = filters.kind ? statusesFor(filters.kind) : SUBMISSION_STATUSES;
  const field = (name: string) => `${id}-${name}`;
  return (
    <>
      <FiltersToggle
        open={open}
        onToggle={() => setOpen(!open)}
        controls={field('form')}
        label="Search and filters"
        active={active}
      />
      <form
        id={field('form')}
        role="search"
        aria-label="Filter submissions"
        className={open ? 'console-filters is-open' : 'console-filters'}
        onSubmit={submit}
      >
        <div className="console-field console-field-wide">
          <label htmlFor={field('q')}>Search</label>
          <input
            id={field('q')}
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={ADMIN_LIMITS.searchMax}
            placeholder="Name, email, phone, subject or message"
          />
        </div>
        <div className="console-field">
          <label htmlFor={field('kind')}>Kind</label>
          <select id={field('kind')} name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">All kinds</option>
            {KINDS_BY_ROLE[operator.role].map((kind) => (
              <option key={kind} value={kind}>
                {SUBMISSION_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="console-field">
          <label htmlFor={field('status')}>Status</label>
          <select id={field('status')} name="status" defaultValue={filters.status ?? ''}>
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="console-field">
          <label htmlFor={field('from')}>Received from</label>
          <input id={field('from')} name="from" type="date" defaultValue={filters.from ?? ''} />
        </div>
        <div className="console-field">
          <label htmlFor={field('to')}>Received until</label>
          <input id={field('to')} name="to" type="date" defaultValue={filters.to ?? ''} />
        </div>
        <div className="console-field">
          <label htmlFor={field('assignee')}>Assignee</label>
          <select id={field('assignee')} name="assignee" defaultValue={filters.assignee ?? ''}>
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            <option value={operator.id}>Me</option>
            {(operators ?? [])
              .filter((other) => other.id !== operator.id)
              .map((other) => (
                <option key={other.id} value={other.id}>
                  {other.displayName}
                </option>
              ))}
          </select>
        </div>
        {CAMPAIGN_FILTERS.map(({ key, label, example }) => (
          <div className="console-field" key={key}>
            <label htmlFor={field(key)}>{label}</label>
            <input
              id={field(key)}
              name={key}
              type="search"
              defaultValue={filters[key] ?? ''}
              maxLength={ATTRIBUTION_LIMITS.value}
              placeholder={example}
              autoComplete="off"
            />
          </div>
        ))}
        <div className="console-check">
          <input
            id={field('unread')}
            name="unread"
            type="checkbox"
            value="true"
            defaultChecked={!!filters.unread}
          />
          <label htmlFor={field('unread')}>Unread only</label>
        </div>
        <div className="console-actions">
          <button type="submit" className="button">
            Apply
          </button>
          <button type="button" className="button button-outline" onClick={() => onApply({})}>
            Clear
          </button>
        </div>
      </form>
    </>
  );
}
