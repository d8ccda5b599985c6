import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ANY_INTEGRATION_KEY_PATTERN,
  INTEGRATION_KEY_MESSAGES,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';
import type { Request } from 'express';
import { AuditService } from '../audit/audit.service';
import { clientIp } from '../auth/signed-in-operator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { markIntegrationCaller } from '../platform/http/integration-caller';
import { ProblemException } from '../platform/problems/problem';
import { INTEGRATION_KEY_POLICY, RateLimitCounters, rateLimitHeaders } from '../security/rate-limit-counters';
import type { ActiveKey } from './integration-key.entity';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { secretSha256 } from './key-secret';

/** Wrong keys from one address: after this many in the window, every key from it waits (429). */
export const KEY_FAILURES = { max: 10, windowSeconds: 15 * 60 } as const;
const FAILURES_COUNTER = 'integration-key-failures';
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

/**
 * Checks the `Authorization: Bearer ow_live_…` (or `ow_test_…`, `ow_pub_…`) of a call. Each call looks its key up by
 * hash, so a revoke or a roll is seen at once by every replica; counters in PostgreSQL limit each key
 * and the wrong keys from each address. Every use and every refusal is audited, by reference only.
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
    const ip = clientIp(request) ?? 'unknown';
    const blockedFor = await this.counters.blockedForSeconds(ip, FAILURES_COUNTER);
    if (blockedFor > 0) throw this.tooManyFailures(blockedFor);

    const secret = BEARER.exec(header)?.[1];
    const key =
      secret && ANY_INTEGRATION_KEY_PATTERN.test(secret)
        ? await this.keys.findActiveBySecret(secretSha256(secret))
        : null;
    if (!key) throw await this.failure(request, ip, secret ? 'unknown, revoked or rolled key' : 'malformed');

    const { windowSeconds, max } = this.config.integrationKeyRateLimit;
    const usage = await this.counters.increment(
      key.id,
      windowSeconds * 1000,
      max,
      windowSeconds * 1000,
      USES_COUNTER,
    );
    // Every answer to a keyed call, a refusal included, tells the key's quota and what is left of it.
    request.res?.set(rateLimitHeaders(INTEGRATION_KEY_POLICY, max, windowSeconds, usage));
    if (usage.isBlocked) {
      throw refused(HttpStatus.TOO_MANY_REQUESTS, INTEGRATION_KEY_MESSAGES.rateLimited, {
        'Retry-After': String(Math.max(1, usage.timeToBlockExpire)),
      });
    }
    if (key.kind === 'publishable') await this.requireListedOrigin(request, key);
    return key;
  }

  /** The key's call goes ahead: recorded on its row and in the audit log, and the request marked. */
  async admit(request: Request, key: ActiveKey): Promise<void> {
    const ip = clientIp(request);
    await this.keys.recordUse(key.id, ip);
    await this.audit.record({
      actor: null,
      action: 'integration-key-used',
      target: `integration key ${key.id}`,
      targetLabel: key.name,
      changes: [{ field: 'call', from: null, to: callOf(request) }],
      ip,
    });
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
    await this.audit.record({
      actor: null,
      action: 'integration-key-refused',
      target: `integration key ${key.id}`,
      targetLabel: key.name,
      changes: [
        { field: 'call', from: null, to: callOf(request) },
        { field: 'reason', from: null, to: `needs ${scopes.join(' or ')}` },
      ],
      ip: clientIp(request),
    });
    throw refused(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.scope);
  }

  /**
   * A publishable key is public (it is in the page's source): it is good only from the pages it lists.
   * A browser always sends `Origin` on a cross-origin POST and no page can change it.
   */
  private async requireListedOrigin(request: Request, key: ActiveKey): Promise<void> {
    const origin = request.headers.origin;
    if (origin !== undefined && key.allowedOrigins.includes(origin)) return;
    await this.audit.record({
      actor: null,
      action: 'integration-key-refused',
      target: `integration key ${key.id}`,
      targetLabel: key.name,
      changes: [
        { field: 'call', from: null, to: callOf(request) },
        { field: 'reason', from: null, to: 'origin not allowed' },
      ],
      ip: clientIp(request),
    });
    throw refused(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.origin);
  }

  /** 401, or 429 once the address has sent too many wrong keys; audited either way. */
  private async failure(request: Request, ip: string, reason: string): Promise<ProblemException> {
    const windowMs = KEY_FAILURES.windowSeconds * 1000;
    const count = await this.counters.increment(ip, windowMs, KEY_FAILURES.max, windowMs, FAILURES_COUNTER);
    await this.audit.record({
      actor: null,
      action: 'integration-key-refused',
      target: null,
      changes: [
        { field: 'call', from: null, to: callOf(request) },
        { field: 'reason', from: null, to: count.isBlocked ? `${reason}; address throttled` : reason },
      ],
      ip: clientIp(request),
    });
    if (count.isBlocked) return this.tooManyFailures(count.timeToBlockExpire);
    return refused(HttpStatus.UNAUTHORIZED, INTEGRATION_KEY_MESSAGES.invalid, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
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
