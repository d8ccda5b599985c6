import type { FiguresData } from '@orbitwise/contracts/content';
import { figureText } from '../content/figures';

/** Everything about the (fictional) company that pages show, in one place. */
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
  chatNumber: '914040001234',
  chatGreeting: 'Hello Orbitwise, I would like to know more about your services.',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=78.37%2C17.43%2C78.40%2C17.45&layer=mapnik&marker=17.44%2C78.385',
  courseSite: 'https://academy.orbitwise.example',
  social: {
    facebook: 'https://www.facebook.com/orbitwise.example',
    x: 'https://x.com/orbitwise_example',
    pinterest: 'https://www.pinterest.com/orbitwise_example',
    linkedin: 'https://www.linkedin.com/company/orbitwise-example',
    youtube: 'https://www.youtube.com/@orbitwise-example',
  },
  appStores: {
    apple: 'https://apps.apple.com/developer/orbitwise-technologies/id000000000',
    google: 'https://play.google.com/store/apps/developer?id=Orbitwise+Technologies',
  },
  copyrightYear: 2024,
} as const;

/** Every page's footer line, quoting these figures (the site layout's loader hands the published ones). */
export const footerBlurb = (figures: FiguresData): string =>
  `Orbitwise Technologies builds web, mobile, desktop and cloud software for growing businesses and has trained ${figureText(figures).studentsTrained} since ${figures.founded}.`;

export const chatLink = (): string =>
  `https://wa.me/${SITE.chatNumber}?text=${encodeURIComponent(SITE.chatGreeting)}`;
