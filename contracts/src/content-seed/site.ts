/** The company's details every page shows: the footer's blurb and social links, the chat link. */
import type { SITE_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

export const SITE_DETAILS: SeedDocument<'site'> = {
  kind: 'site',
  slug: 'company' satisfies typeof SITE_SLUG,
  data: {
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
  },
};
