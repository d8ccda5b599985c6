/**
 * Whether the event is upcoming, running or over, relative to the visitor's today. The event page is
 * prerendered at build time, so the HTML states the status of build day; once hydrated, the page
 * states today's. The texts of every status share one box (the largest), so the switch moves nothing.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const EVENT_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The attribute on the page that holds the status the HTML was rendered with. */
export const EVENT_STATUS_ATTRIBUTE = 'data-event-status';

/** The calendar date `YYYY-MM-DD` of `now` where the visitor is. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The status on `today` of an event from `start` to `end` (both days included). */
export function eventStatus(start: string, end: string, today: string = localDate()): EventStatus {
  if (today < start) return 'upcoming';
  return today <= end ? 'running' : 'ended';
}

const noSubscribe = () => () => undefined;

/**
 * The event's status today. While hydrating, the status the HTML was rendered with (read from the
 * page), so that hydration matches; right after, today's.
 */
export function useEventStatus(start: string, end: string): EventStatus {
  return useSyncExternalStore(
    noSubscribe,
    () => eventStatus(start, end),
    () => renderedStatus() ?? eventStatus(start, end),
  );
}

/**
 * The status in the prerendered HTML, read once: the page states today's status right after it has
 * hydrated, and a form hydrated later (when its code arrives) must still match the HTML it takes over.
 */
let rendered: EventStatus | null | undefined;

function renderedStatus(): EventStatus | null {
  if (typeof document === 'undefined') return null;
  if (rendered === undefined) {
    const value = document.querySelector(`[${EVENT_STATUS_ATTRIBUTE}]`)?.getAttribute(EVENT_STATUS_ATTRIBUTE);
    rendered = EVENT_STATUSES.find((status) => status === value) ?? null;
  }
  return rendered;
}

/**
 * The text for `status`, laid out in the box of the longest of `texts`: the others are there,
 * invisible and hidden from assistive technology, so that a change of status does not move the page.
 */
export function StatusText({
  status,
  texts,
}: {
  status: EventStatus;
  texts: Record<EventStatus, ReactNode>;
}) {
  return (
    <span className="status-text">
      {EVENT_STATUSES.map((key) => (
        <span
          key={key}
          className="status-text-option"
          data-current={key === status || undefined}
          aria-hidden={key !== status || undefined}
        >
          {texts[key]}
        </span>
      ))}
    </span>
  );
}
