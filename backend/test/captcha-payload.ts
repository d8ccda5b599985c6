import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as shaDeriveKey } from 'altcha-lib/algorithms/sha';

/**
 * Solves a challenge for real, as the ALTCHA widget does, and returns the X-Altcha payload (the
 * base64 JSON of the challenge and its solution). Shared by the API tests and the e2e suites.
 */
export async function captchaPayload(challenge: Challenge): Promise<string> {
  const deriveKey = challenge.parameters.algorithm === 'SHA-256' ? shaDeriveKey : pbkdf2DeriveKey;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
