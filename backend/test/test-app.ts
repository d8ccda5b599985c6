import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/app.factory';
import { loadConfig, type AppConfig } from '../src/config/env';

/** The real application on the run's throwaway database, with no website unless one is given. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<NestExpressApplication> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run the tests through jest.config.js');
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test', SITE_DIR: 'none' }), ...overrides };
  return createApp(config, databaseUrl);
}
