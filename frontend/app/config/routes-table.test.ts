import { describe, expect, it } from 'vitest';
import {
  ABOUT_LINKS,
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICE_LINKS,
  FOOTER_TRAINING_LINKS,
  SERVICE_LINKS,
  TRAINING_LINKS,
  type NavLink,
} from '~/content/navigation';
import { PRERENDER_PATHS, ROUTES, paths } from './routes-table';

const routePaths = new Set<string>(ROUTES.map((route) => route.path));

describe('the route table', () => {
  it('gives every route a unique id', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
  });

  it('prerenders the not-found page', () => {
    expect(PRERENDER_PATHS).toContain('/404');
  });

  it.each([
    ['About Us', ABOUT_LINKS],
    ['Services', SERVICE_LINKS],
    ['Training', TRAINING_LINKS],
    ['footer services', FOOTER_SERVICE_LINKS],
    ['footer quick links', FOOTER_QUICK_LINKS],
    ['footer training', FOOTER_TRAINING_LINKS],
  ])('links the %s menu only to routes of the table or to external sites', (_name, links: NavLink[]) => {
    for (const link of links) {
      if (link.external) expect(link.href).toMatch(/^https:\/\//);
      else expect(routePaths, `${link.label} -> ${link.to}`).toContain(link.to);
    }
  });

  it('spells the About route with the company product name', () => {
    expect(paths.about).toBe('/aboutus/aboutorbitwise');
  });
});
