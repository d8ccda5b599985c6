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
  registrationOpen: boolean;
  /** Registrations accepted at most; null: no limit. */
  capacity: number | null;
  endsAt: Date;
}

/** The published event of a title, or null when no event of that title is on the site. */
export interface PublishedEvents {
  registrationRules(title: string): Promise<EventRegistrationRules | null>;
}

export const PUBLISHED_EVENTS = Symbol('PublishedEvents');
