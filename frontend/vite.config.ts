import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Keeps React Router's server build in build/render/: with `ssr: false` React Router deletes it once
 * the pages are prerendered, and the API needs it to re-render a page when its content is published
 * (issue 23). Runs before React Router's own writeBundle, which prerenders and then deletes.
 */
function keepServerBuild(): Plugin {
  return {
    name: 'orbitwise:keep-server-build',
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (!options.dir || path.basename(options.dir) !== 'server') return;
        const renderDir = path.join(path.dirname(options.dir), 'render');
        rmSync(renderDir, { recursive: true, force: true });
        cpSync(options.dir, renderDir, { recursive: true });
      },
    },
  };
}

// React and React Router (what every page, the console's shell included, needs to hydrate): one chunk.
const FRAMEWORK = /\/node_modules\/(?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
// Small modules every public page loads before it is interactive (the layout's and the pages' common
// pieces): one chunk instead of eight, so fewer requests and one gzip dictionary for them.
const SHELL_MODULES = [
  'app/config/site.ts',
  'app/config/routes-table.ts',
  'app/content/navigation.ts',
  'app/lib/seo.ts',
  'app/components/deferred.tsx',
  'app/components/page-hero.tsx',
  'app/components/section.tsx',
];
function manualChunks(id: string): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (
    id.includes('vite/preload-helper') ||
    SHELL_MODULES.some((module) => id.endsWith(`/frontend/${module}`))
  ) {
    return 'shell';
  }
  return undefined;
}

export default defineConfig({
  plugins: [keepServerBuild(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // Terser squeezes a few more KB out of the framework chunk than esbuild (JS budget: 120 KB gzip).
  build: {
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: { output: { manualChunks } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
