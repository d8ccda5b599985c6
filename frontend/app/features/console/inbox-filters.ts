/** The inbox's filters live in the URL query (shareable, and the back button works): parse and write. */
import {
  ADMIN_LIMITS,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionFilters,
  type SubmissionKind,
  type SubmissionStatus,
} from '@orbitwise/contracts/admin';
import { ATTRIBUTION_LIMITS } from '@orbitwise/contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const FILTER_KEYS = [
  'kind',
  'status',
  'from',
  'to',
  'assignee',
  'unread',
  'q',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'sandbox',
] as const;

/** Only what the API accepts; anything else in the address is ignored. */
export function parseFilters(params: URLSearchParams): SubmissionFilters {
  const filters: SubmissionFilters = {};
  const kind = params.get('kind');
  if (kind && (SUBMISSION_KINDS as readonly string[]).includes(kind)) filters.kind = kind as SubmissionKind;
  const status = params.get('status');
  if (status && (SUBMISSION_STATUSES as string[]).includes(status))
    filters.status = status as SubmissionStatus;
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DAY.test(value)) filters[key] = value;
  }
  const assignee = params.get('assignee')?.trim();
  if (assignee) filters.assignee = assignee.slice(0, 64);
  if (params.get('unread') === 'true') filters.unread = 'true';
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, ADMIN_LIMITS.searchMax);
  for (const key of ['utmSource', 'utmMedium', 'utmCampaign'] as const) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value.slice(0, ATTRIBUTION_LIMITS.value);
  }
  if (params.get('sandbox') === 'true') filters.sandbox = 'true';
  return filters;
}

/** The query string for `filters`, keys in a fixed order (so one filter has one address). */
export function filtersToParams(filters: SubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Reads a submitted filter form. */
export function filtersFromForm(form: HTMLFormElement): SubmissionFilters {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = data.get(key);
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  return parseFilters(params);
}
