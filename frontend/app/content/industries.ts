import type { IconName } from './services';

export interface Industry {
  name: string;
  text: string;
  icon: IconName;
}

/** The eight industries named in the spec. */
export const INDUSTRIES: Industry[] = [
  { name: 'Technology', text: 'SaaS products, developer tools and internal platforms.', icon: 'laptop' },
  { name: 'Ecommerce', text: 'Storefronts, catalogues, payments and order fulfilment.', icon: 'wallet' },
  { name: 'Insurance', text: 'Underwriting, claims and risk analytics for carriers.', icon: 'shield' },
  {
    name: 'Logistic & Shipping',
    text: 'Fleet tracking, warehouse and last-mile delivery systems.',
    icon: 'rocket',
  },
  { name: 'Hospital', text: 'Patient records, appointments and HIPAA-aware workflows.', icon: 'heart' },
  { name: 'Travel', text: 'Booking engines, itineraries and loyalty programmes.', icon: 'globe' },
  { name: 'Education', text: 'Learning management, assessments and student portals.', icon: 'book' },
  {
    name: 'Manufacturing',
    text: 'Asset tracking, warranty claims and shop-floor dashboards.',
    icon: 'wrench',
  },
];

export interface Benefit {
  title: string;
  text: string;
  icon: IconName;
}

/** The three benefit cards of the Industries overview. */
export const INDUSTRY_BENEFITS: Benefit[] = [
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
    text: 'A follow-the-sun support desk monitors critical systems and answers incidents at any hour.',
    icon: 'clock',
  },
];
