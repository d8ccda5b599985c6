/**
 * The company's details every page shows: its name, address and how to reach it (Contact, IT support,
 * the legal pages, calendar files, JSON-LD, the footer), the footer's blurb and social links, the chat
 * link, the course site and the app-store pages.
 */
import type { SITE_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/**
 * The contact details as the site showed them before they were content: the seed's values, and what
 * a stored `site` document written before them reads as (see `siteSchema`).
 */
export const COMPANY_CONTACT = {
  name: 'Orbitwise Technologies',
  shortName: 'Orbitwise',
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
  /** None: the company's real store pages are the editor's to add (no link, no badge). */
  appStores: { apple: null, google: null },
} as const;

/** The app-store pages as seeded before: placeholders that lead nowhere. */
export const APP_STORE_PLACEHOLDERS = {
  apple: 'https://apps.apple.com/developer/orbitwise-technologies/id000000000',
  google: 'https://play.google.com/store/apps/developer?id=Orbitwise+Technologies',
} as const;

/** The footer's and the chat link's part, as the document was first seeded (before the contact details). */
export const SITE_CHROME = {
  blurb:
    'Orbitwise Technologies builds web, mobile, desktop and cloud software for growing businesses and has trained {studentsTrained}+ students since {founded}.',
  social: {
    facebook: 'https://www.facebook.com/orbitwise.example',
    x: 'https://x.com/orbitwise_example',
    pinterest: 'https://www.pinterest.com/orbitwise_example',
    linkedin: 'https://www.linkedin.com/company/orbitwise-example',
    youtube: 'https://www.youtube.com/@orbitwise-example',
  },
  chat: {
    number: '914040001234',
    greeting: 'Hello Orbitwise, I would like to know more about your services.',
  },
};

/**
 * The footer's and the chat link's part as seeded now: the company's names quoted as `{companyName}`
 * and `{companyShortName}` (filled in from this document's `name` and `shortName` when a page is
 * rendered), and no social links: the company's real profiles are the editor's to add (a network left
 * empty has no icon), never an address that leads nowhere.
 */
export const SITE_CHROME_NOW = {
  blurb:
    '{companyName} builds web, mobile, desktop and cloud software for growing businesses and has trained {studentsTrained}+ students since {founded}.',
  social: { facebook: null, x: null, pinterest: null, linkedin: null, youtube: null },
  chat: {
    number: SITE_CHROME.chat.number,
    greeting: 'Hello {companyShortName}, I would like to know more about your services.',
  },
};

export const SITE_DETAILS: SeedDocument<'site'> = {
  kind: 'site',
  slug: 'company' satisfies typeof SITE_SLUG,
  data: {
    ...COMPANY_CONTACT,
    address: { ...COMPANY_CONTACT.address },
    appStores: { ...COMPANY_CONTACT.appStores },
    ...SITE_CHROME_NOW,
    social: { ...SITE_CHROME_NOW.social },
    chat: { ...SITE_CHROME_NOW.chat },
  },
};
