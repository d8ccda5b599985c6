import { Injectable } from '@nestjs/common';
import type { SubmissionKind, WebhookEventType } from '@orbitwise/contracts/admin';
import { Database } from '../../platform/database/database';

/** What the delivery worker needs to send to an endpoint. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  kinds: SubmissionKind[];
  events: WebhookEventType[];
  enabled: boolean;
}

export interface WebhookEndpointRecord extends WebhookEndpoint {
  createdAt: Date;
}

export type NewWebhookEndpoint = Omit<WebhookEndpoint, 'id'>;
export type WebhookEndpointChanges = Partial<NewWebhookEndpoint>;

const ENDPOINT = 'id, url, secret, kinds, events, enabled';
const COLUMNS = `${ENDPOINT}, created_at AS "createdAt"`;

/** The webhook_endpoint table's SQL. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly db: Database) {}

  list(): Promise<WebhookEndpointRecord[]> {
    return this.db.query<WebhookEndpointRecord>(`SELECT ${COLUMNS} FROM webhook_endpoint ORDER BY id`);
  }

  async find(id: string): Promise<WebhookEndpoint | null> {
    const [row] = await this.db.query<WebhookEndpoint>(
      `SELECT ${ENDPOINT} FROM webhook_endpoint WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Undefined when there are `max` endpoints already. */
  insert(endpoint: NewWebhookEndpoint, max: number): Promise<WebhookEndpointRecord | undefined> {
    return this.db.transaction(async (tx) => {
      // Serialises concurrent inserts, so that two cannot both see room for one more.
      await tx.query('LOCK TABLE webhook_endpoint IN SHARE ROW EXCLUSIVE MODE');
      const [row] = await tx.query<WebhookEndpointRecord>(
        `INSERT INTO webhook_endpoint (url, secret, kinds, enabled, events)
         SELECT $1, $2, $3::varchar(20)[], $4, $6::varchar(30)[] WHERE (SELECT count(*) FROM webhook_endpoint) < $5
         RETURNING ${COLUMNS}`,
        [endpoint.url, endpoint.secret, endpoint.kinds, endpoint.enabled, max, endpoint.events],
      );
      return row;
    });
  }

  /** Undefined when there is no such endpoint. */
  async update(id: string, changes: WebhookEndpointChanges): Promise<WebhookEndpointRecord | undefined> {
    const [row] = await this.db.query<WebhookEndpointRecord>(
      `UPDATE webhook_endpoint SET url = coalesce($2, url), secret = coalesce($3, secret),
         kinds = coalesce($4::varchar(20)[], kinds), enabled = coalesce($5, enabled),
         events = coalesce($6::varchar(30)[], events), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        changes.url ?? null,
        changes.secret ?? null,
        changes.kinds ?? null,
        changes.enabled ?? null,
        changes.events ?? null,
      ],
    );
    return row;
  }

  /** False when there was no such endpoint. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM webhook_endpoint WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }
}
