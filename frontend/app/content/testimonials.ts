import type { ContentImage } from '@orbitwise/contracts/content';
import { TESTIMONIALS } from '@orbitwise/contracts/content-seed';
import { inOrder, type SiteContent } from './site-content';

/** A testimonial as the carousel shows it. */
export interface Testimonial {
  slug: string;
  quote: string;
  name: string;
  role: string;
  company: string | null;
  photo: ContentImage | null;
  logo: ContentImage | null;
}

/**
 * The published testimonials (the seed at build time), in order; one without the person's consent
 * to be quoted is never shown. For loaders only: a component importing this module would ship the seed.
 */
export const testimonials = (content: SiteContent = {}): Testimonial[] =>
  inOrder(content.testimonials ?? TESTIMONIALS)
    .filter((doc) => doc.data.consent)
    .map(({ slug, data: { quote, name, role, company, photo, logo } }) => ({
      slug,
      quote,
      name,
      role,
      company,
      photo,
      logo,
    }));
