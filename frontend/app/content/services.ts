import { paths } from '~/config/routes-table';

/** Icon names resolved to lucide icons by components/icon.tsx, so content stays plain data. */
export type IconName =
  | 'code'
  | 'cloud'
  | 'infinity'
  | 'brain'
  | 'globe'
  | 'smartphone'
  | 'monitor'
  | 'graduation'
  | 'headset'
  | 'users'
  | 'award'
  | 'target'
  | 'eye'
  | 'heart'
  | 'rocket'
  | 'clock'
  | 'wallet'
  | 'server'
  | 'database'
  | 'layers'
  | 'bot'
  | 'video'
  | 'trending'
  | 'lightbulb'
  | 'handshake'
  | 'wrench'
  | 'lock'
  | 'book'
  | 'presentation'
  | 'laptop'
  | 'network'
  | 'gauge'
  | 'drive'
  | 'sparkles'
  | 'shield'
  | 'check';

export interface ServiceCard {
  title: string;
  text: string;
  icon: IconName;
  to: string;
}

/** The service cards on Home (and linked from the menu). */
export const HOME_SERVICES: ServiceCard[] = [
  {
    title: 'Software Development',
    text: 'Custom business applications designed around your workflows, from first workshop to long-term support.',
    icon: 'code',
    to: paths.softwareDevelopment,
  },
  {
    title: 'Cloud Services',
    text: 'Migration, architecture and cost control on Microsoft Azure and AWS, with security built in from day one.',
    icon: 'cloud',
    to: paths.cloudServices,
  },
  {
    title: 'DevOps Integration',
    text: 'Automated builds, tests and releases so your team ships small changes safely and often.',
    icon: 'infinity',
    to: paths.devopsIntegration,
  },
  {
    title: 'AI Powered App Development',
    text: 'Assistants, document understanding and predictions added to the products your customers already use.',
    icon: 'brain',
    to: paths.aiPoweredApps,
  },
  {
    title: 'Web Development',
    text: 'Fast, accessible websites and web applications that rank well and are easy to maintain.',
    icon: 'globe',
    to: paths.webDevelopment,
  },
  {
    title: 'Mobile Development',
    text: 'Native-quality iOS and Android apps from one codebase, published and maintained in both stores.',
    icon: 'smartphone',
    to: paths.mobileDevelopment,
  },
  {
    title: 'Desktop App Development',
    text: 'Reliable Windows and cross-platform desktop tools for operations that cannot depend on a browser.',
    icon: 'monitor',
    to: paths.desktopDevelopment,
  },
  {
    title: 'Software Education',
    text: 'A learning platform and instructor-led courses that turn beginners into productive developers.',
    icon: 'graduation',
    to: paths.softwareEducation,
  },
  {
    title: 'IT Consulting & Support',
    text: 'Architecture reviews, audits and a help desk that keeps your systems healthy around the clock.',
    icon: 'headset',
    to: paths.technicalSupport,
  },
];

export interface Skill {
  label: string;
  percent: number;
}

/** Skill bars on Home and About: 90, 85, 65, 75, 80, 85 percent. */
export const SKILLS: Skill[] = [
  { label: 'Web Application Development', percent: 90 },
  { label: 'Cloud & DevOps Engineering', percent: 85 },
  { label: 'AI & Machine Learning', percent: 65 },
  { label: 'Mobile App Development', percent: 75 },
  { label: 'UI/UX Design', percent: 80 },
  { label: 'Corporate Training', percent: 85 },
];

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
