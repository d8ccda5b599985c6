import type {
  AppStoreLinks,
  ServiceData,
  ServiceIndexSlug,
  ServiceSectionData,
} from '@orbitwise/contracts/content';
import { SERVICE_INDEX_PAGES, SERVICES } from '@orbitwise/contracts/content-seed';
import { paths } from '~/config/routes-table';
import type { PageText } from '~/lib/seo';
import { companyOf, pageTextOf } from './company';
import { withTokens } from './text-tokens';
import type { ServiceCard } from './services';
import { inOrder, type SiteContent } from './site-content';

export type ServiceSection = ServiceSectionData;

/** A service page as its route shows it: the `service` document, its figures filled in. */
export interface ServicePage extends ServiceData {
  slug: string;
  /** Its address: `/<slug>`. */
  path: string;
}

/** Addresses that show another service page than their own slug's. */
const ALIASES: Readonly<Record<string, string>> = {
  [paths.softwareEducationAlias]: paths.softwareEducation.slice(1),
};

/** The published service pages (the seed at build time), in their editors' order. For loaders only. */
export const serviceDocuments = (content: SiteContent = {}) =>
  inOrder(content.services ?? [...SERVICES, ...SERVICE_INDEX_PAGES]);

/** The service cards on Home: each service page's card (a page without one has none), leading to it. For loaders only. */
export const homeServices = (content: SiteContent = {}, now: Date = new Date()): ServiceCard[] =>
  serviceDocuments(content).flatMap(({ slug, data: { card } }) =>
    card ? [{ ...withTokens(card, content, now), to: `/${slug}` }] : [],
  );

/** The service page shown at this path (its `{token}`s filled with the figures), if any. */
export function servicePageFor(
  pathname: string,
  content: SiteContent = {},
  now: Date = new Date(),
): ServicePage | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const slug = ALIASES[clean] ?? clean.slice(1);
  const document = serviceDocuments(content).find((doc) => doc.slug === slug);
  if (!document) return undefined;
  return { ...withTokens(document.data, content, now), slug, path: `/${slug}` };
}

/**
 * A page about the services as a whole (`services`, `servicedetails`) as its loader gives it: the
 * published document (else the seed's), figures filled in, and its search texts: the document's own,
 * each one left empty taken from the route's `page` document (`pageSlug`), and the company's
 * app-store pages for a `stores` block. For loaders only.
 */
export function serviceIndexPageOf(
  slug: ServiceIndexSlug,
  pageSlug: string,
  content: SiteContent = {},
  now: Date = new Date(),
): { page: ServiceData; seo: PageText | undefined; appStores: AppStoreLinks } {
  const document =
    serviceDocuments(content).find((doc) => doc.slug === slug) ??
    SERVICE_INDEX_PAGES.find((doc) => doc.slug === slug)!;
  const page = withTokens(document.data, content, now);
  const pageText = pageTextOf(content, pageSlug, now);
  const title = page.seoTitle ?? pageText?.title;
  const description = page.description ?? pageText?.description;
  const keywords = page.keywords ?? pageText?.keywords;
  const image = page.illustration ?? pageText?.image;
  const seo =
    title && description
      ? { title, description, ...(keywords ? { keywords } : {}), ...(image ? { image } : {}) }
      : undefined;
  return { page, seo, appStores: companyOf(content).appStores };
}
