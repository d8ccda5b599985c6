import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/** Hex characters kept of the HMAC: 64 bits, plenty to correlate entries, short enough to read. */
const LENGTH = 16;

/**
 * A keyed hash (HMAC-SHA-256 under AUDIT_HASH_KEY) of an email address, for the audit log: entries
 * about one address can be found and correlated (hash the address again), but the log does not hold
 * the address, and without the key nobody can test guesses against it. Case and surrounding spaces
 * are ignored, as the lookups ignore them.
 */
@Injectable()
export class SubjectHash {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  of(email: string): string {
    return createHmac('sha256', this.config.audit.hashKey)
      .update(email.trim().toLowerCase())
      .digest('hex')
      .slice(0, LENGTH);
  }
}
