// Types of sitemap.mjs, for the API's re-render (app/config/published-site.ts) that writes sitemap.xml too.
export interface SitemapRoute {
  sitemap: boolean;
  prerender?: readonly string[];
  path: string;
}
export function sitemapPaths(routes: readonly SitemapRoute[], prerenderPaths?: readonly string[]): string[];
export function buildSitemap(options: { origin: string; paths: readonly string[]; lastmod: string }): string;
export function lastmodDate(env?: Record<string, string | undefined>, now?: Date): string;
