import type { FiguresData } from '@orbitwise/contracts/content';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { figureText, yearsSince } from './figures';
import type { IconName } from './services';

export const PERSONALIZED_TRAINING = {
  lead: 'One-to-one and small-group training at your pace, on your schedule, towards your goal.',
  overview: [
    'Personalized training pairs you with a practising engineer who plans the course around what you already know and what you need next: a new job, a certification, or a project at work.',
    'Sessions are live and online or in our classroom, with recorded summaries, hands-on assignments reviewed by your trainer, and a final project you can show to employers.',
  ],
  benefits: [
    'A syllabus tailored to your level and goal',
    'Flexible timings, including weekends and evenings',
    'Real projects and code reviews from your trainer',
    'Interview preparation and mock interviews',
  ],
};

/** The corporate training page quoting these figures (its loader hands the published ones). */
export const corporateTraining = (figures: FiguresData) => ({
  lead: 'Upskill whole teams with programmes designed around your technology stack and business goals.',
  overview: [
    `For ${yearsSince(figures.founded)} years we have trained engineering teams, at ${figureText(figures).corporateTrainingClients} so far. We start with a skills assessment, agree measurable outcomes with your managers, and deliver on-site, online or in a blended format.`,
    'Every programme uses labs that mirror your own environment, so participants apply what they learned on the next working day.',
  ],
  features: [
    {
      title: 'Skills assessment',
      text: 'Find the gaps before training starts, and measure progress after.',
      icon: 'target',
    },
    {
      title: 'Custom curriculum',
      text: 'Content built around your stack, tools and coding standards.',
      icon: 'book',
    },
    {
      title: 'Expert trainers',
      text: 'Practising architects and engineers with real project experience.',
      icon: 'users',
    },
    {
      title: 'Hands-on labs',
      text: 'Cloud sandboxes and exercises that mirror your environment.',
      icon: 'laptop',
    },
    { title: 'Flexible delivery', text: 'On-site, live online or blended, in any time zone.', icon: 'clock' },
    {
      title: 'Certification support',
      text: 'Preparation for Microsoft, AWS and other certifications.',
      icon: 'award',
    },
  ] satisfies { title: string; text: string; icon: IconName }[],
});

export const TRAINING_OVERVIEW = {
  lead: 'Classroom, online, personalized and corporate training from engineers who build software every day.',
  programmes: [
    {
      title: 'New Batches',
      text: 'Upcoming classroom and online batches for full-stack, cloud, data and testing courses.',
      href: `${SITE.courseSite}/new-batches`,
      external: true,
    },
    {
      title: 'Online Training',
      text: 'Live instructor-led classes with recordings, labs and doubt-clearing sessions.',
      href: `${SITE.courseSite}/online-training`,
      external: true,
    },
    {
      title: 'Personalized Training',
      text: 'One-to-one coaching planned around your goals and schedule.',
      href: paths.personalizedTraining,
      external: false,
    },
    {
      title: 'Corporate Training',
      text: 'Programmes for teams, designed around your technology stack.',
      href: paths.corporateTraining,
      external: false,
    },
  ],
  partners: [
    'Cloud platform partner programmes',
    'University and college placement cells',
    'Industry associations and chambers of commerce',
    'Certification and assessment providers',
  ],
};
