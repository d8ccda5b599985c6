import { Injectable } from '@nestjs/common';
import type { IntegrationKeyKind, IntegrationScope } from '@orbitwise/contracts/integrations';
import { Database } from '../platform/database/database';
import type { ActiveKey, IntegrationKeyRow } from './integration-key.entity';

const COLUMNS = `k.id, k.name, k.kind, k.allowed_origins AS "allowedOrigins", k.last_four AS "lastFour", k.scopes, k.created_at AS "createdAt",
  k.created_by_label AS "createdByLabel", k.last_used_at AS "lastUsedAt", k.last_used_from AS "lastUsedFrom",
  k.revoked_at AS "revokedAt", k.rolled_from AS "rolledFrom",
  (SELECT n.id FROM integration_key n WHERE n.rolled_from = k.id) AS "rolledTo"`;

/** The first key of a key's line of rolls: `rolled_from` followed back to the key an admin created. */
const LINEAGE_ID = `(WITH RECURSIVE lineage AS (
      SELECT integration_key.id, integration_key.rolled_from
      UNION ALL
      SELECT earlier.id, earlier.rolled_from FROM integration_key earlier JOIN lineage ON earlier.id = lineage.rolled_from)
    SELECT id FROM lineage WHERE rolled_from IS NULL) AS "lineageId"`;

export interface NewKey {
  name: string;
  kind: IntegrationKeyKind;
  allowedOrigins: readonly string[];
  scopes: readonly IntegrationScope[];
  secretSha256: Buffer;
  lastFour: string;
  createdBy: string | null;
  createdByLabel: string | null;
}

/** The integration_key table's SQL. */
@Injectable()
export class IntegrationKeysRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<IntegrationKeyRow[]> {
    return this.db.query<IntegrationKeyRow>(
      `SELECT ${COLUMNS} FROM integration_key k ORDER BY k.created_at DESC, k.id`,
    );
  }

  async find(id: string): Promise<IntegrationKeyRow | null> {
    const rows = await this.db.query<IntegrationKeyRow>(
      `SELECT ${COLUMNS} FROM integration_key k WHERE k.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async countActive(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM integration_key WHERE revoked_at IS NULL',
    );
    return row?.count ?? 0;
  }

  async insert(key: NewKey): Promise<string> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO integration_key
         (name, kind, allowed_origins, scopes, secret_sha256, last_four, created_by, created_by_label)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        key.name,
        key.kind,
        key.allowedOrigins,
        key.scopes,
        key.secretSha256,
        key.lastFour,
        key.createdBy,
        key.createdByLabel,
      ],
    );
    return row!.id;
  }

  /**
   * Revokes the active key `id` and inserts its successor (same name, kind, origins and scopes) in one statement;
   * null when `id` is not an active key.
   */
  async roll(
    id: string,
    successor: Omit<NewKey, 'name' | 'kind' | 'allowedOrigins' | 'scopes'>,
  ): Promise<string | null> {
    const rows = await this.db.query<{ id: string }>(
      `WITH old AS (
         UPDATE integration_key SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
         RETURNING id, name, kind, allowed_origins, scopes)
       INSERT INTO integration_key
         (name, kind, allowed_origins, scopes, secret_sha256, last_four, created_by, created_by_label, rolled_from)
       SELECT name, kind, allowed_origins, scopes, $2, $3, $4, $5, id FROM old RETURNING id`,
      [id, successor.secretSha256, successor.lastFour, successor.createdBy, successor.createdByLabel],
    );
    return rows[0]?.id ?? null;
  }

  /** False when `id` is not an active key. */
  async revoke(id: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE integration_key SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING 1',
      [id],
    );
    return rows.length === 1;
  }

  /** The active key with this secret hash (by its unique index), or null. */
  async findActiveBySecret(secretSha256: Buffer): Promise<ActiveKey | null> {
    const rows = await this.db.query<ActiveKey>(
      `SELECT id, name, kind, allowed_origins AS "allowedOrigins", scopes, ${LINEAGE_ID}
         FROM integration_key WHERE secret_sha256 = $1 AND revoked_at IS NULL`,
      [secretSha256],
    );
    return rows[0] ?? null;
  }

  /** Whether an active publishable key lists this origin (what a preflight, which carries no key, can ask). */
  async isPublishableOrigin(origin: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM integration_key
        WHERE kind = 'publishable' AND revoked_at IS NULL AND allowed_origins @> ARRAY[$1]::text[] LIMIT 1`,
      [origin],
    );
    return rows.length > 0;
  }

  async recordUse(id: string, from: string | null): Promise<void> {
    await this.db.query(
      'UPDATE integration_key SET last_used_at = now(), last_used_from = $2 WHERE id = $1',
      [id, from],
    );
  }
}
