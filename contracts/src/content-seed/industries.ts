import type { INDUSTRIES_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/** The industries grid (Home and /industries) and the Industries page's copy, one document. */
export const INDUSTRIES: SeedDocument<'industry'> = {
  kind: 'industry',
  slug: 'industries' satisfies typeof INDUSTRIES_SLUG,
  data: {
    title: 'Industries',
    lead: 'Deep experience in the sectors where software makes the biggest difference.',
    overview: {
      title: 'Domain knowledge that saves you time',
      text: 'We have built claims platforms for insurers, patient systems for hospitals, tracking for shippers and learning platforms for educators. That experience means fewer explanations for you and better questions from us.',
    },
    industries: [
      {
        name: 'Technology',
        text: 'SaaS products, developer tools and internal platforms.',
        icon: 'laptop',
      },
      {
        name: 'Ecommerce',
        text: 'Storefronts, catalogues, payments and order fulfilment.',
        icon: 'wallet',
      },
      {
        name: 'Insurance',
        text: 'Underwriting, claims and risk analytics for carriers.',
        icon: 'shield',
      },
      {
        name: 'Logistic & Shipping',
        text: 'Fleet tracking, warehouse and last-mile delivery systems.',
        icon: 'rocket',
      },
      {
        name: 'Hospital',
        text: 'Patient records, appointments and HIPAA-aware workflows.',
        icon: 'heart',
      },
      {
        name: 'Travel',
        text: 'Booking engines, itineraries and loyalty programmes.',
        icon: 'globe',
      },
      {
        name: 'Education',
        text: 'Learning management, assessments and student portals.',
        icon: 'book',
      },
      {
        name: 'Manufacturing',
        text: 'Asset tracking, warranty claims and shop-floor dashboards.',
        icon: 'wrench',
      },
    ],
    benefitsTitle: 'Why industries trust us',
    benefits: [
      {
        title: 'Client Satisfaction',
        text: 'Nine in ten clients come back for a second project. We measure success by the outcomes you report, not by the hours we bill.',
        icon: 'heart',
      },
      {
        title: 'Cost-Effective',
        text: 'Fixed-scope phases, reusable components and a blended onshore/offshore team keep budgets predictable.',
        icon: 'wallet',
      },
      {
        title: '24/7 Service',
        text: 'Support agreements with response times agreed per system, including out-of-hours cover for critical systems.',
        icon: 'clock',
      },
    ],
  },
};
