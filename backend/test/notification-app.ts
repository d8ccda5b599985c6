import type { NestExpressApplication } from '@nestjs/platform-express';
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
  visitor: ApiClient;
  admin: OperatorClient;
  close(): Promise<void>;
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
): Promise<NotificationApp> {
  const database = await privateDatabase('notifications');
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
    visitor,
    admin,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
