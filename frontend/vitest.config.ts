import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Unit tests run without the React Router plugin, which only builds the app.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: { include: ['app/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
