import { describe, expect, it } from 'vitest';
import { PRERENDER_PATHS, SITEMAP_PATHS } from './content-paths';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import { ROUTES } from './route-list';
import { paths } from './routes-table';

describe('route table', () => {
  it('has unique ids', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('prerenders every alias, every portfolio project and the not-found page', () => {
    for (const path of [
      '/',
      '/home',
      '/softwareeducation',
      '/software-education',
      '/latesthome/technologies',
      '/imagesgallery/gallery',
      '/services',
      '/courses/allcourses',
      '/training/trainingpartners',
      '/portfolio/dentomatemobileApp',
      '/pagenotfound',
      '/404',
    ]) {
      expect(PRERENDER_PATHS).toContain(path);
    }
    expect(PRERENDER_PATHS.filter((p) => p.startsWith('/portfolio/'))).toHaveLength(27);
    expect(PRERENDER_PATHS.some((p) => p.includes(':') || p.includes('*'))).toBe(false);
  });

  it('lists public pages in the sitemap, but not aliases, admin or not-found', () => {
    expect(SITEMAP_PATHS).toContain(paths.about);
    expect(SITEMAP_PATHS).toContain('/portfolio/elixir');
    for (const hidden of ['/home', '/services', '/admin', '/pagenotfound', '/softwareeducation']) {
      expect(SITEMAP_PATHS).not.toContain(hidden);
    }
  });

  it('knows the operator console as one client-only route, outside the site layout', () => {
    // The console routes its own screens (features/console/console-routes.ts): each route listed here
    // is in the manifest every public page loads.
    const admin = ROUTES.filter(
      (route) => route.path === paths.admin || route.path.startsWith(`${paths.admin}/`),
    );
    expect(admin).toEqual([
      {
        id: 'admin',
        path: '/admin/*',
        module: 'routes/admin.tsx',
        sitemap: false,
        prerender: [],
        console: true,
      },
    ]);
    expect(ROUTES.filter((route) => route.console)).toEqual(admin);
    expect(PRERENDER_PATHS.filter((p) => p.startsWith('/admin'))).toEqual([]);
    expect(SITEMAP_PATHS.filter((p) => p.startsWith('/admin'))).toEqual([]);
  });

  it('prerenders the events list, every event’s page and calendar, and the spec’s landing page', () => {
    expect(EVENTS.length).toBeGreaterThanOrEqual(3);
    for (const { slug } of EVENTS) {
      expect(PRERENDER_PATHS).toEqual(expect.arrayContaining([`/events/${slug}`, `/events/${slug}.ics`]));
      expect(SITEMAP_PATHS).toContain(`/events/${slug}`);
      expect(SITEMAP_PATHS).not.toContain(`/events/${slug}.ics`);
    }
    for (const path of ['/events', paths.event, paths.eventCalendar]) expect(PRERENDER_PATHS).toContain(path);
    expect(SITEMAP_PATHS).toEqual(expect.arrayContaining(['/events', paths.event]));
  });
});
