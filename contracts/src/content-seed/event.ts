/**
 * The events of `/events` and `/events/<slug>`. The AI Skills Fest's editions keep the spec's title:
 * the spec's landing page (/events/microsoft/ai-skills-fest/register) shows the current one (the last
 * to end) and a registration without an event slug goes to it (the spec's fixed subject names the
 * title). The meetup is an event of the company's own.
 */
import type { EventData } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/** What every edition offers (its banner, introduction, training and audiences): the same programme. */
const PROGRAMME = {
  attendance: { mode: 'online', url: null },
  capacity: null,
  waitlist: false,
  registrationOpen: true,
  banner: { src: '/generated/illustrations/event-banner.svg', alt: 'Microsoft AI Skills Fest' },
  intro:
    'Join a worldwide celebration of AI skills. Fifty days of free training, hosted by our partner and supported by {companyShortName} trainers, for everyone from first-time learners to business leaders.',
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
      summary:
        'Fifty days of free AI training from a worldwide live stream on 8 April 2027: live sessions, self-paced modules and certification preparation, with {companyShortName} trainers to guide you.',
      startsAt: '2027-04-08T09:00:00+05:30',
      endsAt: '2027-05-28T18:00:00+05:30',
      timeZone: 'Asia/Kolkata',
      ...PROGRAMME,
    },
  },
  {
    // The spec's edition (8 April to 28 May 2025, 50 days): over, shown as a past edition.
    kind: 'event',
    slug: 'microsoft-ai-skills-fest',
    data: {
      title: 'Microsoft AI Skills Fest',
      summary:
        'Fifty days of free AI training from a worldwide live stream on 8 April 2025: live sessions, self-paced modules and certification preparation, with {companyShortName} trainers to guide you.',
      startsAt: '2025-04-08T09:00:00+05:30',
      endsAt: '2025-05-28T18:00:00+05:30',
      timeZone: 'Asia/Kolkata',
      ...PROGRAMME,
    },
  },
  {
    kind: 'event',
    slug: 'hyderabad-dotnet-azure-meetup-2027',
    data: {
      title: 'Hyderabad .NET and Azure Meetup',
      summary:
        'An evening of two talks and a live demo for Hyderabad developers: moving a .NET API to Azure Container Apps, and what it took to keep it fast and cheap. Seats are limited; snacks included.',
      startsAt: '2027-02-18T18:30:00+05:30',
      endsAt: '2027-02-18T21:00:00+05:30',
      timeZone: 'Asia/Kolkata',
      attendance: {
        mode: 'in-person',
        place: '{companyName}, training hall',
        address: '4th Floor, Meridian Tech Park, 21 Lakeview Road, Hyderabad 500081',
      },
      capacity: 60,
      waitlist: true,
      registrationOpen: true,
      banner: {
        src: '/generated/illustrations/cloud-service.svg',
        alt: 'Illustration of cloud services: a .NET application running on Azure',
      },
      intro:
        "Our first evening meetup of 2027 is for developers who build on .NET and run it on Azure. Two of our engineers share what they learned moving a client's warranty claims API to Azure Container Apps, then we open the floor.",
      training: {
        title: 'The evening',
        image: {
          src: '/generated/illustrations/software-development.svg',
          alt: 'Illustration of developers reviewing code together',
        },
        paragraphs: [
          '6:30 pm, doors and tea. 7:00 pm, "From App Service to Container Apps": the migration step by step, with the mistakes we made. 7:40 pm, "Cold starts, scaling rules and the bill": measuring a .NET 8 API before and after.',
          '8:20 pm, live demo and questions, then time to talk with the speakers and other developers until 9:00 pm. Bring a laptop if you want to follow the demo; the sample repository is shared on the night.',
        ],
      },
      unlock: {
        title: 'What you take home',
        items: [
          {
            title: 'A working migration path',
            text: 'The steps, scripts and checks we use to move a .NET service to containers without downtime.',
          },
          {
            title: 'Numbers, not slides',
            text: 'Start-up times, request rates and monthly costs measured on a real workload, before and after.',
          },
          {
            title: 'People to ask',
            text: 'Developers from Hyderabad companies who run .NET in production, and our engineers who did this migration.',
          },
        ],
      },
      audiences: {
        title: 'Who should come',
        items: [
          {
            title: '.NET developers',
            text: 'You build APIs or web apps in C# and want to see how they run in containers on Azure.',
          },
          {
            title: 'DevOps and platform engineers',
            text: 'You own pipelines, scaling and cost, and want a second opinion on Container Apps.',
          },
          {
            title: 'Technical leads',
            text: 'You are weighing App Service against containers for your team and want real trade-offs.',
          },
        ],
      },
    },
  },
];
