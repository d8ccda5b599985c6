/**
 * The daily aggregates of the raw events, as SELECTs over `analytics_event` for the days `where`
 * picks (a condition on `day`). The rollup job inserts them into the rollup tables; the report runs
 * the same SELECTs for the days not rolled up yet (today's), so both count alike.
 */

/** Per day: distinct visitors (those with a page view) and page views. */
export const dayTotals = (where: string) => `
  SELECT day, count(DISTINCT visitor)::int AS visitors, count(*)::int AS page_views
  FROM analytics_event WHERE type = 'pageview' AND ${where} GROUP BY day`;

/** Per day and path: distinct visitors and page views. */
export const dayPages = (where: string) => `
  SELECT day, path, count(DISTINCT visitor)::int AS visitors, count(*)::int AS page_views
  FROM analytics_event WHERE type = 'pageview' AND ${where} GROUP BY day, path`;

/** Per day and source: each visitor once, under the source of their first page view of the day. */
export const daySources = (where: string) => `
  SELECT day, source, count(*)::int AS visitors
  FROM (SELECT DISTINCT ON (day, visitor) day, visitor, source FROM analytics_event
        WHERE type = 'pageview' AND ${where} ORDER BY day, visitor, id) firsts
  GROUP BY day, source`;

/** Per day and form: distinct visitors who saw it, started filling it in, and sent it. */
export const dayForms = (where: string) => `
  SELECT day, form,
         (count(DISTINCT visitor) FILTER (WHERE type = 'form_view'))::int AS viewed,
         (count(DISTINCT visitor) FILTER (WHERE type = 'form_start'))::int AS started,
         (count(DISTINCT visitor) FILTER (WHERE type = 'form_sent'))::int AS sent
  FROM analytics_event WHERE type <> 'pageview' AND ${where} GROUP BY day, form`;
