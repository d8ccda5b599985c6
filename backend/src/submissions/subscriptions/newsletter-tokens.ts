import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The links of the newsletter's e-mails: `c.<subscription id>.<expiry, unix seconds>.<mac>` confirms,
 * `u.<subscription id>.<mac>` unsubscribes. The MAC is HMAC-SHA256 under a key derived (HKDF, its own
 * label) from CSRF_SECRET, which production requires: nothing is stored, and nothing can be forged or
 * moved to another subscription without the server's secret. A confirmation expires after 7 days: long
 * enough for a holiday or a slow mailbox, short enough that an old mail found later cannot subscribe
 * its reader. An unsubscribe link never expires: mail clients keep showing it (RFC 8058).
 */
export const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type TokenPurpose = 'c' | 'u';

export type ConfirmationCheck =
  | { state: 'valid'; subscriptionId: string }
  | { state: 'expired'; subscriptionId: string }
  | { state: 'invalid' };

const TOKEN_PATTERN = /^(c|u)\.(\d{1,19})(?:\.(\d{1,12}))?\.([A-Za-z0-9_-]{43})$/;

export class NewsletterTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'orbitwise newsletter links', 32));
  }

  confirmation(subscriptionId: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_TTL_SECONDS;
    return this.sign(`c.${subscriptionId}.${expires}`);
  }

  unsubscribe(subscriptionId: string): string {
    return this.sign(`u.${subscriptionId}`);
  }

  checkConfirmation(token: unknown, now: Date): ConfirmationCheck {
    const parts = this.verified(token, 'c');
    if (!parts) return { state: 'invalid' };
    const expired = Number(parts.expires) * 1000 < now.getTime();
    return { state: expired ? 'expired' : 'valid', subscriptionId: parts.id };
  }

  /** The subscription an unsubscribe token names; null when it is not one of ours. */
  checkUnsubscribe(token: unknown): string | null {
    return this.verified(token, 'u')?.id ?? null;
  }

  private sign(payload: string): string {
    return `${payload}.${this.mac(payload)}`;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private verified(token: unknown, purpose: TokenPurpose): { id: string; expires?: string } | null {
    if (typeof token !== 'string') return null;
    const match = TOKEN_PATTERN.exec(token);
    if (!match || match[1] !== purpose || (purpose === 'c') !== (match[3] !== undefined)) return null;
    const payload = token.slice(0, token.lastIndexOf('.'));
    const given = Buffer.from(match[4]!);
    const expected = Buffer.from(this.mac(payload));
    if (!timingSafeEqual(given, expected)) return null;
    return { id: match[2]!, expires: match[3] };
  }
}
