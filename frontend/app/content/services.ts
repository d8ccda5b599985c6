import type { IconName } from '@orbitwise/contracts/content';

/** Icon names resolved to lucide icons by components/icon.tsx, so content stays plain data. */
export type { IconName };

export interface ServiceCard {
  title: string;
  text: string;
  icon: IconName;
  to: string;
}

export interface Skill {
  label: string;
  percent: number;
}

/** Cards of the Services / courses screen (/courses/allcourses and /services). */
export const SERVICES_SCREEN_CARDS: Omit<ServiceCard, 'to'>[] = [
  {
    title: 'IT Solution',
    text: 'End-to-end solutions that connect your teams, data and customers on a platform that grows with you.',
    icon: 'lightbulb',
  },
  {
    title: 'Web Development',
    text: 'Responsive sites and web apps built with modern frameworks, measured for speed and accessibility.',
    icon: 'globe',
  },
  {
    title: 'Networking Services',
    text: 'Design, installation and monitoring of secure office and branch networks, wired and wireless.',
    icon: 'network',
  },
  {
    title: 'App Optimization',
    text: 'Profiling and tuning that cut load times, hosting costs and crashes in existing applications.',
    icon: 'gauge',
  },
  {
    title: 'Data Recovery',
    text: 'Backup strategies and recovery drills so an outage or a deleted table never becomes a disaster.',
    icon: 'drive',
  },
];

/** The placeholder topics of /servicedetails. */
export const SERVICE_DETAIL_TOPICS = [
  'Web Designing Services',
  'Web Development Services',
  'Flat Rate Pricing',
  '24/7 Help Desk Support',
  'IT Service Customization',
];
