import type { ContentImage } from '@orbitwise/contracts/content';
import { CLIENTS } from '@orbitwise/contracts/content-seed';
import { inOrder, type SiteContent } from './site-content';

/** A client as the clients strip shows it. */
export interface Client {
  slug: string;
  name: string;
  logo: ContentImage;
  link: string | null;
}

/**
 * The published clients (the seed at build time), in order. For loaders only: a component importing
 * this module would ship the seed.
 */
export const clients = (content: SiteContent = {}): Client[] =>
  inOrder(content.clients ?? CLIENTS).map(({ slug, data: { name, logo, link } }) => ({
    slug,
    name,
    logo,
    link,
  }));
