/**
 * What the public forms must know of the site's content, asked through this floor so that the
 * submissions domain does not import the content domain (which implements both).
 */

/** Whether a job application may name `position`: a published, open job of that title, not past its closing date. */
export interface OpenPositions {
  isOpen(position: string): Promise<boolean>;
}

export const OPEN_POSITIONS = Symbol('OpenPositions');

/** What decides whether an event still takes registrations (its published version). */
export interface EventRegistrationRules {
  slug: string;
  /** What its registrations' subject and description name. */
  title: string;
  registrationOpen: boolean;
  /** Registrations accepted at most; null: no limit. Decided in the registration's own statement. */
  capacity: number | null;
  /** When full, further registrations join its waitlist. */
  waitlist: boolean;
  endsAt: Date;
}

/** The published events a registration may be for; null when none is on the site. */
export interface PublishedEvents {
  /** The published event of this slug (its id in `/events/<slug>` and in the API). */
  bySlug(slug: string): Promise<EventRegistrationRules | null>;
  /** The current published event of a title (of editions sharing it, the one that ends last). */
  byTitle(title: string): Promise<EventRegistrationRules | null>;
}

export const PUBLISHED_EVENTS = Symbol('PublishedEvents');

/** An event's registrations: the places taken, and the registrations on its waitlist. */
export interface EventRegistrations {
  registrations: number;
  waitlisted: number;
}

/** Each event's registrations by slug (none stored: absent or 0): events' pages show when they are full. */
export interface EventRegistrationCounts {
  registrationsOf(eventSlugs: readonly string[]): Promise<Map<string, EventRegistrations>>;
}

export const EVENT_REGISTRATION_COUNTS = Symbol('EventRegistrationCounts');
