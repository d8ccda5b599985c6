import { rm } from 'node:fs/promises';
import { E2E_STATE_DIR } from './playwright.config';

export default async function globalTeardown(): Promise<void> {
  if (!process.env.BASE_URL) await rm(E2E_STATE_DIR, { recursive: true, force: true });
}
