/**
 * The words of an event's dates, computed from its times in its own time zone (an event stores only
 * `startsAt`, `endsAt` and `timeZone`). Its own entry, `@orbitwise/contracts/event-dates`: no zod, so
 * a public page may import it.
 */

export interface EventTimes {
  /** ISO 8601 with its offset. */
  startsAt: string;
  endsAt: string;
  /** IANA zone, e.g. "Asia/Kolkata". */
  timeZone: string;
}

export interface EventDates {
  /** First and last calendar day in the event's zone, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  /** "8 April 2027". */
  startDay: string;
  endDay: string;
  /** "8 April to 28 May 2027", "30 December 2026 to 2 January 2027", or "8 April 2027" for one day. */
  dates: string;
  /** Calendar days from the first to the last, both counted. */
  days: number;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function calendarDay(at: string, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const monthName = (d: CalendarDay) => MONTHS.format(Date.UTC(d.year, d.month - 1, 15));
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: CalendarDay) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const dayMonth = (d: CalendarDay) => `${d.day} ${monthName(d)}`;
const fullDay = (d: CalendarDay) => `${dayMonth(d)} ${d.year}`;

function datesText(first: CalendarDay, last: CalendarDay): string {
  if (isoDate(first) === isoDate(last)) return fullDay(first);
  if (first.year !== last.year) return `${fullDay(first)} to ${fullDay(last)}`;
  if (first.month === last.month) return `${first.day} to ${fullDay(last)}`;
  return `${dayMonth(first)} to ${fullDay(last)}`;
}

/** The event's dates as the site words them, in the event's own time zone. */
export function eventDates(event: EventTimes): EventDates {
  const first = calendarDay(event.startsAt, event.timeZone);
  const last = calendarDay(event.endsAt, event.timeZone);
  const days =
    Math.round(
      (Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) /
        DAY_MS,
    ) + 1;
  return {
    startDate: isoDate(first),
    endDate: isoDate(last),
    startDay: fullDay(first),
    endDay: fullDay(last),
    dates: datesText(first, last),
    days,
  };
}

/** "6:30 pm", or "6:30 pm IST" with the zone's short name, in the event's own zone. */
function clockTime(at: string, timeZone: string, withZone: boolean): string {
  return new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
    ...(withZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(at));
}

/**
 * When the event is, as every page and card words it, with its times in its own zone: one day,
 * "18 February 2027, 6:30 pm to 9:00 pm IST"; several days, from its start to its end as stored,
 * "8 April 2027, 9:00 am to 28 May 2027, 6:00 pm IST" (one stretch of time, no daily hours: the
 * event stores none). No day count: the AI Skills Fest counts its "50 days" its own way.
 */
export function eventWhen(event: EventTimes): string {
  const { startDay, endDay, dates, days } = eventDates(event);
  const start = clockTime(event.startsAt, event.timeZone, false);
  const end = clockTime(event.endsAt, event.timeZone, true);
  return days === 1 ? `${dates}, ${start} to ${end}` : `${startDay}, ${start} to ${endDay}, ${end}`;
}
