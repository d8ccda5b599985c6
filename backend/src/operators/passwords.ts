import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { randomBytes } from 'node:crypto';

/** Argon2id (the package's default algorithm) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_TOO_SHORT = `Use at least ${ADMIN_LIMITS.passwordMin} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${ADMIN_LIMITS.passwordMax} characters.`;
export const PASSWORD_IS_EMAIL = 'The password must not be the email address.';
export const PASSWORD_TOO_GUESSABLE = 'This password is too easy to guess.';
/** zxcvbn's 0–4 scale; 3 means about 10^8 guesses or more, "safely unguessable" by its authors' measure. */
export const PASSWORD_MIN_SCORE = 3;
/**
 * Only this many leading characters are estimated: the matcher's work grows steeply with length (a
 * crafted 256-character password costs over a second of CPU), and a strong prefix is strong enough.
 */
const ESTIMATED_LENGTH = 64;

/** Built on first use (the dictionaries take about 0.3 s): the common-password list works offline. */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
    maxLength: ESTIMATED_LENGTH,
  });
  return estimator;
}

/** The words of the account's own email and name, which a password should not lean on. */
function accountWords(email: string, displayName: string): string[] {
  const words = [email, displayName, ...`${email} ${displayName}`.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length > 1))];
}

/** Why zxcvbn finds the password guessable: its warning and suggestions, in one sentence list. */
function guessableReason(password: string, email: string, displayName: string): string | null {
  const { score, feedback } = strengthEstimator().check(password, accountWords(email, displayName));
  if (score >= PASSWORD_MIN_SCORE) return null;
  return [PASSWORD_TOO_GUESSABLE, feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
}

/** Password hashing and the strength rule shared by setup, the operators API, the account and the CLI. */
@Injectable()
export class Passwords {
  /**
   * Verified against when the account does not exist, so that answer takes as long as a wrong
   * password. Made at start, so that not even the first unknown email costs an extra hash.
   */
  private readonly dummyHash: Promise<string> = this.hash(randomBytes(16).toString('hex'));

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and, after the same work, for a missing account (`null`). */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }

  /**
   * Why a new password is refused, or null: its length, the email itself, or a low strength estimate
   * (common and breached passwords, patterns, the account's own email and name).
   */
  problemWith(password: string, email: string, displayName = ''): string | null {
    if (password.length < ADMIN_LIMITS.passwordMin) return PASSWORD_TOO_SHORT;
    if (password.length > ADMIN_LIMITS.passwordMax) return PASSWORD_TOO_LONG;
    if (password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
    return guessableReason(password, email, displayName);
  }
}
