import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import { randomBytes } from 'node:crypto';

/** Argon2id (the package's default algorithm) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_TOO_SHORT = `Use at least ${ADMIN_LIMITS.passwordMin} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${ADMIN_LIMITS.passwordMax} characters.`;
export const PASSWORD_IS_EMAIL = 'The password must not be the email address.';

/** Password hashing and the strength rule shared by the API and the CLI. */
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

  /** Why a new password is refused, or null. */
  problemWith(password: string, email: string): string | null {
    if (password.length < ADMIN_LIMITS.passwordMin) return PASSWORD_TOO_SHORT;
    if (password.length > ADMIN_LIMITS.passwordMax) return PASSWORD_TOO_LONG;
    if (password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
    return null;
  }
}
