import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { LOGIN_THROTTLE } from '@orbitwise/contracts/admin';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { ProblemException } from '../platform/problems/problem';
import { LoginFailuresRepository } from './login-failures.repository';

export const TOO_MANY_FAILURES_DETAIL = 'Too many failed sign-in attempts. Please wait before trying again.';

/**
 * Failed sign-ins counted in PostgreSQL (so every replica sees them) per account, by its
 * lower-cased email whether the account exists or not, and per client address.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailuresRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 429 with Retry-After while the account or the address has its limit of failures. */
  async assertAllowed(emailKey: string, ip: string | null): Promise<void> {
    const perAddress = this.config.admin.loginMaxFailuresPerAddress;
    const { account, address } = await this.failures.count(
      emailKey,
      ip,
      LOGIN_THROTTLE.windowMinutes,
      LOGIN_THROTTLE.maxFailures,
      perAddress,
    );
    const waits = [
      account.failures >= LOGIN_THROTTLE.maxFailures ? account.clearsInSeconds : 0,
      address.failures >= perAddress ? address.clearsInSeconds : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new ProblemException(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_FAILURES_DETAIL, {
        headers: { 'Retry-After': String(wait) },
      });
    }
  }

  async recordFailure(emailKey: string, ip: string | null): Promise<void> {
    await this.failures.insert(emailKey, ip);
    // Rows past the window count for nothing; this keeps the table at one window's worth.
    await this.failures.purgeOlderThan(LOGIN_THROTTLE.windowMinutes);
  }

  /**
   * One guess at an account's secret (a password or a code) from this address: refused with 429
   * during a lockout, counted as a failure when `check` answers false. Returns what it answered.
   */
  async attempt(emailKey: string, ip: string | null, check: () => Promise<boolean>): Promise<boolean> {
    await this.assertAllowed(emailKey, ip);
    const right = await check();
    if (!right) await this.recordFailure(emailKey, ip);
    return right;
  }

  /** After a complete sign-in, the account's own earlier mistakes stop counting. */
  async clearAccount(emailKey: string): Promise<void> {
    await this.failures.deleteForAccount(emailKey);
  }
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
