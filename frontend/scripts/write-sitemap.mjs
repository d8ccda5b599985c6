#!/usr/bin/env node
// Post-build step: writes build/client/sitemap.xml and build/client/robots.txt.
// The route table and the site origin are read from the app's own TypeScript modules through Vite's module
// runner, so nothing is duplicated here and `import.meta.env.VITE_SITE_ORIGIN` resolves as in the build.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRobots, buildSitemap, lastmodDate, sitemapPaths } from './sitemap.mjs';

const FRONTEND = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Loads ROUTES, PRERENDER_PATHS and SITE from app/config via Vite, as the build sees them. */
export async function loadSiteConfig(root = FRONTEND) {
  const { runnerImport } = await import('vite');
  const options = { configFile: false, logLevel: 'silent', root };
  // The route table with the content routes' paths (blog pages and tags, open jobs) filled in.
  const { module: table } = await runnerImport(join(root, 'app/config/content-paths.ts'), options);
  const { module: site } = await runnerImport(join(root, 'app/config/site.ts'), options);
  return { routes: table.SITE_ROUTES, prerenderPaths: table.PRERENDER_PATHS, site: site.SITE };
}

export async function writeSitemap({
  root = FRONTEND,
  clientDir = join(root, 'build/client'),
  env = process.env,
} = {}) {
  if (!existsSync(clientDir))
    throw new Error(`write-sitemap: ${clientDir} does not exist; run the build first`);
  const { routes, prerenderPaths, site } = await loadSiteConfig(root);
  const origin = new URL(env.VITE_SITE_ORIGIN || site.origin).origin;
  const paths = sitemapPaths(routes, prerenderPaths);
  writeFileSync(join(clientDir, 'sitemap.xml'), buildSitemap({ origin, paths, lastmod: lastmodDate(env) }));
  writeFileSync(join(clientDir, 'robots.txt'), buildRobots(origin));
  return { origin, paths, clientDir };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeSitemap()
    .then(({ origin, paths, clientDir }) =>
      console.log(
        `write-sitemap: ${paths.length} URLs for ${origin} -> ${join(clientDir, 'sitemap.xml')}, robots.txt`,
      ),
    )
    .catch((error) => {
      console.error(error.message ?? error);
      process.exit(1);
    });
}
