/**
 * First-party, cookie-less page analytics: the beacon's event (`POST /api/analytics/events`) and the
 * console's report (`GET /api/admin/analytics`). Plain data and one strict check, no dependency: the
 * public pages' beacon carries only the constants it uses.
 */
import { UTM_VALUE_PATTERN, HOST_PATTERN, PATH_PATTERN } from './attribution.js';
import { ANALYTICS_EVENTS_PATH } from './beacon.js';

export const ANALYTICS_PATHS = {
  events: ANALYTICS_EVENTS_PATH,
  report: '/api/admin/analytics',
  settings: '/api/admin/settings/analytics',
} as const;

export const ANALYTICS_EVENT_TYPES = ['pageview', 'form_view', 'form_start', 'form_sent'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The site's forms, named as the inbox names their submissions' kinds. */
export const ANALYTICS_FORMS = [
  'enquiry',
  'contact',
  'event',
  'it-support',
  'newsletter',
  'application',
] as const;
export type AnalyticsForm = (typeof ANALYTICS_FORMS)[number];

/** The beacon's body (JSON, sent as `text/plain` by `navigator.sendBeacon`). */
export interface AnalyticsEvent {
  type: AnalyticsEventType;
  /** The site's own path: no query, no fragment. */
  path: string;
  /** Required for the form events, refused on a page view. */
  form?: AnalyticsForm;
  /** The referring site's host name only (not an IP address). */
  referrer?: string;
  /** The page's `utm_source` (the only part of a query kept). */
  utm?: string;
}

export const ANALYTICS_LIMITS = {
  /** A beacon's body in bytes: far above any real event. */
  bodyBytes: 1024,
  path: 200,
  utm: 100,
  /** The longest report period, in days. */
  reportDays: 366,
  retentionMonthsMin: 1,
  retentionMonthsMax: 120,
} as const;

/** `GET`/`PUT /api/admin/settings/analytics`: how long the daily rollups are kept (admin changes it). */
export interface AnalyticsSettings {
  retentionMonths: number;
}

export const ANALYTICS_DEFAULTS: AnalyticsSettings = { retentionMonths: 25 };

export const ANALYTICS_EVENT_MESSAGE =
  'An analytics event is {"type": "pageview" | "form_view" | "form_start" | "form_sent", "path": a site path ' +
  `(at most ${ANALYTICS_LIMITS.path} characters, no query), "form": one of ${ANALYTICS_FORMS.join(', ')} ` +
  '(form events only), "referrer": a host name, "utm": a campaign source}.';

const IPV4 = /^[\d.]+$/;
const EVENT_KEYS: readonly string[] = ['type', 'path', 'form', 'referrer', 'utm'];
const isString = (value: unknown): value is string => typeof value === 'string';

/** The API's strict check: true when `value` is an event exactly as the rules allow (unknown keys refused). */
export function isValidAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  if (!Object.keys(event).every((key) => EVENT_KEYS.includes(key))) return false;
  if (!(ANALYTICS_EVENT_TYPES as readonly unknown[]).includes(event.type)) return false;
  const path = event.path;
  if (!isString(path) || path.length > ANALYTICS_LIMITS.path || !PATH_PATTERN.test(path)) return false;
  const isPageview = event.type === 'pageview';
  if (isPageview ? event.form !== undefined : !(ANALYTICS_FORMS as readonly unknown[]).includes(event.form))
    return false;
  const referrer = event.referrer;
  // A host name, never an address (an IPv4 literal matches the host pattern too).
  if (referrer !== undefined && !(isString(referrer) && HOST_PATTERN.test(referrer) && !IPV4.test(referrer)))
    return false;
  const utm = event.utm;
  return (
    utm === undefined || (isString(utm) && utm.length <= ANALYTICS_LIMITS.utm && UTM_VALUE_PATTERN.test(utm))
  );
}

/** `GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD` (admin and sales). */
export interface AnalyticsReport {
  /** YYYY-MM-DD inclusive, in UTC. */
  from: string;
  to: string;
  totals: { visitors: number; pageViews: number };
  /** Every day of the range, zeros included. */
  days: { date: string; visitors: number; pageViews: number }[];
  /** Top 10 by page views. */
  topPages: { path: string; visitors: number; pageViews: number }[];
  /** The referrer's host or utm_source, "direct" when none; top 10. */
  topSources: { source: string; visitors: number }[];
  /** Per form of the site; rate = sent / viewed (0 when viewed = 0). */
  funnels: { form: string; viewed: number; started: number; sent: number; conversionRate: number }[];
  /** From the stored submissions' attribution (last touch's utm_source or referrer, "direct" when none). */
  submissions: { kind: string; source: string; count: number }[];
}

/** The source a visit is counted under: its campaign source, else the referring host, else "direct". */
export function analyticsSource(utm: string | undefined | null, referrer: string | undefined | null): string {
  return utm || referrer || 'direct';
}
