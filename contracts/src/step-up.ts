/**
 * Step-up for the console's privileged actions: creating, changing and disabling operators,
 * integration keys, notification recipients and webhooks, retention, erasure. They need a sign-in
 * (or a step-up) from the last few minutes, so that a session left open cannot hand out power.
 */

/** How recent the sign-in (or the last step-up) must be for a privileged action. */
export const STEP_UP_MINUTES = 15;

/** POST: proves the operator is at the keyboard again; the session counts as freshly signed in. */
export const STEP_UP_PATH = '/api/admin/session/step-up';

/**
 * The `type` of the 403 problem details that refuses a privileged action for a sign-in too old: the
 * console recognises it, asks for the password (and code), steps up and sends the action again.
 */
export const STEP_UP_REQUIRED_TYPE = 'urn:orbitwise:problem:step-up-required';

export const STEP_UP_REQUIRED_DETAIL =
  `This action needs a sign-in from the last ${STEP_UP_MINUTES} minutes: ` +
  'confirm your password (and code) to go on.';

/** The body of POST {@link STEP_UP_PATH}. */
export interface StepUpRequest {
  password: string;
  /** A current authenticator code or an unused recovery code: required when two-factor sign-in is on. */
  code?: string;
}
