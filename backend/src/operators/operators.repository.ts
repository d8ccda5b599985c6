import { Injectable } from '@nestjs/common';
import type { OperatorRole } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

/** One row of `operator`, secrets included: never sent as is (see toOperatorView). */
export interface OperatorRecord {
  id: string;
  email: string;
  displayName: string;
  role: OperatorRole;
  passwordHash: string;
  disabled: boolean;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** An operator's TOTP secrets as stored (encrypted by auth's SecondFactor). */
export interface StoredTotpSecrets {
  id: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

export interface NewOperator {
  email: string;
  displayName: string;
  role: OperatorRole;
  passwordHash: string;
}

export interface OperatorChanges {
  displayName?: string;
  role?: OperatorRole;
  disabled?: boolean;
}

const COLUMNS = `id, email, display_name AS "displayName", role, password_hash AS "passwordHash", disabled,
  totp_secret AS "totpSecret", totp_pending_secret AS "totpPendingSecret",
  totp_last_step::float8 AS "totpLastStep", created_at AS "createdAt", last_login_at AS "lastLoginAt"`;

/** The operator table's SQL. Emails are unique whatever their case. */
@Injectable()
export class OperatorsRepository {
  constructor(private readonly db: Database) {}

  /** Throws the unique violation (23505) when the email is taken. */
  async insert(operator: NewOperator): Promise<OperatorRecord> {
    const [row] = await this.db.query<OperatorRecord>(
      `INSERT INTO operator (email, display_name, role, password_hash) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [operator.email, operator.displayName, operator.role, operator.passwordHash],
    );
    return row!;
  }

  /**
   * The first operator, only if there is none yet and the setup token is spent by this very
   * statement (valid, unused, unexpired). Undefined otherwise.
   */
  async insertFirst(operator: NewOperator, setupTokenHash: string): Promise<OperatorRecord | undefined> {
    const [row] = await this.db.query<OperatorRecord>(
      `WITH spent AS (
         UPDATE setup_token SET used_at = now()
         WHERE token_hash = $5 AND used_at IS NULL AND expires_at > now()
           AND NOT EXISTS (SELECT 1 FROM operator)
         RETURNING 1)
       INSERT INTO operator (email, display_name, role, password_hash)
       SELECT $1, $2, $3, $4 FROM spent
       RETURNING ${COLUMNS}`,
      [operator.email, operator.displayName, operator.role, operator.passwordHash, setupTokenHash],
    );
    return row;
  }

  async any(): Promise<boolean> {
    const [row] = await this.db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM operator) AS any');
    return row!.any;
  }

  async findById(id: string): Promise<OperatorRecord | undefined> {
    const [row] = await this.db.query<OperatorRecord>(`SELECT ${COLUMNS} FROM operator WHERE id = $1`, [id]);
    return row;
  }

  async findByEmail(email: string): Promise<OperatorRecord | undefined> {
    const [row] = await this.db.query<OperatorRecord>(
      `SELECT ${COLUMNS} FROM operator WHERE lower(email) = lower($1)`,
      [email],
    );
    return row;
  }

  list(): Promise<OperatorRecord[]> {
    return this.db.query<OperatorRecord>(`SELECT ${COLUMNS} FROM operator ORDER BY lower(email)`);
  }

  /**
   * Applies the changes unless they would leave no enabled admin. The enabled admins are locked by
   * the statement, so two admins demoting each other at once cannot both succeed.
   */
  async update(
    id: string,
    changes: OperatorChanges,
  ): Promise<{ found: false } | { found: true; record: OperatorRecord | undefined }> {
    const rows = await this.db.query<OperatorRecord & { applied: boolean }>(
      `WITH admins AS (
         SELECT id FROM operator WHERE role = 'admin' AND NOT disabled FOR UPDATE),
       target AS (SELECT id FROM operator WHERE id = $1),
       changed AS (
         UPDATE operator SET display_name = coalesce($2, display_name), role = coalesce($3, role),
                             disabled = coalesce($4, disabled)
         WHERE id = $1
           AND ((coalesce($3, role) = 'admin' AND NOT coalesce($4, disabled))
                OR EXISTS (SELECT 1 FROM admins WHERE admins.id <> $1))
         RETURNING ${COLUMNS})
       SELECT changed.*, changed.id IS NOT NULL AS applied
       FROM target LEFT JOIN changed ON true`,
      [id, changes.displayName ?? null, changes.role ?? null, changes.disabled ?? null],
    );
    const row = rows[0];
    if (!row) return { found: false };
    return { found: true, record: row.applied ? row : undefined };
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE operator SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]);
  }

  async recordLogin(id: string): Promise<void> {
    await this.db.query('UPDATE operator SET last_login_at = now() WHERE id = $1', [id]);
  }

  async setPendingTotpSecret(id: string, secret: string): Promise<void> {
    await this.db.query('UPDATE operator SET totp_pending_secret = $2 WHERE id = $1', [id, secret]);
  }

  /** Turns the pending secret on, with the step of the code that confirmed it already spent. */
  async enableTotp(id: string, pendingSecret: string, step: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE operator SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $3
       WHERE id = $1 AND totp_pending_secret = $2 AND totp_secret IS NULL RETURNING 1`,
      [id, pendingSecret, step],
    );
    return rows.length === 1;
  }

  async disableTotp(id: string): Promise<void> {
    await this.db.query(
      `UPDATE operator SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL
       WHERE id = $1`,
      [id],
    );
  }

  /** Spends a TOTP time step: false when it (or a later one) was already used, a replay. */
  async spendTotpStep(id: string, step: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE operator SET totp_last_step = $2
       WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING 1`,
      [id, step],
    );
    return rows.length === 1;
  }

  /** Every stored TOTP secret, active or pending (auth's re-encryption under the current key). */
  listTotpSecrets(): Promise<StoredTotpSecrets[]> {
    return this.db.query<StoredTotpSecrets>(
      `SELECT id, totp_secret AS "totpSecret", totp_pending_secret AS "totpPendingSecret" FROM operator
       WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL`,
    );
  }

  /** Replaces both stored secrets, only while they are still `from` (a change meanwhile wins). */
  async replaceTotpSecrets(from: StoredTotpSecrets, to: Omit<StoredTotpSecrets, 'id'>): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE operator SET totp_secret = $4, totp_pending_secret = $5
       WHERE id = $1 AND totp_secret IS NOT DISTINCT FROM $2 AND totp_pending_secret IS NOT DISTINCT FROM $3
       RETURNING 1`,
      [from.id, from.totpSecret, from.totpPendingSecret, to.totpSecret, to.totpPendingSecret],
    );
    return rows.length === 1;
  }
}
