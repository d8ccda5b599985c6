/**
 * The dashboard's analytics period: the last 7, 30 or 90 days (today included, in UTC, as the API
 * counts days) or a custom from–to, checked before it is asked for.
 */
import { ANALYTICS_LIMITS } from '@orbitwise/contracts/analytics';

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];

/** From and to, YYYY-MM-DD inclusive (the report's query). */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in UTC, as the API dates its days. */
export const todayUtc = (now: Date = new Date()): string => isoDay(now.getTime());

/** The last `days` days, ending today. */
export function lastDays(days: number, today: string = todayUtc()): Period {
  return { from: isoDay(dayTime(today) - (days - 1) * DAY_MS), to: today };
}

/** How many days `period` spans, both ends included. */
export const periodDays = ({ from, to }: Period): number =>
  Math.round((dayTime(to) - dayTime(from)) / DAY_MS) + 1;

/** What is wrong with a custom period, or null when the API will accept it. */
export function periodProblem(period: Period, today: string = todayUtc()): string | null {
  const valid = (day: string) => ISO_DAY.test(day) && isoDay(dayTime(day)) === day;
  if (!valid(period.from) || !valid(period.to)) return 'Choose both dates.';
  if (period.from > period.to) return 'The first day must not be after the last.';
  if (period.to > today) return 'The last day cannot be after today.';
  if (periodDays(period) > ANALYTICS_LIMITS.reportDays)
    return `Choose at most ${ANALYTICS_LIMITS.reportDays} days.`;
  return null;
}
