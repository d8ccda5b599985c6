// Pure helpers for sitemap.xml and robots.txt, shared by write-sitemap.mjs and its tests.

const escapeXml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paths that never belong in a sitemap, even if a route asks for it. */
export const isPrivatePath = (path) => path === '/admin' || path.startsWith('/admin/');

/**
 * The paths to list: every route flagged `sitemap: true` (a parameter route's prerendered paths), plus
 * every prerendered portfolio detail page.
 * Duplicates and private paths are dropped; order is stable (routes first, then portfolio pages sorted).
 */
export function sitemapPaths(routes, prerenderPaths = []) {
  const out = [];
  const add = (path) => {
    if (!out.includes(path) && !isPrivatePath(path)) out.push(path);
  };
  for (const route of routes) if (route.sitemap) (route.prerender ?? [route.path]).forEach(add);
  prerenderPaths
    .filter((path) => /^\/portfolio\/[^/]+$/.test(path))
    .sort()
    .forEach(add);
  return out;
}

/** Joins an origin and a path into an absolute URL without a doubled slash. */
export function absoluteUrl(origin, path) {
  const base = new URL(origin);
  return new URL(path, `${base.origin}/`).href;
}

/** Day in W3C date format; SOURCE_DATE_EPOCH makes builds reproducible. */
export function lastmodDate(env = process.env, now = new Date()) {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) && env.SOURCE_DATE_EPOCH ? new Date(epoch * 1000) : now;
  return date.toISOString().slice(0, 10);
}

export function buildSitemap({ origin, paths, lastmod }) {
  const urls = paths
    .map(
      (path) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    (urls ? `${urls}\n` : '') +
    '</urlset>\n'
  );
}

export function buildRobots(origin) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}
