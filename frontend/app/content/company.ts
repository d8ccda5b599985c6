/**
 * What every page shows of the company (the `site` document: its name, address and contact details,
 * footer blurb, social links, chat link),
 * the copyright year, and each page's text in search results (the `page` documents), their `{tokens}`
 * filled in (text-tokens.ts). Read by loaders only: the published documents when the API re-renders,
 * else the seed.
 */
import {
  SOCIAL_NETWORKS,
  type PageData,
  type SiteData,
  type SocialNetwork,
} from '@orbitwise/contracts/content';
import { PAGES, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { PageText } from '~/lib/seo';
import { withTokens } from './text-tokens';
import { pageCopyOf } from './page-copy';
import type { SiteContent } from './site-content';

/** The company's zone: the copyright year turns at its midnight (the yearly re-render runs then). */
export const COMPANY_TIME_ZONE = 'Asia/Kolkata';

/**
 * The published `site` document's data, else the seed's. A document an editor changed before the
 * contact details were fields lacks them as stored: it reads them as the seed's, as its schema does.
 */
export const siteDetailsOf = (content: SiteContent = {}): SiteData => ({
  ...SITE_DETAILS.data,
  ...content.site,
});

/** The company's name, address and how to reach it, as Contact, IT support, the legal pages, calendar files and JSON-LD show them. */
export type CompanyDetails = Pick<
  SiteData,
  | 'name'
  | 'shortName'
  | 'tagline'
  | 'address'
  | 'contactPerson'
  | 'phone'
  | 'email'
  | 'mapEmbedUrl'
  | 'courseSite'
  | 'appStores'
>;

/** The company's details from the published `site` document (the seed's without one). For loaders. */
export function companyOf(content: SiteContent = {}): CompanyDetails {
  const {
    name,
    shortName,
    tagline,
    address,
    contactPerson,
    phone,
    email,
    mapEmbedUrl,
    courseSite,
    appStores,
  } = siteDetailsOf(content);
  return {
    name,
    shortName,
    tagline,
    address,
    contactPerson,
    phone,
    email,
    mapEmbedUrl,
    courseSite,
    appStores,
  };
}

/** The Contact page's data: its texts (`page` document `contact`) and the company's details. */
export function contactPageOf(content: SiteContent) {
  const { name, address, contactPerson, phone, email, mapEmbedUrl } = companyOf(content);
  const { heading, lead } = pageCopyOf(content, 'contact');
  return {
    seo: pageTextOf(content, 'contact'),
    copy: { heading, lead },
    company: { name, address, contactPerson, phone: phoneLink(phone), email, mapEmbedUrl },
  };
}

/** A phone number as a `tel:` link and as shown (its spaces kept from breaking across lines). */
export const phoneLink = (phone: string) => ({
  href: `tel:${phone.replace(/\s+/g, '')}`,
  text: phone.replace(/ /g, '\u00a0'),
});

/** The postal address on one line: "4th Floor, …, Hyderabad, Telangana 500081, India". */
export const postalAddressLine = ({
  street,
  city,
  region,
  postalCode,
  country,
}: CompanyDetails['address']): string => `${street}, ${city}, ${region} ${postalCode}, ${country}`;

/** The year of `now` in the company's zone. */
export const yearIn = (now: Date, timeZone: string = COMPANY_TIME_ZONE): number =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(now));

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** What the site layout shows on every page (the root loader's data): computed when the page is rendered. */
export function siteChromeOf(content: SiteContent = {}, now: Date = new Date()) {
  const site = siteDetailsOf(content);
  return {
    /** The header's brand, the footer's heading and copyright line. */
    companyName: site.name,
    companyShortName: site.shortName,
    /** The line under the footer's company name. */
    tagline: site.tagline,
    courseSite: site.courseSite,
    footerBlurb: withTokens(site.blurb, content, now),
    social: SOCIAL_NETWORKS.flatMap((network): SocialLink[] => {
      const href = site.social[network];
      return href ? [{ network, href }] : [];
    }),
    chatHref: `https://wa.me/${site.chat.number}?text=${encodeURIComponent(withTokens(site.chat.greeting, content, now))}`,
    copyrightYear: yearIn(now),
  };
}
export type SiteChrome = ReturnType<typeof siteChromeOf>;

const SEED_PAGES = new Map(PAGES.map((doc) => [doc.slug, doc.data]));

/**
 * The page `slug`'s text (a route id): its published document when the re-render hands one over, else
 * the seed's; the company's names and figures quoted as `{tokens}` filled in. Undefined for a route with no page document.
 */
export function pageTextOf(content: SiteContent, slug: string, now: Date = new Date()): PageText | undefined {
  const page: PageData | undefined =
    content.pages?.find((doc) => doc.slug === slug)?.data ?? SEED_PAGES.get(slug);
  if (!page) return undefined;
  const { title, description, keywords } = withTokens(page, content, now);
  return {
    title,
    description,
    siteName: siteDetailsOf(content).name,
    ...(keywords ? { keywords } : {}),
    ...(page.image ? { image: page.image.src } : {}),
  };
}
