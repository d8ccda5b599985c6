import type { IntegrationKeyKind, IntegrationScope } from '@orbitwise/contracts/integrations';
import { API_PATHS } from '@orbitwise/contracts';
import type { Request } from 'express';

/**
 * A request authenticated by an integration key, as the integrations domain marked it.
 * The anti-forgery and captcha guards consult this mark (a key replaces both, and nothing else);
 * it lives here, a floor below them all, so that no domain imports another for it.
 */
export interface IntegrationCaller {
  keyId: string;
  /** The first key of its line of rolls (a roll replaces the secret; the partner is the same). */
  lineageId: string;
  name: string;
  /** `test`: stored in the sandbox, notifies nobody; `publishable`: from a browser, captcha still applies. */
  kind: IntegrationKeyKind;
  scopes: readonly IntegrationScope[];
}

const CALLER = Symbol('integrationCaller');

type MarkedRequest = Request & { [CALLER]?: IntegrationCaller };

export function integrationCallerOf(request: Request): IntegrationCaller | undefined {
  return (request as MarkedRequest)[CALLER];
}

export function markIntegrationCaller(request: Request, caller: IntegrationCaller): void {
  (request as MarkedRequest)[CALLER] = caller;
}

/** The public calls an integration key may make instead of the anti-forgery token (POST). */
export const KEYED_SUBMISSION_PATHS: readonly string[] = [
  API_PATHS.addContactUs,
  API_PATHS.addCareer,
  API_PATHS.addUserSubscription,
  API_PATHS.getCountryCodes,
];
