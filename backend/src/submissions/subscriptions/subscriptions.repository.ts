import { Injectable } from '@nestjs/common';
import type { Attribution } from '@orbitwise/contracts';
import { Database } from '../../platform/database/database';
import type { SubmissionStatement } from '../submission-gate';
import { envelopeIdOf, storedVerdictSql, type StoredVerdict } from '../stored-submission';
import type { Subscription } from './subscription.entity';

export type NewSubscription = Pick<
  Subscription,
  'email' | 'userActivationDate' | 'isActive' | 'consentForm' | 'consentPage' | 'consentWording'
>;

/** A confirmed subscriber with its consent record (a digest's recipient, a row of the subscribers' export). */
export interface ConfirmedSubscriber {
  subscriptionId: string;
  email: string;
  confirmedAt: Date;
  consentForm: string | null;
  consentPage: string | null;
  consentWording: string | null;
}

/** What following a confirmation link did. */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'gone';

/** The subscription table's SQL. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly db: Database) {}

  /** Counts the client, spends the captcha and inserts the row (`sandbox`: a test key's) in one statement (see SubmissionStatement). */
  async insert(
    gate: SubmissionStatement,
    s: NewSubscription,
    sandbox: boolean,
    attribution: Attribution | null,
  ): Promise<StoredVerdict> {
    const [verdict] = await this.db.query<StoredVerdict>(
      `WITH ${gate.sql},
       stored AS (INSERT INTO subscription
         (email, user_activation_date, is_active, sandbox, consent_form, consent_page, consent_wording, attribution)
       SELECT $7, $8::timestamptz, $9::boolean, $10::boolean, $11, $12, $13, $14::jsonb FROM spent RETURNING id)
       ${storedVerdictSql(gate.verdict)}`,
      [
        ...gate.parameters,
        s.email,
        s.userActivationDate,
        s.isActive,
        sandbox,
        s.consentForm,
        s.consentPage,
        s.consentWording,
        attribution,
      ],
      { prepare: true },
    );
    return verdict!;
  }

  /** The inbox's id of a stored subscription (see envelopeIdOf). */
  submissionIdOf(rowId: string): Promise<string> {
    return envelopeIdOf(this.db, 'subscription_id', rowId);
  }

  /** One row as stored; null when there is none. */
  async findById(id: string): Promise<Subscription | null> {
    const rows = await this.db.query<Subscription>(
      `SELECT id, email, user_activation_date AS "userActivationDate", is_active AS "isActive",
              created_at AS "createdAt", attribution, state, consent_form AS "consentForm",
              consent_page AS "consentPage", consent_wording AS "consentWording",
              confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt"
       FROM subscription WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Confirms a pending subscription. Already confirmed: the row, or another of the same address (a
   * second subscription of a subscriber). Gone: erased, unsubscribed since, or never a pending one.
   */
  async confirm(id: string, now: Date): Promise<ConfirmOutcome> {
    const [row] = await this.db.query<{ outcome: ConfirmOutcome }>(
      `WITH target AS (SELECT id, lower(email) AS address, state FROM subscription WHERE id = $1),
       confirmed AS (
         UPDATE subscription s SET state = 'confirmed', confirmed_at = $2
         FROM target WHERE s.id = target.id AND target.state = 'pending'
           AND NOT EXISTS (SELECT 1 FROM subscription o
                           WHERE lower(o.email) = target.address AND o.state = 'confirmed')
         RETURNING s.id)
       SELECT CASE
         WHEN EXISTS (SELECT 1 FROM confirmed) THEN 'confirmed'
         WHEN EXISTS (SELECT 1 FROM target t JOIN subscription o
                        ON lower(o.email) = t.address AND o.state = 'confirmed'
                      WHERE t.state IN ('pending', 'confirmed')) THEN 'already-confirmed'
         ELSE 'gone' END AS outcome`,
      [id, now],
    );
    return row!.outcome;
  }

  /** Every pending or confirmed subscription of this row's address ends now; again, nothing changes. */
  async unsubscribe(id: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE subscription SET state = 'unsubscribed', unsubscribed_at = $2
       WHERE lower(email) = (SELECT lower(email) FROM subscription WHERE id = $1)
         AND state IN ('pending', 'confirmed')`,
      [id, now],
    );
  }

  /** Whether this address is a confirmed subscriber (case ignored). */
  async isConfirmed(email: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM subscription WHERE lower(email) = lower($1) AND state = 'confirmed' LIMIT 1`,
      [email],
    );
    return rows.length > 0;
  }

  /** The confirmed subscribers (addresses, case ignored; the test keys' sandbox aside). */
  async countConfirmed(): Promise<number> {
    const [row] = await this.db.query<{ n: string }>(
      `SELECT count(DISTINCT lower(email))::text AS n FROM subscription WHERE state = 'confirmed' AND NOT sandbox`,
    );
    return Number(row!.n);
  }

  /** One subscription per confirmed address (the earliest), the test keys' sandbox aside: a newsletter's recipients. */
  confirmedSubscribers(): Promise<ConfirmedSubscriber[]> {
    return this.db.query<ConfirmedSubscriber>(
      `SELECT DISTINCT ON (lower(email)) id::text AS "subscriptionId", email, confirmed_at AS "confirmedAt",
              consent_form AS "consentForm", consent_page AS "consentPage", consent_wording AS "consentWording"
       FROM subscription WHERE state = 'confirmed' AND NOT sandbox
       ORDER BY lower(email), confirmed_at, id`,
    );
  }

  /** Whether this subscription is still confirmed (not unsubscribed or erased since). */
  async isStillConfirmed(id: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM subscription WHERE id = $1 AND state = 'confirmed'`, [
      id,
    ]);
    return rows.length > 0;
  }

  /** Deletes these rows (their inbox envelopes, notes and history cascade); returns how many were. */
  async deleteByIds(ids: readonly string[]): Promise<number> {
    const rows = await this.db.query('DELETE FROM subscription WHERE id = ANY($1::bigint[]) RETURNING 1', [
      ids,
    ]);
    return rows.length;
  }

  /** Deletes at most `limit` rows received before `before`, oldest first; returns how many. */
  async deleteOlderThan(before: Date, limit: number): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM subscription WHERE id IN (
         SELECT id FROM subscription WHERE created_at < $1 ORDER BY created_at LIMIT $2)
       RETURNING 1`,
      [before, limit],
    );
    return rows.length;
  }
}
