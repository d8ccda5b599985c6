import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  await globalThis.testCluster?.stop();
  if (process.env.TEST_PG_ROOT) await rm(process.env.TEST_PG_ROOT, { recursive: true, force: true });
}
