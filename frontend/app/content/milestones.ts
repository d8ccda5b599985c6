import type { FiguresData } from '@orbitwise/contracts/content';
import { figureText, formatCount, yearsSince } from './figures';

/** Milestone counters on Home and About. */
export interface Counter {
  /** Formatted: "500,000". */
  value: string;
  suffix: string;
  label: string;
}

/** The counters of these figures (a loader hands the published ones to the page). */
export const countersOf = (figures: FiguresData, now: Date = new Date()): Counter[] => [
  { value: formatCount(yearsSince(figures.founded, now)), suffix: '+', label: 'Years of Development' },
  { value: formatCount(figures.happyCustomers), suffix: '+', label: 'Happy Customers' },
  { value: formatCount(figures.applications), suffix: '+', label: 'Applications Delivered' },
  { value: formatCount(figures.studentsTrained), suffix: '+', label: 'Students Trained' },
];

export interface Milestone {
  year: number;
  title: string;
  description: string;
  tag: string;
}

/** The timeline with these figures (the page's loader hands the published ones). */
export const milestonesOf = (figures: FiguresData): Milestone[] => [
  {
    year: 2002,
    title: 'First enterprise client',
    description:
      'A regional distributor trusted us with its order-management system, our first project beyond the classroom.',
    tag: 'Desktop',
  },
  {
    year: 2005,
    title: 'Campus learning portal',
    description: 'We moved our own course material online and opened the portal to partner colleges.',
    tag: 'Education',
  },
  {
    year: 2008,
    title: 'Hospital records suite',
    description: 'Patient registration, billing and lab reports for a chain of three hospitals.',
    tag: 'Healthcare',
  },
  {
    year: 2011,
    title: 'Logistics tracking platform',
    description: 'Live consignment tracking with SMS alerts for a shipping company and its 400 agents.',
    tag: 'Logistics',
  },
  {
    year: figures.trainedMilestone.year,
    title: figureText(figures).trainedMilestone,
    description: `The classrooms we opened in ${figures.founded} welcomed their ${formatCount(figures.trainedMilestone.count)}th student.`,
    tag: 'Training',
  },
  {
    year: 2013,
    title: 'Bar council member portal',
    description: 'Online enrolment, renewals and certificate verification for a state bar council.',
    tag: 'Government',
  },
  {
    year: 2015,
    title: 'First mobile apps',
    description: 'Our first iOS and Android releases: appointment booking for dental clinics.',
    tag: 'Mobile',
  },
  {
    year: 2017,
    title: 'Cloud migration practice',
    description: 'A dedicated team for moving on-premises systems to Microsoft Azure and AWS.',
    tag: 'Cloud',
  },
  {
    year: 2019,
    title: 'Insurance risk analytics',
    description: 'RiskDX launched, giving underwriters a single view of exposure across portfolios.',
    tag: 'Insurance',
  },
  {
    year: 2020,
    title: 'Remote training at scale',
    description: 'Every classroom course moved to live online batches within three weeks of lockdown.',
    tag: 'Education',
  },
  {
    year: 2022,
    title: 'DevOps and automation',
    description:
      'Pipelines-as-code became standard on every project, with automated testing from sprint one.',
    tag: 'DevOps',
  },
  {
    year: 2023,
    title: 'Warranty claims automation',
    description: 'AI routing and technician assignment cut claim processing time by 75% for a manufacturer.',
    tag: 'AI',
  },
  {
    year: 2024,
    title: 'Healthcare professional network',
    description: 'A verified social platform for clinicians, delivered in six weeks with an AI assistant.',
    tag: 'Healthcare',
  },
  {
    year: 2025,
    title: 'AI Skills Fest partner',
    description: 'Fifty days of free AI training for students and professionals alongside a global partner.',
    tag: 'Training',
  },
];
