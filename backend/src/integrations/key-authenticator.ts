import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ANY_INTEGRATION_KEY_PATTERN,
  INTEGRATION_KEY_MESSAGES,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { clientIp } from '../auth/signed-in-operator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { markIntegrationCaller } from '../platform/http/integration-caller';
import { ProblemException } from '../platform/problems/problem';
import { clientNetwork } from '../security/client-network';
import { INTEGRATION_KEY_POLICY, RateLimitCounters, rateLimitHeaders } from '../security/rate-limit-counters';
import type { ActiveKey } from './integration-key.entity';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { secretSha256 } from './key-secret';

/**
 * Wrong keys (and a publishable key from an origin it does not list) from one address (an IPv4 address,
 * an IPv6 /64): after this many in the window, every key from it waits (429). Their audit entries fold
 * into one per key (or address), reason and window.
 */
export const KEY_FAILURES = { max: 10, windowSeconds: 15 * 60 } as const;
const FAILURES_COUNTER = 'integration-key-failures';
/** The window an audit entry of a key's refusals (or a publishable key's uses) folds over. */
const FOLD_MINUTES = KEY_FAILURES.windowSeconds / 60;
const USES_COUNTER = 'integration-key';
const BEARER_SCHEME = /^Bearer(\s|$)/i;
const BEARER = /^Bearer +(\S+) *$/i;

const refused = (status: HttpStatus, detail: string, headers?: Record<string, string>) =>
  new ProblemException(status, detail, headers ? { headers } : undefined);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const KEY_PREFIX = /ow_(live|test|pub)_/;
const carriesKey = (text: string | undefined) =>
  text !== undefined && KEY_PREFIX.test(decoded(text).toLowerCase());

/** The path without its query string: what the audit log names a call by (a query may hold a search). */
const callOf = (request: Request) => `${request.method} ${request.originalUrl.split('?')[0]}`;

/** Who a refusal is folded under in the audit log: a key, or the address of a call with no valid key. */
type RefusedBy = { key: ActiveKey } | { network: string };

const foldedUnder = (by: RefusedBy, reason: string) => {
  const reasonId = createHash('sha256').update(reason).digest('hex').slice(0, 16);
  return 'key' in by ? `key ${by.key.id} ${reasonId}` : `address ${by.network} ${reasonId}`;
};

/**
 * Checks the `Authorization: Bearer ow_live_…` (or `ow_test_…`, `ow_pub_…`) of a call. Each call looks its key up by
 * hash, so a revoke or a roll is seen at once by every replica; counters in PostgreSQL limit each key
 * and the wrong keys from each address. Every use and every refusal is audited, by reference only
 * (refusals folded: one entry per key or address, reason and window, with a count).
 *
 * A publishable key is public, so anyone may send it: its origin is checked before anything is counted
 * on it, a wrong origin counts against the sender's address (as a wrong key does), and its quota is
 * counted per visitor address (its line of rolls and the address), so that one address can only use
 * up its own share and never block the partner's page for its other visitors.
 */
