import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Unit tests run without the React Router plugin, which only builds the app. The timeout only guards
// against a hang: tests that render whole pages (lazy sections imported on first use) take 3 s alone
// and more beside the other lanes on 2 cores, which must not fail them.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: { include: ['app/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 30_000 },
});
