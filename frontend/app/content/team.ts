export interface TeamMember {
  name: string;
  role: string;
  photo: string;
  social: { linkedin: string; x: string };
}

const member = (n: number, name: string, role: string): TeamMember => ({
  name,
  role,
  photo: `/generated/team/member-${n}.svg`,
  social: {
    linkedin: `https://www.linkedin.com/in/orbitwise-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    x: `https://x.com/orbitwise_${name.toLowerCase().replace(/[^a-z]+/g, '_')}`,
  },
});

export interface TeamGroup {
  title: string;
  intro: string;
  members: TeamMember[];
}

export const TEAM_GROUPS: TeamGroup[] = [
  {
    title: 'Executive Team',
    intro:
      'The people who set our direction and answer for every commitment we make to clients and students.',
    members: [
      member(1, 'Arjun Mehta', 'Founder & Chief Executive Officer'),
      member(2, 'Lakshmi Narayan', 'Chief Operating Officer'),
      member(3, 'David Chen', 'Chief Technology Officer'),
      member(4, 'Ananya Rao', 'Director of Training'),
    ],
  },
  {
    title: 'Development Team',
    intro: 'Architects and engineers who design, build, test and run the software we deliver.',
    members: [
      member(5, 'Vikram Singh', 'Solution Architect'),
      member(6, 'Fatima Khan', 'Lead Full-Stack Developer'),
      member(7, 'Kiran Patel', 'Cloud & DevOps Engineer'),
      member(8, 'Maria Santos', 'QA Lead'),
    ],
  },
  {
    title: 'Digital Marketing Team',
    intro:
      'Storytellers and analysts who help clients and students find us, and help our clients grow online.',
    members: [
      member(9, 'Neha Kapoor', 'Head of Digital Marketing'),
      member(10, 'Samuel Adeyemi', 'SEO Specialist'),
      member(11, 'Priya Raman', 'Client Relations Manager'),
      member(12, 'Rohan Das', 'Content Strategist'),
    ],
  },
];

/** The core team shown on Home and About. */
export const CORE_TEAM: TeamMember[] = TEAM_GROUPS[0]!.members;
