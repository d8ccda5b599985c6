import { Injectable } from '@nestjs/common';
import type { OperatorRole } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

export type SessionStage = 'two-factor' | 'signed-in';

/** A live session with its operator, as one join reads them. */
export interface SessionRecord {
  tokenHash: string;
  stage: SessionStage;
  operatorId: string;
  email: string;
  displayName: string;
  role: OperatorRole;
  twoFactorEnabled: boolean;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  /** last_seen_at is over a minute old: worth writing again. */
  stale: boolean;
  /** Seconds since the operator last proved who they are in this session (sign-in or step-up). */
  authenticatedSecondsAgo: number;
}

export interface NewSession {
  tokenHash: string;
  operatorId: string;
  stage: SessionStage;
  lifetimeMinutes: number;
  ip: string | null;
  userAgent: string | null;
}

/** The operator_session table's SQL. Every time is the database's, the same for every replica. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async insert(session: NewSession): Promise<void> {
    await this.db.query(
      `INSERT INTO operator_session (token_hash, operator_id, stage, absolute_expires_at, ip, user_agent)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5, left($6, 300))`,
      [
        session.tokenHash,
        session.operatorId,
        session.stage,
        session.lifetimeMinutes,
        session.ip,
        session.userAgent,
      ],
    );
  }

  /** The session if it is neither idle too long nor past its end, and its operator is enabled. */
  async findLive(tokenHash: string, idleMinutes: number): Promise<SessionRecord | undefined> {
    const [row] = await this.db.query<SessionRecord>(
      `SELECT s.token_hash AS "tokenHash", s.stage, o.id AS "operatorId", o.email,
              o.display_name AS "displayName", o.role, o.totp_secret IS NOT NULL AS "twoFactorEnabled",
              s.last_seen_at + make_interval(mins => $2) AS "idleExpiresAt",
              s.absolute_expires_at AS "absoluteExpiresAt",
              s.last_seen_at < now() - interval '1 minute' AS stale,
              extract(epoch FROM now() - s.authenticated_at)::float8 AS "authenticatedSecondsAgo"
       FROM operator_session s JOIN operator o ON o.id = s.operator_id
       WHERE s.token_hash = $1 AND NOT o.disabled
         AND s.last_seen_at > now() - make_interval(mins => $2) AND s.absolute_expires_at > now()`,
      [tokenHash, idleMinutes],
    );
    return row;
  }

  /** Marks the session used now; returns the new idle end. */
  async touch(tokenHash: string, idleMinutes: number): Promise<Date | undefined> {
    const [row] = await this.db.query<{ idleExpiresAt: Date }>(
      `UPDATE operator_session SET last_seen_at = now() WHERE token_hash = $1
       RETURNING last_seen_at + make_interval(mins => $2) AS "idleExpiresAt"`,
      [tokenHash, idleMinutes],
    );
    return row?.idleExpiresAt;
  }

  /** The operator proved who they are again (step-up): the session counts as freshly signed in. */
  async markAuthenticated(tokenHash: string): Promise<void> {
    await this.db.query('UPDATE operator_session SET authenticated_at = now() WHERE token_hash = $1', [
      tokenHash,
    ]);
  }

  /** Ends one session; returns its operator, if it existed. */
  async delete(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ operatorId: string }>(
      'DELETE FROM operator_session WHERE token_hash = $1 RETURNING operator_id AS "operatorId"',
      [tokenHash],
    );
    return row?.operatorId;
  }

  /** Ends every session of the operator but `keepTokenHash`; returns how many ended. */
  async deleteForOperator(operatorId: string, keepTokenHash: string | null = null): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM operator_session WHERE operator_id = $1 AND token_hash IS DISTINCT FROM $2 RETURNING 1`,
      [operatorId, keepTokenHash],
    );
    return rows.length;
  }

  /** Removes sessions nobody can use any more. */
  async purgeExpired(idleMinutes: number): Promise<void> {
    await this.db.query(
      `DELETE FROM operator_session
       WHERE absolute_expires_at <= now() OR last_seen_at <= now() - make_interval(mins => $1)`,
      [idleMinutes],
    );
  }
}
