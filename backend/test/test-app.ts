import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.factory';
import { loadConfig, type AppConfig } from '../src/config/env';

/**
 * The test configuration: cheap captcha challenges (still solved and verified for real), a rate
 * limit high enough for a spec file's own calls, and a fresh uploads directory per app.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', SITE_DIR: 'none' });
  return {
    ...base,
    altcha: { ...base.altcha, algorithm: 'SHA-256', cost: 1, counterMax: 20 },
    rateLimit: { max: 10_000, windowSeconds: 60 },
    ...overrides,
    // Inside the run's folder, which the global teardown removes.
    uploadsDir:
      overrides.uploadsDir ?? mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'uploads-')),
    media: overrides.media ?? {
      ...base.media,
      dir: mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'media-')),
    },
  };
}

/** The real application on the run's throwaway database, with no website unless one is given. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<NestExpressApplication> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run the tests through jest.config.js');
  return createApp(testConfig(overrides), databaseUrl);
}
