import type { ServiceData, ServiceSectionData } from '@orbitwise/contracts/content';
import { SERVICES } from '@orbitwise/contracts/content-seed';
import { paths } from '~/config/routes-table';
import { figuresOf, withFigures } from './figures';
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
export const serviceDocuments = (content: SiteContent = {}) => inOrder(content.services ?? SERVICES);

/** The service cards on Home: each service page's card, leading to it. For loaders only. */
export const homeServices = (content: SiteContent = {}, now: Date = new Date()): ServiceCard[] =>
  serviceDocuments(content).map(({ slug, data: { card } }) => ({
    ...withFigures(card, figuresOf(content), now),
    to: `/${slug}`,
  }));

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
  return { ...withFigures(document.data, figuresOf(content), now), slug, path: `/${slug}` };
}
