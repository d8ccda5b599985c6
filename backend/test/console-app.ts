import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OperatorRole } from '@orbitwise/contracts/admin';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../src/config/config.module';
import type { AppConfig } from '../src/config/env';
import { ApiClient } from './api-client';
import { signIn, type OperatorClient } from './operator-session';
import { createTestApp } from './test-app';

/** What the console's specs work with: the app, a visitor of the website, and one operator per role. */
export interface ConsoleApp {
  app: NestExpressApplication;
  db: DataSource;
  /** The app's uploads folder, where the resumes are. */
  uploadsDir: string;
  visitor: ApiClient;
  admin: OperatorClient;
  sales: OperatorClient;
  hr: OperatorClient;
}

/**
 * The real application on the run's database (createTestApp), with a visitor's anti-forgery session
 * and a newly created, signed-in operator of each role; `displayNames` names them (else `Test <role>`).
 * `config` goes to createTestApp (e.g. the resume store: test/resume-stores.ts).
 */
export async function createConsoleApp(
  displayNames: Partial<Record<OperatorRole, string>> = {},
  config: Partial<AppConfig> = {},
): Promise<ConsoleApp> {
  const app = await createTestApp(config);
  const operator = (role: OperatorRole) => signIn(app, { role, displayName: displayNames[role] });
  const [visitor, admin, sales, hr] = await Promise.all([
    ApiClient.create(app),
    operator('admin'),
    operator('sales'),
    operator('hr'),
  ]);
  return {
    app,
    db: app.get(DataSource),
    uploadsDir: app.get<AppConfig>(APP_CONFIG).uploadsDir,
    visitor,
    admin,
    sales,
    hr,
  };
}

let sequence = 0;

/** An address no other test has sent from, for a visitor's submissions. */
export function visitorEmail(label = 'visitor'): string {
  return `${label}.${Date.now()}.${++sequence}@example.com`;
}
