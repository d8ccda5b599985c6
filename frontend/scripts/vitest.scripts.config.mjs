// Vitest config for the build scripts' own tests (plain Node, no DOM needed except the XML parser from jsdom).
// Run from the repository root: npx vitest run --root frontend --config frontend/scripts/vitest.scripts.config.mjs
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
