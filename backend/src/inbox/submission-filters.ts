import type { SubmissionKind, SubmissionStatus } from '@orbitwise/contracts/admin';
import { SUBMISSION_KINDS } from '@orbitwise/contracts/admin';

/** The inbox's filters once checked: the kinds are those the operator asked for and may see. */
export interface SubmissionFilter {
  kinds: readonly SubmissionKind[];
  /** The operator whose read marks `unread` (and each row's `read`) are about. */
  readerId: string;
  status?: SubmissionStatus;
  /** Inclusive lower and exclusive upper bound of received_at. */
  receivedFrom?: Date;
  receivedBefore?: Date;
  /** An operator id, or null for unassigned ones. */
  assigneeId?: string | null;
  unread?: boolean;
  /** Free text, matched literally anywhere in the search text. */
  q?: string;
  /** The test keys' sandbox instead of the live submissions (never both). */
  sandbox?: boolean;
  /** Campaign values its first or last touch must have (see utmFilter). */
  utm?: UtmFilter;
}

/** `utm_source`, `utm_medium`, `utm_campaign` values, lower-cased; each one given must match. */
export type UtmFilter = Partial<Record<'source' | 'medium' | 'campaign', string>>;

/** The query's campaign filters, trimmed and lower-cased; undefined when none is given. */
export function utmFilter(query: {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}): UtmFilter | undefined {
  const utm: UtmFilter = {};
  const add = (key: keyof UtmFilter, value?: string) => {
    const trimmed = value?.trim().toLowerCase();
    if (trimmed) utm[key] = trimmed;
  };
  add('source', query.utmSource);
  add('medium', query.utmMedium);
  add('campaign', query.utmCampaign);
  return Object.keys(utm).length ? utm : undefined;
}

/**
 * The submission's first or last touch has every given campaign value (case ignored): one touch must
 * match them all, so "newsletter / autumn" never matches a newsletter first touch and an autumn ad.
 */
function touchMatches(utm: UtmFilter, add: (value: unknown) => string): string {
  const touch = (which: string) =>
    Object.entries(utm)
      .map(([key, value]) => `lower(a.attribution #>> '{${which},${key}}') = ${add(value)}`)
      .join(' AND ');
  return `EXISTS (SELECT 1 FROM submission_attribution a WHERE a.submission_id = s.id
    AND ((${touch('first')}) OR (${touch('last')})))`;
}

/** `q` as a LIKE pattern that matches it literally: `\`, `%` and `_` escaped (LIKE's escape is `\`). */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the operator behind `readerParam` has read submission `s` (submission_read's primary key). */
export function readBy(readerParam: string): string {
  return `EXISTS (SELECT 1 FROM submission_read r WHERE r.operator_id = ${readerParam} AND r.submission_id = s.id)`;
}

/**
 * The WHERE conditions of a filter on `submission s`, appending their values to `params`.
 * The search is an ILIKE on the lower-cased search_text, which its trigram GIN index serves.
 */
export function filterConditions(filter: SubmissionFilter, params: unknown[]): string[] {
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [filter.sandbox ? 's.sandbox' : 'NOT s.sandbox'];
  // A newsletter subscription is a lead only once its owner confirmed it (double opt-in).
  conditions.push('NOT s.awaiting_confirmation');
  // Every kind visible: no kind condition, so the planner is free to walk the received_at index alone.
  if (filter.kinds.length < SUBMISSION_KINDS.length) {
    conditions.push(
      filter.kinds.length === 1 ? `s.kind = ${add(filter.kinds[0])}` : `s.kind = ANY(${add(filter.kinds)})`,
    );
  }
  if (filter.status) conditions.push(`s.status = ${add(filter.status)}`);
  if (filter.receivedFrom) conditions.push(`s.received_at >= ${add(filter.receivedFrom)}`);
  if (filter.receivedBefore) conditions.push(`s.received_at < ${add(filter.receivedBefore)}`);
  if (filter.assigneeId === null) conditions.push('s.assignee_id IS NULL');
  else if (filter.assigneeId) conditions.push(`s.assignee_id = ${add(filter.assigneeId)}`);
  if (filter.unread) conditions.push(`NOT ${readBy(add(filter.readerId))}`);
  if (filter.q) conditions.push(`s.search_text ILIKE ${add(containsPattern(filter.q))}`);
  if (filter.utm) conditions.push(touchMatches(filter.utm, add));
  return conditions;
}

export function whereClause(conditions: string[]): string {
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}
