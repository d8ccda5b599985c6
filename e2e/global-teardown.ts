import { rm } from 'node:fs/promises';
import { E2E_STATE_DIR } from './playwright.config';

export default async function globalTeardown(): Promise<void> {
  // Playwright stops the servers after this teardown: the embedded PostgreSQL may still write a WAL
  // file while its folder is removed (ENOTEMPTY in a CI run). rm retries those with a backoff.
  if (!process.env.BASE_URL) {
    await rm(E2E_STATE_DIR, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
