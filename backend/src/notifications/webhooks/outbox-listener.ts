import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { NotificationOutbox } from '../outbox/notification-outbox';

export const OUTBOX_CHANNEL = 'notification_outbox';
const RECONNECT_MS = 5000;

/**
 * Rings the outbox when a trigger wrote webhook deliveries outside the submission's own insert (a
 * status or assignee change, an erasure, the retention purge): the triggers NOTIFY `notification_outbox`
 * at commit, whoever wrote the change, so no other domain has to know about the outbox. One connection
 * of its own holds the LISTEN; when it drops (the database restarted) it is opened again, and what was
 * written meanwhile goes at the relay's next sweep, within a minute.
 */
@Injectable()
export class OutboxListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutbox,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000, keepAlive: true });
    client.on('notification', () => void this.outbox.ring());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.client = client;
      if (this.stopped) await this.onApplicationShutdown();
    } catch (error) {
      this.logger.warn(`Outbox doorbell not listening, the sweep relays: ${(error as Error).message}`);
      this.lost(client);
    }
  }

  private lost(client: Client): void {
    if (this.client === client) this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
