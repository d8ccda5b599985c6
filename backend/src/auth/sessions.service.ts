import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { SessionsRepository, type SessionRecord, type SessionStage } from './sessions.repository';
import { randomToken, sha256Hex } from './tokens';

/** How long the password step waits for the second factor. */
const TWO_FACTOR_STEP_MINUTES = 5;

export interface StartedSession {
  /** For the cookie only: never stored. */
  token: string;
  tokenHash: string;
}

/** Server-side sessions: a random cookie token, stored as its hash, with idle and absolute ends. */
@Injectable()
export class SessionsService {
  private readonly idleMinutes: number;
  private readonly absoluteMinutes: number;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.idleMinutes = config.admin.sessionIdleMinutes;
    this.absoluteMinutes = config.admin.sessionAbsoluteHours * 60;
  }

  async start(
    operatorId: string,
    stage: SessionStage,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<StartedSession> {
    const token = randomToken();
    const tokenHash = sha256Hex(token);
    await this.sessions.insert({
      tokenHash,
      operatorId,
      stage,
      lifetimeMinutes: stage === 'two-factor' ? TWO_FACTOR_STEP_MINUTES : this.absoluteMinutes,
      ...client,
    });
    return { token, tokenHash };
  }

  /**
   * The live session of a cookie token. last_seen_at is written at most once a minute: the idle
   * timeout loses at most that minute, and reads do not each cost a write.
   */
  async resolve(token: string): Promise<SessionRecord | undefined> {
    const session = await this.sessions.findLive(sha256Hex(token), this.idleMinutes);
    if (!session?.stale) return session;
    const idleExpiresAt = await this.sessions.touch(session.tokenHash, this.idleMinutes);
    return idleExpiresAt ? { ...session, idleExpiresAt, stale: false } : undefined;
  }

  /** The live session of a token hash (no touch: the guard just did). */
  findByHash(tokenHash: string): Promise<SessionRecord | undefined> {
    return this.sessions.findLive(tokenHash, this.idleMinutes);
  }

  /** After a step-up: the session's sign-in counts as now. */
  markAuthenticated(tokenHash: string): Promise<void> {
    return this.sessions.markAuthenticated(tokenHash);
  }

  /** Ends a session by its token hash; returns its operator when it existed. */
  end(tokenHash: string): Promise<string | undefined> {
    return this.sessions.delete(tokenHash);
  }

  /** Ends the operator's sessions, except the one given (the caller's own). */
  endAllOf(operatorId: string, except: string | null = null): Promise<number> {
    return this.sessions.deleteForOperator(operatorId, except);
  }

  purgeExpired(): Promise<void> {
    return this.sessions.purgeExpired(this.idleMinutes);
  }
}
