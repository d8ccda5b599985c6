/**
 * Step-up: a privileged call refused because the sign-in is too old (problem type
 * STEP_UP_REQUIRED_TYPE) asks the operator to confirm who they are (StepUpHost's dialog); once the
 * API accepts the proof, the call is sent again, once. Cancelling leaves the refusal as the call's
 * error. The console's calls (api.ts) go through `request` here.
 */
import { STEP_UP_REQUIRED_TYPE } from '@orbitwise/contracts/admin';
import { ApiError, request as send, type RequestOptions } from '~/lib/api-client';

/** Resolves true once the operator has stepped up, false when they cancel. */
type AskForStepUp = () => Promise<boolean>;

let askForStepUp: AskForStepUp | null = null;
/** Calls refused at the same time share one dialog. */
let pendingStepUp: Promise<boolean> | null = null;

export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.problemType === STEP_UP_REQUIRED_TYPE;
}

/** Registers the dialog that asks; returns its unregistration. */
export function answerStepUpsWith(ask: AskForStepUp): () => void {
  askForStepUp = ask;
  return () => {
    if (askForStepUp === ask) askForStepUp = null;
  };
}

/** The site's one HTTP client, with a step-up and one more try when the API asks for it. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!isStepUpRequired(error) || !askForStepUp) throw error;
    pendingStepUp ??= askForStepUp().finally(() => (pendingStepUp = null));
    if (!(await pendingStepUp)) throw error;
    return send<T>(path, options);
  }
}
