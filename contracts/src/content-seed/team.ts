import type { TeamGroupId } from '../content.js';
import type { SeedDocument } from './seed-document.js';

export const TEAM: SeedDocument<'team-member'>[] = [
  {
    kind: 'team-member',
    slug: 'arjun-mehta',
    data: {
      name: 'Arjun Mehta',
      role: 'Founder & Chief Executive Officer',
      group: 'executive',
      photo: { src: '/generated/team/member-1.svg', alt: 'Arjun Mehta' },
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-arjun-mehta',
        x: 'https://x.com/orbitwise_arjun_mehta',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-lakshmi-narayan',
        x: 'https://x.com/orbitwise_lakshmi_narayan',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-david-chen',
        x: 'https://x.com/orbitwise_david_chen',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-ananya-rao',
        x: 'https://x.com/orbitwise_ananya_rao',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-vikram-singh',
        x: 'https://x.com/orbitwise_vikram_singh',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-fatima-khan',
        x: 'https://x.com/orbitwise_fatima_khan',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-kiran-patel',
        x: 'https://x.com/orbitwise_kiran_patel',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-maria-santos',
        x: 'https://x.com/orbitwise_maria_santos',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-neha-kapoor',
        x: 'https://x.com/orbitwise_neha_kapoor',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-samuel-adeyemi',
        x: 'https://x.com/orbitwise_samuel_adeyemi',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-priya-raman',
        x: 'https://x.com/orbitwise_priya_raman',
      },
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
      links: {
        linkedin: 'https://www.linkedin.com/in/orbitwise-rohan-das',
        x: 'https://x.com/orbitwise_rohan_das',
      },
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
