import { Injectable } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import type { SubmissionStatement } from '../submission-gate';
import { envelopeIdOf, storedVerdictSql, type StoredVerdict } from '../stored-submission';
import type { Subscription } from './subscription.entity';

export type NewSubscription = Omit<Subscription, 'id' | 'createdAt'>;

/** The subscription table's SQL. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly db: Database) {}

  /** Counts the client, spends the captcha and inserts the row (`sandbox`: a test key's) in one statement (see SubmissionStatement). */
  async insert(gate: SubmissionStatement, s: NewSubscription, sandbox: boolean): Promise<StoredVerdict> {
    const [verdict] = await this.db.query<StoredVerdict>(
      `WITH ${gate.sql},
       stored AS (INSERT INTO subscription (email, user_activation_date, is_active, sandbox)
       SELECT $7, $8::timestamptz, $9::boolean, $10::boolean FROM spent RETURNING id)
       ${storedVerdictSql(gate.verdict)}`,
      [...gate.parameters, s.email, s.userActivationDate, s.isActive, sandbox],
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
              created_at AS "createdAt"
       FROM subscription WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
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
