import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import type { AppConfig } from '../src/config/env';
import { ApiClient } from './api-client';
import { privateDatabase } from './hostile/private-database';
import { signIn, type OperatorClient } from './operator-session';
import { testConfig } from './test-app';

export interface NotificationApp {
  app: NestExpressApplication;
  db: DataSource;
  /** The app's private database. */
  databaseUrl: string;
  visitor: ApiClient;
  admin: OperatorClient;
  /** Closes the app and drops its database, unless `keepDatabase` (for a later app on it). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface NotificationAppOptions {
  /**
   * Start on this database (one an earlier app's `close({ keepDatabase: true })` left) rather than a
   * new one; the new app's close() drops it.
   */
  databaseUrl?: string;
}

export const LEADS_TO = 'sales-team@example.com';
export const APPLICATIONS_TO = 'hr-team@example.com';

/**
 * The real application on a database of its own: its job workers are the only ones that pick up its
 * deliveries (the other specs' apps share the run's database and have no SMTP server). Retries after
 * one second, SMTP given up on after two.
 */
export async function createNotificationApp(
  notifications: Partial<AppConfig['notifications']>,
  options: NotificationAppOptions = {},
): Promise<NotificationApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => dropDatabase(options.databaseUrl!) }
    : await privateDatabase('notifications');
  const base = testConfig();
  const app = await createApp(
    testConfig({
      notifications: {
        ...base.notifications,
        defaultRecipients: { leads: [LEADS_TO], applications: [APPLICATIONS_TO] },
        retryDelaySeconds: 1,
        retryMaxDelaySeconds: 2,
        smtpTimeoutSeconds: 2,
        webhookAllowPrivateNetworks: true,
        ...notifications,
      },
    }),
    database.url,
  );
  const [visitor, admin] = await Promise.all([ApiClient.create(app), signIn(app, { role: 'admin' })]);
  return {
    app,
    db: app.get(DataSource),
    databaseUrl: database.url,
    visitor,
    admin,
    close: async ({ keepDatabase = false } = {}) => {
      await app.close();
      if (!keepDatabase) await database.drop();
    },
  };
}

/** Drops a private database by its URL (never the run's shared one, privateDatabase's fallback). */
async function dropDatabase(url: string): Promise<void> {
  const shared = process.env.DATABASE_URL;
  if (!shared || url === shared) return;
  const client = new Client({ connectionString: shared });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** One delivery as its rows say, with its tries (oldest first). */
export interface DeliveryRecord {
  id: string;
  submissionId: string;
  channel: string;
  state: string;
  reason: string | null;
  target: string | null;
  attempts: { ok: boolean; detail: string }[];
}

/** The deliveries of these submissions, straight from notification_delivery and notification_attempt. */
export async function deliveriesOf(
  db: DataSource,
  submissionIds: readonly string[],
): Promise<DeliveryRecord[]> {
  return db.query(
    `SELECT d.id::text, d.submission_id::text AS "submissionId", d.channel, d.state, d.reason, d.target,
            coalesce((SELECT json_agg(json_build_object('ok', a.ok, 'detail', a.detail) ORDER BY a.id)
                      FROM notification_attempt a WHERE a.delivery_id = d.id), '[]') AS attempts
     FROM notification_delivery d WHERE d.submission_id = ANY($1::bigint[]) ORDER BY d.id`,
    [submissionIds],
  );
}

/**
 * Polls `check` until it returns something other than undefined/false; throws after `timeoutMs`, a
 * bound on a hang only (a relay's round took over 20 s on a 2-core runner beside CI's other lanes).
 */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
