import type { TeamGroupId } from '../content.js';
import type { SeedDocument } from './seed-document.js';

/**
 * The team. The members' links are the editor's to add (their real profiles): none is seeded, so no
 * icon leads to a profile that does not exist.
 */
export const TEAM: SeedDocument<'team-member'>[] = [
  {
    kind: 'team-member',
    slug: 'arjun-mehta',
    data: {
      name: 'Arjun Mehta',
      role: 'Founder & Chief Executive Officer',
      group: 'executive',
      photo: { src: '/generated/team/member-1.svg', alt: 'Arjun Mehta' },
      bio: 'Founded the company writing software for local businesses, and still reads every client proposal before it goes out.',
      expertise: ['Strategy', 'Client partnerships', '.NET'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 0,
    },
  },
  {
    kind: 'team-member',
    slug: 'lakshmi-narayan',
    data: {
      name: 'Lakshmi Narayan',
      role: 'Chief Operating Officer',
      group: 'executive',
      photo: { src: '/generated/team/member-2.svg', alt: 'Lakshmi Narayan' },
      bio: 'Runs delivery and training operations so that projects and batches start and finish on the dates promised.',
      expertise: ['Delivery management', 'Operations', 'ISO 9001'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 1,
    },
  },
  {
    kind: 'team-member',
    slug: 'david-chen',
    data: {
      name: 'David Chen',
      role: 'Chief Technology Officer',
      group: 'executive',
      photo: { src: '/generated/team/member-3.svg', alt: 'David Chen' },
      bio: 'Chooses the stacks we build on and coaches architects across our client projects.',
      expertise: ['Cloud architecture', 'Azure', 'AI integration'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 2,
    },
  },
  {
    kind: 'team-member',
    slug: 'ananya-rao',
    data: {
      name: 'Ananya Rao',
      role: 'Director of Training',
      group: 'executive',
      photo: { src: '/generated/team/member-4.svg', alt: 'Ananya Rao' },
      bio: 'Designs our course curricula and the placement programme that follows each batch.',
      expertise: ['Curriculum design', 'Corporate training', 'Placements'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 3,
    },
  },
  {
    kind: 'team-member',
    slug: 'vikram-singh',
    data: {
      name: 'Vikram Singh',
      role: 'Solution Architect',
      group: 'development',
      photo: { src: '/generated/team/member-5.svg', alt: 'Vikram Singh' },
      bio: 'Designs systems that stay simple as they grow, from claims platforms to healthcare networks.',
      expertise: ['System design', '.NET', 'SQL Server'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 4,
    },
  },
  {
    kind: 'team-member',
    slug: 'fatima-khan',
    data: {
      name: 'Fatima Khan',
      role: 'Lead Full-Stack Developer',
      group: 'development',
      photo: { src: '/generated/team/member-6.svg', alt: 'Fatima Khan' },
      bio: 'Leads the web teams and keeps Angular and React front ends fast and accessible.',
      expertise: ['Angular', 'React', 'Accessibility'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 5,
    },
  },
  {
    kind: 'team-member',
    slug: 'kiran-patel',
    data: {
      name: 'Kiran Patel',
      role: 'Cloud & DevOps Engineer',
      group: 'development',
      photo: { src: '/generated/team/member-7.svg', alt: 'Kiran Patel' },
      bio: 'Builds the pipelines and cloud environments our clients deploy to several times a day.',
      expertise: ['Azure DevOps', 'AWS', 'Terraform'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 6,
    },
  },
  {
    kind: 'team-member',
    slug: 'maria-santos',
    data: {
      name: 'Maria Santos',
      role: 'QA Lead',
      group: 'development',
      photo: { src: '/generated/team/member-8.svg', alt: 'Maria Santos' },
      bio: 'Makes testing part of every sprint, from unit tests to automated end-to-end suites.',
      expertise: ['Test automation', 'Playwright', 'Performance testing'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 7,
    },
  },
  {
    kind: 'team-member',
    slug: 'neha-kapoor',
    data: {
      name: 'Neha Kapoor',
      role: 'Head of Digital Marketing',
      group: 'marketing',
      photo: { src: '/generated/team/member-9.svg', alt: 'Neha Kapoor' },
      bio: 'Plans the campaigns that bring students and clients to us, and measures what each one returns.',
      expertise: ['Campaign strategy', 'Analytics', 'Paid search'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 8,
    },
  },
  {
    kind: 'team-member',
    slug: 'samuel-adeyemi',
    data: {
      name: 'Samuel Adeyemi',
      role: 'SEO Specialist',
      group: 'marketing',
      photo: { src: '/generated/team/member-10.svg', alt: 'Samuel Adeyemi' },
      bio: 'Helps clients and our own courses get found, with technical SEO and honest content.',
      expertise: ['Technical SEO', 'Content audits', 'Search Console'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 9,
    },
  },
  {
    kind: 'team-member',
    slug: 'priya-raman',
    data: {
      name: 'Priya Raman',
      role: 'Client Relations Manager',
      group: 'marketing',
      photo: { src: '/generated/team/member-11.svg', alt: 'Priya Raman' },
      bio: 'The first contact of every new client, from the first call to the handover.',
      expertise: ['Account management', 'Requirements', 'Client success'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 10,
    },
  },
  {
    kind: 'team-member',
    slug: 'rohan-das',
    data: {
      name: 'Rohan Das',
      role: 'Content Strategist',
      group: 'marketing',
      photo: { src: '/generated/team/member-12.svg', alt: 'Rohan Das' },
      bio: 'Writes the case studies, course guides and articles on this site with the engineers who did the work.',
      expertise: ['Technical writing', 'Case studies', 'Editorial planning'],
      links: { linkedin: null, x: null, github: null, website: null },
      order: 11,
    },
  },
];

/** The team page's groups, in order; the executive team is the core team of Home and About. */
export const TEAM_GROUP_TEXTS: Record<TeamGroupId, { title: string; intro: string }> = {
  executive: {
    title: 'Executive Team',
    intro:
      'The people who set our direction and answer for every commitment we make to clients and students.',
  },
  development: {
    title: 'Development Team',
    intro: 'Architects and engineers who design, build, test and run the software we deliver.',
  },
  marketing: {
    title: 'Digital Marketing Team',
    intro:
      'Storytellers and analysts who help clients and students find us, and help our clients grow online.',
  },
};
