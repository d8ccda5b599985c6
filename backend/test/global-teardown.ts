import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  await globalThis.testCluster?.stop();
  if (process.env.TEST_RUN_DIR) await rm(process.env.TEST_RUN_DIR, { recursive: true, force: true });
}
