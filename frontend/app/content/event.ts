import type { EventData } from '@orbitwise/contracts/content';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import { eventDates, type EventDates } from '@orbitwise/contracts/event-dates';

/**
 * An event as the site renders it: the published document's data, its slug, the places it has
 * taken and when it was (last) published (the API's re-render hands them; the seed's events have
 * taken none and have no publication time).
 */
export type EventEdition = EventData & { slug: string; registrations?: number; publishedAt?: string };

/** An event with the words of its dates, computed from its times (never stored). */
export type DatedEvent = EventEdition & EventDates;

/** Whether the page offers the form, and if not, why (the API refuses the same registrations). */
export type RegistrationState = 'open' | 'waitlist' | 'closed' | 'full' | 'ended';

/**
 * The seed's events (@orbitwise/contracts/content-seed). For loaders and the build only: a page's
 * component never imports this module (the seed would ship to the browser).
 */
export const eventEditions = (): EventEdition[] => EVENTS.map((doc) => ({ ...doc.data, slug: doc.slug }));

/** The event with its dates worded. */
export const dated = (event: EventEdition): DatedEvent => ({ ...event, ...eventDates(event) });

/**
 * The AI Skills Fest's editions: the spec's landing page (`/events/microsoft/ai-skills-fest/register`)
 * shows the current one. An edition's slug is the fest's, alone or followed by `-<something>` (its year).
 */
export const AI_FEST_SLUG = 'microsoft-ai-skills-fest';
export const aiFestEditions = (events: readonly EventEdition[] = eventEditions()) =>
  events.filter((event) => event.slug === AI_FEST_SLUG || event.slug.startsWith(`${AI_FEST_SLUG}-`));

/** Of these editions, the one a landing page shows: the one that ends last; undefined if none. */
export const currentEvent = (
  editions: readonly EventEdition[] = aiFestEditions(),
): EventEdition | undefined => [...editions].sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt))[0];

/** The event of this slug, or undefined. */
export const eventBySlug = (events: readonly EventEdition[] = eventEditions(), slug: string | undefined) =>
  events.find((event) => event.slug === slug);

const ended = (event: EventEdition, now: Date) => Date.parse(event.endsAt) <= now.getTime();

/** The events list: the upcoming and running ones, soonest first; the past ones, latest first. */
export function eventsByTime(events: readonly EventEdition[] = eventEditions(), now: Date = new Date()) {
  return {
    upcoming: events
      .filter((event) => !ended(event, now))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    past: events
      .filter((event) => ended(event, now))
      .sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt)),
  };
}

/** The editions over at `now`, latest first. */
export const pastEvents = (events: readonly EventEdition[] = eventEditions(), now: Date = new Date()) =>
  eventsByTime(events, now).past;

/** The registration state at `now`, decided as the API decides it. */
export function registrationState(event: EventEdition, now: Date = new Date()): RegistrationState {
  if (!event.registrationOpen) return 'closed';
  if (ended(event, now)) return 'ended';
  if (event.capacity !== null && (event.registrations ?? 0) >= event.capacity) {
    return event.waitlist ? 'waitlist' : 'full';
  }
  return 'open';
}

/** What the page says instead of its form when the event takes no registrations. */
export const CLOSED_NOTICES: Record<RegistrationState, string | null> = {
  open: null,
  waitlist: null,
  closed: 'Registration is closed.',
  full: 'This event is full: registration is closed.',
  ended: 'This event is over: registration is closed.',
};

/** "Online", or the place and its address. */
export const whereText = (event: EventData): string =>
  event.attendance.mode === 'online' ? 'Online' : `${event.attendance.place}, ${event.attendance.address}`;
