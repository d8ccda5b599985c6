/**
 * The editions of the event of the /events/microsoft/ai-skills-fest/register landing page: the page
 * shows the current one (the last to end) and lists the others as past editions. Registrations name
 * the event by its title (the spec's fixed subject), so every edition keeps the spec's title.
 */
import type { EventData } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/** What every edition offers (its banner, introduction, training and audiences): the same programme. */
const PROGRAMME = {
  days: 50,
  attendance: { mode: 'online', url: null },
  capacity: null,
  registrationOpen: true,
  banner: { src: '/generated/illustrations/event-banner.svg', alt: 'Microsoft AI Skills Fest' },
  intro:
    'Join a worldwide celebration of AI skills. Fifty days of free training, hosted by our partner and supported by Orbitwise trainers, for everyone from first-time learners to business leaders.',
  training: {
    title: '50 Days of Exclusive AI Training',
    image: {
      src: '/generated/illustrations/event-training.svg',
      alt: '50 Days of Exclusive AI Training',
    },
    paragraphs: [
      'Each edition opens with a worldwide live stream, followed by 50 days of AI training: live sessions, self-paced modules, hackathons and community challenges.',
      'Register here and our team will help you choose the right learning path, tell you about the sessions that matter to you and answer your questions along the way.',
    ],
  },
  unlock: {
    title: 'Unlock the future for your next career move',
    items: [
      {
        title: 'Learning opportunities',
        text: 'Sessions for every level, from AI fundamentals to building agents and copilots.',
      },
      {
        title: 'Career skills',
        text: 'Practical skills employers ask for: prompt design, responsible AI and AI-assisted development.',
      },
      {
        title: 'Global certifications',
        text: 'Preparation and discounted vouchers for globally recognised AI and cloud certifications.',
      },
    ],
  },
  audiences: {
    title: 'This Opportunity is for you',
    items: [
      {
        title: 'Tech professionals',
        text: 'Developers, data engineers and IT pros who want to build and run AI solutions.',
      },
      {
        title: 'Students',
        text: 'Start your career with AI skills and a certificate that stands out on your résumé.',
      },
      {
        title: 'Business professionals',
        text: 'Use AI tools to work faster in sales, marketing, finance, HR and operations.',
      },
      {
        title: 'Business leaders',
        text: 'Plan an AI strategy, understand the risks and lead your organisation through change.',
      },
    ],
  },
} satisfies Partial<EventData>;

export const EVENTS: SeedDocument<'event'>[] = [
  {
    kind: 'event',
    slug: 'microsoft-ai-skills-fest-2027',
    data: {
      title: 'Microsoft AI Skills Fest',
      dates: '8 April to 28 May 2027',
      startsAt: '2027-04-08T09:00:00+05:30',
      endsAt: '2027-05-28T18:00:00+05:30',
      timeZone: 'Asia/Kolkata',
      startDate: '2027-04-08',
      endDate: '2027-05-28',
      startDay: '8 April 2027',
      endDay: '28 May 2027',
      ...PROGRAMME,
    },
  },
  {
    // The spec's edition (8 April to 28 May 2025, 50 days): over, shown as a past edition.
    kind: 'event',
    slug: 'microsoft-ai-skills-fest',
    data: {
      title: 'Microsoft AI Skills Fest',
      dates: '8 April to 28 May 2025',
      startsAt: '2025-04-08T09:00:00+05:30',
      endsAt: '2025-05-28T18:00:00+05:30',
      timeZone: 'Asia/Kolkata',
      startDate: '2025-04-08',
      endDate: '2025-05-28',
      startDay: '8 April 2025',
      endDay: '28 May 2025',
      ...PROGRAMME,
    },
  },
];
