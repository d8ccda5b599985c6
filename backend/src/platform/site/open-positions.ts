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
  /** The edition registrations go to (the one of that title that ends last). */
  slug: string;
  registrationOpen: boolean;
  /** Registrations accepted at most; null: no limit. Decided in the registration's own statement. */
  capacity: number | null;
  endsAt: Date;
}

/** The current published event of a title (the edition that ends last), or null when none is on the site. */
export interface PublishedEvents {
  registrationRules(title: string): Promise<EventRegistrationRules | null>;
}

export const PUBLISHED_EVENTS = Symbol('PublishedEvents');

/** The places each event has taken (registrations stored for it), by slug: events' pages show when they are full. */
export interface EventRegistrationCounts {
  registrationsOf(eventSlugs: readonly string[]): Promise<Map<string, number>>;
}

export const EVENT_REGISTRATION_COUNTS = Symbol('EventRegistrationCounts');
