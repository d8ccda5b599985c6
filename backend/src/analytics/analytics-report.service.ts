import { Injectable } from '@nestjs/common';
import { ANALYTICS_FORMS, type AnalyticsReport } from '@orbitwise/contracts';
import type { SubmissionKind } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';
import { dayForms, dayPages, daySources, dayTotals } from './analytics-rollups';

const TOP = 10;
/** The days of the period not rolled up yet (today's, yesterday's until the job ran) come from raw events. */
const LIVE = `day BETWEEN $1::date AND $2::date AND day NOT IN (SELECT day FROM analytics_day)`;
const ROLLED = `day BETWEEN $1::date AND $2::date`;

/**
 * The console's analytics over a period: the rollups of its days, and the same aggregates over the
 * raw events of the days not rolled up yet. Visitors are counted per day (the hash changes every day,
 * by design), so a period's visitors are the sum of its days'.
 */
@Injectable()
export class AnalyticsReportService {
  constructor(private readonly db: Database) {}

  async report(from: string, to: string, kinds: readonly SubmissionKind[]): Promise<AnalyticsReport> {
    const period = [from, to];
    const [days, topPages, topSources, forms, submissions] = await Promise.all([
      this.db.query<{ date: string; visitors: number; pageViews: number }>(
        `SELECT d::date::text AS date, coalesce(t.visitors, 0)::int AS visitors, coalesce(t.page_views, 0)::int AS "pageViews"
         FROM generate_series($1::date, $2::date, interval '1 day') d
         LEFT JOIN (SELECT day, visitors, page_views FROM analytics_day WHERE ${ROLLED}
                    UNION ALL ${dayTotals(LIVE)}) t ON t.day = d::date
         ORDER BY d`,
        period,
      ),
      this.db.query<{ path: string; visitors: number; pageViews: number }>(
        `SELECT path, sum(visitors)::int AS visitors, sum(page_views)::int AS "pageViews"
         FROM (SELECT day, path, visitors, page_views FROM analytics_day_page WHERE ${ROLLED}
               UNION ALL ${dayPages(LIVE)}) p
         GROUP BY path ORDER BY "pageViews" DESC, visitors DESC, path LIMIT ${TOP}`,
        period,
      ),
      this.db.query<{ source: string; visitors: number }>(
        `SELECT source, sum(visitors)::int AS visitors
         FROM (SELECT day, source, visitors FROM analytics_day_source WHERE ${ROLLED}
               UNION ALL ${daySources(LIVE)}) s
         GROUP BY source ORDER BY visitors DESC, source LIMIT ${TOP}`,
        period,
      ),
      this.db.query<{ form: string; viewed: number; started: number; sent: number }>(
        `SELECT form, sum(viewed)::int AS viewed, sum(started)::int AS started, sum(sent)::int AS sent
         FROM (SELECT day, form, viewed, started, sent FROM analytics_day_form WHERE ${ROLLED}
               UNION ALL ${dayForms(LIVE)}) f
         GROUP BY form`,
        period,
      ),
      this.submissionsBySource(from, to, kinds),
    ]);
    const funnelOf = new Map(forms.map((row) => [row.form, row]));
    return {
      from,
      to,
      totals: {
        visitors: days.reduce((sum, day) => sum + day.visitors, 0),
        pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
      },
      days,
      topPages,
      topSources,
      funnels: ANALYTICS_FORMS.map((form) => {
        const { viewed = 0, started = 0, sent = 0 } = funnelOf.get(form) ?? {};
        return { form, viewed, started, sent, conversionRate: viewed === 0 ? 0 : sent / viewed };
      }),
      submissions,
    };
  }

  /**
   * The leads received in the period (UTC days) by kind and source: the last touch's campaign source,
   * else its referring host, else "direct". Only what the inbox lists: live rows, confirmed subscriptions.
   */
  private submissionsBySource(from: string, to: string, kinds: readonly SubmissionKind[]) {
    return this.db.query<{ kind: string; source: string; count: number }>(
      `SELECT s.kind, coalesce(a.attribution #>> '{last,source}', a.attribution #>> '{last,referrer}', 'direct') AS source,
              count(*)::int AS count
       FROM submission s LEFT JOIN submission_attribution a ON a.submission_id = s.id
       WHERE NOT s.sandbox AND NOT s.awaiting_confirmation AND s.kind = ANY($3)
         AND s.received_at >= $1::date AT TIME ZONE 'UTC'
         AND s.received_at < ($2::date + 1) AT TIME ZONE 'UTC'
       GROUP BY 1, 2 ORDER BY count DESC, s.kind, source`,
      [from, to, kinds],
    );
  }
}
