import { ADMIN_LIMITS, type TwoFactorEnrolmentResponse } from '@orbitwise/contracts/admin';
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256Hex } from './tokens';

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Orbitwise console';
const CODE_PATTERN = new RegExp(`^\\d{${ADMIN_LIMITS.totpDigits}}$`);
/** No 0/o, 1/l/i: codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrolment(email: string, secret: string): Promise<TwoFactorEnrolmentResponse> {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

export function looksLikeTotp(code: string): boolean {
  return CODE_PATTERN.test(code.trim());
}

/**
 * The time step a code belongs to (RFC 6238, 30 s steps, one step of clock drift either way), or
 * null. A step at or before `lastStep` is refused: each code works once.
 */
export async function totpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!looksLikeTotp(code)) return null;
  const result = await verify({
    secret,
    token: code.trim(),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes like `k7m2p-x9qaz`, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: ADMIN_LIMITS.recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[\s-]/g, ''));
}
