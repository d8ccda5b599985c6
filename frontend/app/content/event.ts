import type { EventData } from '@orbitwise/contracts/content';
import { EVENTS } from '@orbitwise/contracts/content-seed';

/**
 * An edition of the event as the site renders it: the published document's data, its slug and the
 * places it has taken (the API's re-render hands them; the seed's editions have taken none).
 */
export type EventEdition = EventData & { slug: string; registrations?: number };

/** Whether the page offers the form, and if not, why (the API refuses the same registrations). */
export type RegistrationState = 'open' | 'closed' | 'full' | 'ended';

/**
 * The seed's editions (@orbitwise/contracts/content-seed). For loaders and the build only: a page's
 * component never imports this module (the seed would ship to the browser).
 */
export const eventEditions = (): EventEdition[] => EVENTS.map((doc) => ({ ...doc.data, slug: doc.slug }));

/** The edition the landing page shows: the one that ends last (the API registers visitors for it). */
export function currentEvent(editions: readonly EventEdition[] = eventEditions()): EventEdition {
  const [current] = [...editions].sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt));
  if (!current) throw new Error('No event is published');
  return current;
}

/** The editions over at `now`, latest first: the page's archive. */
export const pastEvents = (editions: readonly EventEdition[] = eventEditions(), now: Date = new Date()) =>
  editions
    .filter((edition) => Date.parse(edition.endsAt) <= now.getTime())
    .sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt));

/** The registration state at `now`, decided as the API decides it. */
export function registrationState(event: EventEdition, now: Date = new Date()): RegistrationState {
  if (!event.registrationOpen) return 'closed';
  if (Date.parse(event.endsAt) <= now.getTime()) return 'ended';
  if (event.capacity !== null && (event.registrations ?? 0) >= event.capacity) return 'full';
  return 'open';
}

/** What the page says instead of its form when the event takes no registrations. */
export const CLOSED_NOTICES: Record<RegistrationState, string | null> = {
  open: null,
  closed: 'Registration is closed.',
  full: 'This event is full: registration is closed.',
  ended: 'Registration is closed: this edition has ended.',
};
