// Pre-solved ALTCHA challenges for the benchmarks (`npm run bench:api`, `npm run bench`): each
// request needs its own solution, solved here before the clock starts. Challenges use SHA-256 at
// cost 1, so solving is cheap; the server's verification does the same work at any cost.
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { keySignatureSecret } = await import(path.join(backendDir, 'dist/captcha/captcha.service.js'));

/** The HMAC key the benchmarked API is started with (ALTCHA_HMAC_KEY). */
export const BENCH_HMAC_KEY = 'bench-altcha-hmac-key-0123456789abcdef0123456789';

/** `size` distinct solutions, each the base64 payload the X-Altcha header carries. */
export async function captchaPool(size) {
  const secret = keySignatureSecret(BENCH_HMAC_KEY);
  const pool = [];
  for (let i = 0; i < size; i++) {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1 + (i % 2),
      deriveKey,
      hmacSignatureSecret: BENCH_HMAC_KEY,
      hmacKeySignatureSecret: secret,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    pool.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return pool;
}
