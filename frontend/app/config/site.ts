/**
 * What the code knows of the (fictional) company. What every page shows besides its name (footer
 * blurb, social links, chat link) is the `site` document (content/company.ts); the copyright year is
 * the year a page is rendered in.
 */
export const SITE = {
  name: 'Orbitwise Technologies',
  shortName: 'Orbitwise',
  /** Used in the About route: /aboutus/about{product}. */
  productSlug: 'orbitwise',
  origin: import.meta.env.VITE_SITE_ORIGIN ?? 'https://www.orbitwise.example',
  tagline: 'Software that works, people who can build it.',
  address: {
    street: '4th Floor, Meridian Tech Park, 21 Lakeview Road',
    city: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500081',
    country: 'India',
  },
  contactPerson: 'Priya Raman, Client Relations',
  phone: '+91 40 4000 1234',
  email: 'hello@orbitwise.example',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=78.37%2C17.43%2C78.40%2C17.45&layer=mapnik&marker=17.44%2C78.385',
  courseSite: 'https://academy.orbitwise.example',
  appStores: {
    apple: 'https://apps.apple.com/developer/orbitwise-technologies/id000000000',
    google: 'https://play.google.com/store/apps/developer?id=Orbitwise+Technologies',
  },
} as const;
