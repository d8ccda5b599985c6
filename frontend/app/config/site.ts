/**
 * What the code knows of the site itself: its address and the About route's product slug. Everything
 * a visitor reads of the company (its name, address, contact details, map, course site, app-store
 * pages, footer blurb, social and chat links) is the `site` document (content/company.ts `companyOf`);
 * the copyright year is the year a page is rendered in.
 */
export const SITE = {
  /** Used in the About route: /aboutus/about{product}. */
  productSlug: 'orbitwise',
  origin: import.meta.env.VITE_SITE_ORIGIN ?? 'https://www.orbitwise.example',
} as const;
