import type { DigestSchedule, DigestSettings } from '@orbitwise/contracts/admin';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * The schedule's tick `now` falls in: the start of the hour a digest is due in (UTC), or null. The
 * tick job runs at the start of every hour; a retry within the hour still finds the same tick, which
 * names at most one issue.
 */
export function dueTick(
  settings: Pick<DigestSettings, 'schedule' | 'weekday' | 'hour'>,
  now: Date,
): Date | null {
  if (settings.schedule === 'off' || now.getUTCHours() !== settings.hour) return null;
  if (settings.schedule === 'weekly' && now.getUTCDay() !== settings.weekday) return null;
  if (settings.schedule === 'monthly' && now.getUTCDate() !== 1) return null;
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** Where the first issue's news start: one period before its tick. */
export function onePeriodBefore(schedule: Exclude<DigestSchedule, 'off'>, tick: Date): Date {
  if (schedule === 'weekly') return new Date(tick.getTime() - WEEK_MS);
  return new Date(
    Date.UTC(tick.getUTCFullYear(), tick.getUTCMonth() - 1, tick.getUTCDate(), tick.getUTCHours()),
  );
}
