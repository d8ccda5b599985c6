import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Payload } from 'altcha-lib';

/** What the check concludes, as altcha-lib's verifySolution reports it. */
export interface SolutionCheck {
  expired: boolean;
  verified: boolean;
}

export interface SolutionSecrets {
  /** ALTCHA_HMAC_KEY: signs the challenge's parameters. */
  hmacSignatureSecret: string;
  /** Signs the derived key, so a solution is checked with one HMAC instead of a key derivation. */
  hmacKeySignatureSecret: string;
}

const UINT32_MAX = 0xffffffff;
const LOWERCASE_HEX = /^(?:[0-9a-f]{2})+$/;

/**
 * altcha-lib's verifySolution (ALTCHA v2, HMAC-SHA-256) for the challenges this server issues, which
 * always carry a key signature: the same two HMACs and the same checks, computed with node:crypto in
 * one synchronous step. The library computes them through WebCrypto (a key import and an async job
 * per HMAC), which was about a fifth of the API's CPU time in `bench:api`. solution-check.spec.ts
 * holds the two to the same answers over valid, tampered, expired and malformed solutions.
 */
export function checkSolution(payload: Payload, secrets: SolutionSecrets): SolutionCheck {
  const { challenge, solution } = payload;
  const { parameters } = challenge;
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000)
    return { expired: true, verified: false };
  // Every challenge this server signs has a key signature: one without cannot carry a valid signature.
  if (!challenge.signature || !parameters.keySignature) return { expired: false, verified: false };
  const signature = hmacHex(canonicalJson(parameters), secrets.hmacSignatureSecret);
  if (!equalText(challenge.signature, signature)) return { expired: false, verified: false };
  const derivedKey: unknown = solution?.derivedKey;
  const counter: unknown = solution?.counter;
  if (
    typeof derivedKey !== 'string' ||
    !LOWERCASE_HEX.test(derivedKey) ||
    typeof counter !== 'number' ||
    !Number.isInteger(counter) ||
    counter < 0 ||
    counter > UINT32_MAX
  ) {
    return { expired: false, verified: false };
  }
  const keySignature = hmacHex(Buffer.from(derivedKey, 'hex'), secrets.hmacKeySignatureSecret);
  return { expired: false, verified: equalText(parameters.keySignature, keySignature) };
}

function hmacHex(data: string | Buffer, key: string): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

function equalText(received: unknown, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** JSON with every object's keys sorted and undefined members left out, as altcha-lib signs it. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .flatMap((key) => (record[key] === undefined ? [] : [[key, sortKeys(record[key])]])),
  );
}
