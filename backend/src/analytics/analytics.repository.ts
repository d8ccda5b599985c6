import { Injectable } from '@nestjs/common';
import type { AnalyticsEventType, AnalyticsSettings } from '@orbitwise/contracts';
import { Database } from '../platform/database/database';
import { dayForms, dayPages, daySources, dayTotals } from './analytics-rollups';

/** One raw event as stored: no address, no user agent, only the day's salted hash of them. */
export interface StoredEvent {
  day: string;
  receivedAt: Date;
  type: AnalyticsEventType;
  path: string;
  form: string | null;
  source: string;
  visitor: Buffer;
}

/** Raw events are kept this long at most. */
export const RAW_EVENT_HOURS = 48;
/**
 * A day is rolled up once it ended this long ago: an event whose statement began just before
 * midnight may commit just after it.
 */
export const ROLLUP_GRACE_MINUTES = 5;

/** The analytics tables' SQL (analytics_salt, analytics_event, the rollups, analytics_setting). */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  /** The day's salt: the stored one, or `candidate` stored now (the first replica to ask wins). */
  async saltOf(day: string, candidate: Buffer): Promise<Buffer> {
    await this.db.query(
      'INSERT INTO analytics_salt (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
      [day, candidate],
    );
    const [row] = await this.db.query<{ salt: Buffer }>('SELECT salt FROM analytics_salt WHERE day = $1', [
      day,
    ]);
    return row!.salt;
  }

  async insert(event: StoredEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO analytics_event (day, received_at, type, path, form, source, visitor)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [event.day, event.receivedAt, event.type, event.path, event.form, event.source, event.visitor],
      { prepare: true },
    );
  }

  /**
   * Rolls up every day that ended (before `now`, less the grace) and is not rolled up yet, each in
   * one transaction with its `analytics_day` row; then deletes raw events older than 48 hours and
   * the salts of days that ended. Returns the days rolled up.
   */
  async rollUp(now: Date): Promise<string[]> {
    const days = await this.db.query<{ day: string }>(
      `SELECT DISTINCT day::text FROM analytics_event
       WHERE day < (($1::timestamptz - make_interval(mins => $2)) AT TIME ZONE 'UTC')::date
         AND day NOT IN (SELECT day FROM analytics_day)
       ORDER BY 1`,
      [now, ROLLUP_GRACE_MINUTES],
    );
    for (const { day } of days) {
      await this.db.transaction(async (tx) => {
        const where = 'day = $1::date';
        await tx.query(
          `INSERT INTO analytics_day_page (day, path, visitors, page_views) ${dayPages(where)}`,
          [day],
        );
        await tx.query(`INSERT INTO analytics_day_source (day, source, visitors) ${daySources(where)}`, [
          day,
        ]);
        await tx.query(
          `INSERT INTO analytics_day_form (day, form, viewed, started, sent) ${dayForms(where)}`,
          [day],
        );
        await tx.query(
          `INSERT INTO analytics_day (day, visitors, page_views, rolled_up_at)
           SELECT $1::date, coalesce(t.visitors, 0), coalesce(t.page_views, 0), $2
           FROM (SELECT 1) one LEFT JOIN (${dayTotals(where)}) t ON true`,
          [day, now],
        );
      });
    }
    await this.db.query(
      'DELETE FROM analytics_event WHERE received_at <= $1::timestamptz - make_interval(hours => $2)',
      [now, RAW_EVENT_HOURS],
    );
    await this.db.query(`DELETE FROM analytics_salt WHERE day < ($1::timestamptz AT TIME ZONE 'UTC')::date`, [
      now,
    ]);
    return days.map(({ day }) => day);
  }

  /** Deletes the rollups of days older than the retention (months before `now`'s day). */
  async purgeRollups(now: Date, months: number): Promise<void> {
    const cutoff = `(($1::timestamptz AT TIME ZONE 'UTC')::date - make_interval(months => $2))::date`;
    for (const table of [
      'analytics_day_page',
      'analytics_day_source',
      'analytics_day_form',
      'analytics_day',
    ]) {
      await this.db.query(`DELETE FROM ${table} WHERE day < ${cutoff}`, [now, months]);
    }
  }

  async settings(): Promise<AnalyticsSettings> {
    const [row] = await this.db.query<{ retentionMonths: number }>(
      'SELECT retention_months AS "retentionMonths" FROM analytics_setting',
    );
    return { retentionMonths: row!.retentionMonths };
  }

  /** Writes the setting; returns the months before. */
  async writeSettings(settings: AnalyticsSettings, operatorId: string): Promise<number> {
    const [row] = await this.db.query<{ before: number }>(
      `WITH old AS (SELECT retention_months FROM analytics_setting FOR UPDATE)
       UPDATE analytics_setting SET retention_months = $1, updated_at = now(), updated_by = $2
       RETURNING (SELECT retention_months FROM old) AS before`,
      [settings.retentionMonths, operatorId],
    );
    return row!.before;
  }
}
