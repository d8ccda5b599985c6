import { createChallenge, solveChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { keySignatureSecret } from './captcha.service';
import { checkSolution } from './solution-check';

const HMAC_KEY = 'solution-check-hmac-key-0123456789abcdef';
const secrets = { hmacSignatureSecret: HMAC_KEY, hmacKeySignatureSecret: keySignatureSecret(HMAC_KEY) };

async function solved(expiresInSeconds = 600): Promise<Payload> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 2,
    deriveKey,
    ...secrets,
    expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return { challenge, solution };
}

type Mutation = (payload: Payload) => void;
const set =
  (path: 'parameters' | 'challenge' | 'solution', key: string, value: unknown): Mutation =>
  (payload) => {
    const target = (path === 'parameters' ? payload.challenge.parameters : payload[path]) as Record<
      string,
      unknown
    >;
    target[key] = value;
  };

const MUTATIONS: [string, Mutation | null][] = [
  ['a valid solution', null],
  ['another nonce', set('parameters', 'nonce', '00112233445566778899aabbccddeeff')],
  ['a later expiry', (p) => (p.challenge.parameters.expiresAt! += 3600)],
  ['another key prefix', set('parameters', 'keyPrefix', 'ff')],
  ['an added parameter', set('parameters', 'extra', 1)],
  ['no key signature', set('parameters', 'keySignature', undefined)],
  ['another key signature', set('parameters', 'keySignature', '0'.repeat(64))],
  ['no signature', set('challenge', 'signature', undefined)],
  [
    'an altered signature',
    (p) => (p.challenge.signature = p.challenge.signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))),
  ],
  ['an upper-case signature', (p) => (p.challenge.signature = p.challenge.signature!.toUpperCase())],
  ['a short signature', (p) => (p.challenge.signature = p.challenge.signature!.slice(2))],
  ['a non-ASCII signature', (p) => (p.challenge.signature = 'é'.repeat(32))],
  ['another derived key', (p) => (p.solution.derivedKey = p.solution.derivedKey.replace(/^../, '00'))],
  ['an upper-case derived key', (p) => (p.solution.derivedKey = p.solution.derivedKey.toUpperCase())],
  ['an odd-length derived key', (p) => (p.solution.derivedKey = p.solution.derivedKey.slice(1))],
  ['a non-hex derived key', set('solution', 'derivedKey', 'zz')],
  ['a numeric derived key', set('solution', 'derivedKey', 1234)],
  ['a negative counter', set('solution', 'counter', -1)],
  ['a fractional counter', set('solution', 'counter', 1.5)],
  ['a counter past uint32', set('solution', 'counter', 2 ** 32)],
  ['a string counter', set('solution', 'counter', '1')],
  ['no counter', set('solution', 'counter', undefined)],
];

describe('checkSolution: the same answers as altcha-lib verifySolution', () => {
  it.each(MUTATIONS)('%s', async (_case, mutate) => {
    const payload = await solved();
    mutate?.(payload);
    const library = await verifySolution({ ...payload, deriveKey, ...secrets });
    const ours = checkSolution(payload, secrets);
    expect(ours).toEqual({ expired: library.expired, verified: library.verified });
  });

  it('a valid solution is verified, and refused under another key', async () => {
    const payload = await solved();
    expect(checkSolution(payload, secrets)).toEqual({ expired: false, verified: true });
    const otherKey = 'another-hmac-key-0123456789abcdef0123456789';
    const other = { hmacSignatureSecret: otherKey, hmacKeySignatureSecret: keySignatureSecret(otherKey) };
    expect(checkSolution(payload, other)).toEqual({ expired: false, verified: false });
    const library = await verifySolution({ ...payload, deriveKey, ...other });
    expect(library.verified).toBe(false);
  });

  it('an expired challenge is reported expired, as the library does', async () => {
    const payload = await solved(-5);
    const library = await verifySolution({ ...payload, deriveKey, ...secrets });
    expect(library.expired).toBe(true);
    expect(checkSolution(payload, secrets)).toEqual({ expired: true, verified: false });
  });
});
