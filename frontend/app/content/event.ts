export const EVENT = {
  title: 'Microsoft AI Skills Fest',
  slug: 'microsoft-ai-skills-fest-2025',
  /** Opening live stream and last session, with their time zone (India Standard Time). */
  startsAt: '2025-04-08T09:00:00+05:30',
  endsAt: '2025-05-28T18:00:00+05:30',
  timeZone: 'Asia/Kolkata',
  /** When registration opened (Google's Offer.validFrom). */
  registrationOpensAt: '2025-03-01T09:00:00+05:30',
  /** Online: no venue, no seat limit. */
  online: true,
  capacity: undefined as number | undefined,
  dates: '8 April to 28 May 2025',
  /** First and last day of the event (calendar dates); the page says upcoming, running or ended from them. */
  startDate: '2025-04-08',
  endDate: '2025-05-28',
  startDay: '8 April 2025',
  endDay: '28 May 2025',
  days: 50,
  banner: '/generated/illustrations/event-banner.svg',
  intro:
    'Join a worldwide celebration of AI skills. Fifty days of free training, hosted by our partner and supported by Orbitwise trainers, for everyone from first-time learners to business leaders.',
  training: {
    title: '50 Days of Exclusive AI Training',
    image: '/generated/illustrations/event-training.svg',
    paragraphs: [
      // Written to stay true before, during and after the dates (the page states which, from startDate/endDate).
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
};

export type EventContent = typeof EVENT;
