/**
 * What the public forms must know of the site's content, asked through this floor so that the
 * submissions domain does not import the content domain (which implements both).
 */

/** Whether a job application may name `position`: a published, open job of that title, not past its closing date. */
export interface OpenPositions {
  isOpen(position: string): Promise<boolean>;
}

export const OPEN_POSITIONS = Symbol('OpenPositions');
