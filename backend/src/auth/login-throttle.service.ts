import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { LOGIN_THROTTLE } from '@orbitwise/contracts/admin';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { ProblemException } from '../platform/problems/problem';
import { LoginFailuresRepository } from './login-failures.repository';

export const TOO_MANY_FAILURES_DETAIL = 'Too many failed sign-in attempts. Please wait before trying again.';

/** The 429 of a throttled guess, with Retry-After. */
export class LoginThrottledException extends ProblemException {
  constructor(waitSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_FAILURES_DETAIL, {
      headers: { 'Retry-After': String(waitSeconds) },
    });
  }
}

export interface AttemptOptions {
  /**
   * Keep the guess counted even when it was right (until `clearAccount`): for the password of an
   * account with a second factor, whose right password must not show in the counts either.
   */
  keepCounted?: boolean;
}

/**
 * Failed guesses counted in PostgreSQL (so every replica sees them): per account and address
 * together (5 in 15 minutes), per address (ADMIN_LOGIN_MAX_FAILURES_PER_ADDRESS), and per account
 * from every address (a higher ceiling against guessing spread over many addresses), for every
 * account. An address is an IPv4 address or an IPv6 /64 (`client_network()`). A stranger failing
 * on an operator's account from their address locks only themselves until the account's ceiling.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailuresRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One guess at an account's secret (a password or a code) from this address: refused with
   * LoginThrottledException (429) at a limit, else counted before `check` runs (so parallel guesses
   * cannot exceed the limits) and taken back when `check` answers true. Returns what it answered.
   */
  async attempt(
    emailKey: string,
    ip: string | null,
    check: () => Promise<boolean>,
    options: AttemptOptions = {},
  ): Promise<boolean> {
    const reservation = await this.failures.reserve(this.keyOf(emailKey), ip, {
      windowMinutes: LOGIN_THROTTLE.windowMinutes,
      pair: LOGIN_THROTTLE.maxFailures,
      address: this.config.admin.loginMaxFailuresPerAddress,
      account: this.config.admin.loginMaxFailuresPerAccount,
    });
    if ('waitSeconds' in reservation) throw new LoginThrottledException(reservation.waitSeconds);
    let right = false;
    try {
      right = await check();
    } finally {
      if (right && !options.keepCounted) await this.failures.release(reservation.id);
      // Rows past the window count for nothing; this keeps the table at one window's worth.
      else await this.failures.purgeOlderThan(LOGIN_THROTTLE.windowMinutes);
    }
    return right;
  }

  /** After a complete sign-in, the operator's own earlier mistakes from this address stop counting. */
  async clearAccount(emailKey: string, ip: string | null): Promise<void> {
    await this.failures.deleteForPair(this.keyOf(emailKey), ip);
  }

  /**
   * What login_failure stores for an account: a keyed hash (HMAC-SHA-256 under CSRF_SECRET), so that
   * the emails typed for unknown accounts are never kept in clear.
   */
  keyOf(emailKey: string): string {
    return createHmac('sha256', this.config.csrfSecret).update(`login_failure ${emailKey}`).digest('hex');
  }
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