@Injectable()
export class IntegrationKeyAuthenticator {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: IntegrationKeysRepository,
    private readonly counters: RateLimitCounters,
    private readonly audit: AuditService,
  ) {}

  /**
   * The call's key when it has one that is valid and within its limit, undefined when it has none.
   * Throws the exact problem otherwise: 400 a key in the query string or a cookie, 403 plain HTTP in
   * production, 401 a malformed, unknown, revoked or rolled key, 429 over the key's limit or too many
   * wrong keys from the address, 403 a publishable key from an origin it does not list.
   */
  async authenticate(request: Request): Promise<ActiveKey | undefined> {
    const query = request.originalUrl.includes('?')
      ? request.originalUrl.slice(request.originalUrl.indexOf('?'))
      : '';
    if (carriesKey(query)) throw refused(HttpStatus.BAD_REQUEST, INTEGRATION_KEY_MESSAGES.inQuery);
    if (carriesKey(request.headers.cookie))
      throw refused(HttpStatus.BAD_REQUEST, INTEGRATION_KEY_MESSAGES.inCookie);
    const header = request.headers.authorization;
    // Another scheme (Basic in front of a staging site) is not a key: the browser's rules apply.
    if (header === undefined || !BEARER_SCHEME.test(header)) return undefined;
    if (this.config.nodeEnv === 'production' && !request.secure) {
      throw refused(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.insecure);
    }
    const network = clientNetwork(clientIp(request));
    const blockedFor = await this.counters.blockedForSeconds(network, FAILURES_COUNTER);
    if (blockedFor > 0) throw this.tooManyFailures(blockedFor);

    const secret = BEARER.exec(header)?.[1];
    const key =
      secret && ANY_INTEGRATION_KEY_PATTERN.test(secret)
        ? await this.keys.findActiveBySecret(secretSha256(secret))
        : null;
    if (!key) {
      throw await this.failure(request, { network }, secret ? 'unknown, revoked or rolled key' : 'malformed');
    }
    const publishable = key.kind === 'publishable';
    if (publishable && !this.hasListedOrigin(request, key)) {
      throw await this.failure(request, { key }, 'origin not allowed');
    }

    const { windowSeconds, max } = this.config.integrationKeyRateLimit;
    // Counted per line of rolls: a roll replaces the secret, not the partner's quota.
    const usage = await this.counters.increment(
      publishable ? `${key.lineageId} ${network}` : key.lineageId,
      windowSeconds * 1000,
      max,
      windowSeconds * 1000,
      USES_COUNTER,
    );
    // Every answer to a keyed call, a refusal included, tells the key's quota (a publishable key's:
    // this address's share of it) and what is left of it.
    request.res?.set(rateLimitHeaders(INTEGRATION_KEY_POLICY, max, windowSeconds, usage));
    if (usage.isBlocked) {
      throw refused(HttpStatus.TOO_MANY_REQUESTS, INTEGRATION_KEY_MESSAGES.rateLimited, {
        'Retry-After': String(Math.max(1, usage.timeToBlockExpire)),
      });
    }
    return key;
  }

  /**
   * The key's call goes ahead: recorded on its row and in the audit log, and the request marked. A
   * publishable key's uses are folded as refusals are (one entry per call and window, with a count):
   * anyone may send it, from as many addresses as they hold, each with its own share of the quota.
   */
  async admit(request: Request, key: ActiveKey): Promise<void> {
    const ip = clientIp(request);
    await this.keys.recordUse(key.id, ip);
    const use = {
      actor: null,
      action: 'integration-key-used',
      target: `integration key ${key.id}`,
      targetLabel: key.name,
      changes: [{ field: 'call', from: null, to: callOf(request) }],
      ip,
    } as const;
    if (key.kind === 'publishable') {
      await this.audit.recordCounted(use, foldedUnder({ key }, `used ${callOf(request)}`), FOLD_MINUTES);
    } else {
      await this.audit.record(use);
    }
    markIntegrationCaller(request, {
      keyId: key.id,
      lineageId: key.lineageId,
      name: key.name,
      kind: key.kind,
      scopes: key.scopes,
    });
  }

  /** 403 for a valid key without any of `scopes` (audited). */
  async requireScope(request: Request, key: ActiveKey, scopes: readonly IntegrationScope[]): Promise<void> {
    if (scopes.some((scope) => key.scopes.includes(scope))) return;
    await this.auditRefusal(request, { key }, `needs ${scopes.join(' or ')}`);
    throw refused(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.scope);
  }

  /**
   * A publishable key is public (it is in the page's source): it is good only from the pages it lists.
   * A browser always sends `Origin` on a cross-origin POST and no page can change it.
   */
  private hasListedOrigin(request: Request, key: ActiveKey): boolean {
    const origin = request.headers.origin;
    return origin !== undefined && key.allowedOrigins.includes(origin);
  }

  /**
   * A wrong key (401) or a publishable key from an origin it does not list (403), counted against the
   * address; 429 once the address has too many. Audited either way.
   */
  private async failure(request: Request, by: RefusedBy, reason: string): Promise<ProblemException> {
    const windowMs = KEY_FAILURES.windowSeconds * 1000;
    const network = clientNetwork(clientIp(request));
    const count = await this.counters.increment(
      network,
      windowMs,
      KEY_FAILURES.max,
      windowMs,
      FAILURES_COUNTER,
    );
    await this.auditRefusal(request, by, count.isBlocked ? `${reason}; address throttled` : reason);
    if (count.isBlocked) return this.tooManyFailures(count.timeToBlockExpire);
    if ('key' in by) return refused(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.origin);
    return refused(HttpStatus.UNAUTHORIZED, INTEGRATION_KEY_MESSAGES.invalid, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }

  /**
   * One entry per key (or address), reason and window of wrong keys, counting the refusals it stands
   * for: a publishable key is public, so its refusals must not let anyone lengthen the log at will.
   */
  private async auditRefusal(request: Request, by: RefusedBy, reason: string): Promise<void> {
    await this.audit.recordCounted(
      {
        actor: null,
        action: 'integration-key-refused',
        target: 'key' in by ? `integration key ${by.key.id}` : null,
        targetLabel: 'key' in by ? by.key.name : null,
        changes: [
          { field: 'call', from: null, to: callOf(request) },
          { field: 'reason', from: null, to: reason },
        ],
        ip: clientIp(request),
      },
      foldedUnder(by, reason),
      FOLD_MINUTES,
    );
  }

  private tooManyFailures(seconds: number): ProblemException {
    return refused(HttpStatus.TOO_MANY_REQUESTS, INTEGRATION_KEY_MESSAGES.bruteForce, {
      'Retry-After': String(Math.max(1, seconds)),
    });
  }

  /** 401 for a call that needs a key and has none. */
  missing(): ProblemException {
    return refused(HttpStatus.UNAUTHORIZED, INTEGRATION_KEY_MESSAGES.invalid, {
      'WWW-Authenticate': 'Bearer',
    });
  }
}
