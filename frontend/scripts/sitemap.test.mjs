import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildRobots, buildSitemap, lastmodDate, sitemapPaths } from './sitemap.mjs';
import { loadSiteConfig } from './write-sitemap.mjs';

const ROUTES = [
  { id: 'home', path: '/', sitemap: true },
  { id: 'home-alias', path: '/home', sitemap: false },
  { id: 'about', path: '/aboutus/aboutorbitwise', sitemap: true },
  { id: 'admin', path: '/admin', sitemap: true },
  { id: 'admin-login', path: '/admin/login', sitemap: true },
];
const PRERENDER = [
  '/',
  '/home',
  '/aboutus/aboutorbitwise',
  '/portfolio/riskdx',
  '/portfolio/elixir',
  '/admin',
  '/404',
];

describe('sitemap', () => {
  it('lists sitemap routes and prerendered portfolio pages, never /admin', () => {
    expect(sitemapPaths(ROUTES, PRERENDER)).toEqual([
      '/',
      '/aboutus/aboutorbitwise',
      '/portfolio/elixir',
      '/portfolio/riskdx',
    ]);
  });

  it('lists a parameter route by its prerendered paths, not its pattern', () => {
    const routes = [
      { id: 'blog-grid', path: '/bloggrid', sitemap: true },
      {
        id: 'blog-tag',
        path: '/bloggrid/tag/:tag',
        sitemap: true,
        prerender: ['/bloggrid/tag/ai', '/bloggrid/tag/aws'],
      },
      { id: 'hidden', path: '/x/:y', sitemap: false, prerender: ['/x/1'] },
    ];
    expect(sitemapPaths(routes, [])).toEqual(['/bloggrid', '/bloggrid/tag/ai', '/bloggrid/tag/aws']);
  });

  it('writes valid XML with absolute <loc> URLs and <lastmod>', () => {
    const xml = buildSitemap({
      origin: 'https://www.orbitwise.example/',
      paths: sitemapPaths(ROUTES, PRERENDER),
      lastmod: '2025-04-08',
    });
    const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((n) => n.textContent);
    expect(locs).toEqual([
      'https://www.orbitwise.example/',
      'https://www.orbitwise.example/aboutus/aboutorbitwise',
      'https://www.orbitwise.example/portfolio/elixir',
      'https://www.orbitwise.example/portfolio/riskdx',
    ]);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.orbitwise\.example\//);
    expect(xml).not.toContain('/admin');
    expect([...doc.getElementsByTagName('lastmod')].map((n) => n.textContent)).toEqual(
      Array(4).fill('2025-04-08'),
    );
  });

  it('joins origins and paths without doubled slashes', () => {
    expect(absoluteUrl('https://a.example', '/x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example/', '/')).toBe('https://a.example/');
  });

  it('honours SOURCE_DATE_EPOCH for lastmod', () => {
    expect(lastmodDate({ SOURCE_DATE_EPOCH: '1744070400' })).toBe('2025-04-08');
    expect(lastmodDate({}, new Date('2025-05-28T10:00:00Z'))).toBe('2025-05-28');
  });

  it('writes robots.txt that disallows /admin and points at the sitemap', () => {
    expect(buildRobots('https://www.orbitwise.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.orbitwise.example/sitemap.xml\n',
    );
  });

  it('reads the real route table and origin from app/config', async () => {
    const { routes, prerenderPaths, site } = await loadSiteConfig();
    expect(routes.find((r) => r.path === '/')?.sitemap).toBe(true);
    expect(prerenderPaths).toContain('/');
    expect(new URL(site.origin).protocol).toMatch(/^https?:$/);
    expect(sitemapPaths(routes, prerenderPaths).some((p) => p.startsWith('/admin'))).toBe(false);
  });
});
