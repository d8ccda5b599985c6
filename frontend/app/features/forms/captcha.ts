/**
 * The invisible captcha: forms without a visible captcha in the spec still send an ALTCHA solution,
 * solved in the background with WebCrypto. The payload has the exact shape the ALTCHA widget sends
 * (base64 JSON of the signed challenge and the solution), so the API verifies both the same way.
 */
import { API_PATHS } from '@orbitwise/contracts';
import type { Challenge, DeriveKeyFunction } from 'altcha/lib';

/** Parallel lanes: WebCrypto derives keys off the main thread, so lanes run side by side. */
const LANES = 4;
/** A solution is thrown away this long before its challenge expires. */
const EXPIRY_MARGIN_MS = 30_000;

class CaptchaError extends Error {}

export interface Solved {
  payload: string;
  expiresAt: number;
}

async function deriveKeyFor(algorithm: string): Promise<DeriveKeyFunction> {
  const lib = await import('altcha/lib');
  if (algorithm.startsWith('PBKDF2')) return lib.pbkdf2.deriveKey;
  if (algorithm.startsWith('SHA')) return lib.sha.deriveKey;
  throw new CaptchaError(`Unsupported captcha algorithm ${algorithm}.`);
}

/** Fetches a challenge and solves it; resolves to the payload for the X-Altcha header. */
export async function solveCaptcha(signal?: AbortSignal): Promise<Solved> {
  const response = await fetch(API_PATHS.captchaChallenge, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw new CaptchaError(`The captcha challenge could not be loaded (${response.status}).`);
  const challenge = (await response.json()) as Challenge;
  const [{ solveChallenge }, deriveKey] = await Promise.all([
    import('altcha/lib'),
    deriveKeyFor(challenge.parameters.algorithm),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    solveChallenge({ challenge, deriveKey, controller, counterStart: lane, counterStep: LANES }).then(
      (solution) => {
        if (!solution) throw new CaptchaError('The captcha could not be solved.');
        return solution;
      },
    ),
  );
  const solution = await Promise.any(lanes).finally(() => controller.abort());
  const payload = btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
  const expiresAt = challenge.parameters.expiresAt
    ? challenge.parameters.expiresAt * 1000
    : Date.now() + 10 * 60_000;
  return { payload, expiresAt };
}

/**
 * One background captcha per form: `prepare()` starts solving early (on first focus), `take()`
 * hands out a fresh solution once (each is accepted by the API only once) and starts the next.
 */
export class BackgroundCaptcha {
  private pending: Promise<Solved> | null = null;

  prepare(): void {
    if (!this.pending) {
      this.pending = solveCaptcha();
      this.pending.catch(() => {
        this.pending = null;
      });
    }
  }

  async take(): Promise<Solved> {
    this.prepare();
    let solved = await this.pending!;
    if (solved.expiresAt - EXPIRY_MARGIN_MS < Date.now()) {
      this.pending = null;
      this.prepare();
      solved = await this.pending!;
    }
    this.pending = null;
    return solved;
  }

  /** Keeps an unused solution (the request never reached the server). */
  giveBack(solved: Solved): void {
    this.pending = Promise.resolve(solved);
  }
}
