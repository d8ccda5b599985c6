import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  analyticsSource,
  RATE_LIMIT_MESSAGE,
  type AnalyticsEvent,
  type AnalyticsSettings,
} from '@orbitwise/contracts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { ProblemException } from '../platform/problems/problem';
import { clientNetwork } from '../security/client-network';
import { RateLimitCounters } from '../security/rate-limit-counters';
import { AnalyticsRepository } from './analytics.repository';

/**
 * Events accepted per client network and window: this many times the submissions' limit
 * (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS; 120 a minute by default), many times what a person
 * reading pages sends.
 */
export const ANALYTICS_EVENTS_PER_SUBMISSION = 12;

/** Who sent an event, as the request tells: used for the day's hash and the rate limit, never stored. */
export interface EventSender {
  ip: string | undefined;
  userAgent: string;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

@Injectable()
export class AnalyticsService {
  /** The time events are received at and the jobs run at; tests move it. */
  clock: () => Date = () => new Date();
  /** The salt of the day last used, so that a replica asks PostgreSQL once a day. */
  private salt: { day: string; value: Buffer } | undefined;
  private readonly site: string;
  private readonly limit: { max: number; windowMs: number };

  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly counters: RateLimitCounters,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.site = config.siteOrigin;
    this.limit = {
      max: config.rateLimit.max * ANALYTICS_EVENTS_PER_SUBMISSION,
      windowMs: config.rateLimit.windowSeconds * 1000,
    };
  }

  /**
   * Stores one event under the visitor's hash of the day: SHA-256 over the day's random salt, the
   * address, the user agent and the site, cut to 16 bytes. The salt is deleted when its day ends, so
   * no one (not even with the database) can tie two days' hashes together or recompute one.
   */
  async record(event: AnalyticsEvent, sender: EventSender): Promise<void> {
    const receivedAt = this.clock();
    const day = utcDay(receivedAt);
    const salt = await this.saltOf(day);
    // The limit's key is hashed too: the address is not kept even in the rate-limit counters.
    const limitKey = createHmac('sha256', salt).update(clientNetwork(sender.ip)).digest('base64url');
    const { max, windowMs } = this.limit;
    const use = await this.counters.increment(limitKey, windowMs, max, windowMs, 'analytics');
    if (use.isBlocked) {
      throw new ProblemException(HttpStatus.TOO_MANY_REQUESTS, RATE_LIMIT_MESSAGE, {
        headers: { 'Retry-After': String(Math.max(1, use.timeToBlockExpire)) },
      });
    }
    const visitor = createHash('sha256')
      .update(salt)
      .update(`\0${sender.ip ?? ''}\0${sender.userAgent}\0${this.site}`)
      .digest()
      .subarray(0, 16);
    await this.analytics.insert({
      day,
      receivedAt,
      type: event.type,
      path: event.path,
      form: event.form ?? null,
      source: analyticsSource(event.utm, event.referrer),
      visitor,
    });
  }

  /** The daily job: rolls up the days that ended, drops old raw events and salts, purges old rollups. */
  async rollUp(): Promise<string[]> {
    const now = this.clock();
    const days = await this.analytics.rollUp(now);
    const { retentionMonths } = await this.analytics.settings();
    await this.analytics.purgeRollups(now, retentionMonths);
    return days;
  }

  settings(): Promise<AnalyticsSettings> {
    return this.analytics.settings();
  }

  async updateSettings(settings: AnalyticsSettings, operator: SignedInOperator): Promise<AnalyticsSettings> {
    const before = await this.analytics.writeSettings(settings, operator.id);
    await this.audit.record({
      actor: operator,
      action: 'retention-changed',
      target: 'page analytics',
      changes: [
        { field: 'keep page analytics (months)', from: String(before), to: String(settings.retentionMonths) },
      ],
      ip: operator.ip,
    });
    return this.settings();
  }

  private async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day !== day) this.salt = { day, value: await this.analytics.saltOf(day, randomBytes(32)) };
    return this.salt.value;
  }
}
