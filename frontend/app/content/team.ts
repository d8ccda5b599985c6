import { TEAM_GROUPS as GROUP_IDS, type ContentImage, type TeamGroupId } from '@orbitwise/contracts/content';
import { TEAM, TEAM_GROUP_TEXTS } from '@orbitwise/contracts/content-seed';
import { inOrder, type SiteContent } from './site-content';

export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  photo: ContentImage;
  links: { linkedin: string | null; x: string | null };
}

export interface TeamGroup {
  id: TeamGroupId;
  title: string;
  intro: string;
  members: TeamMember[];
}

/** The published team (the seed at build time) by group, each in order; a group without members is left out. For loaders only. */
export const teamGroups = (content: SiteContent = {}): TeamGroup[] => {
  const members = inOrder(content.team ?? TEAM);
  return GROUP_IDS.map((id) => ({
    id,
    ...TEAM_GROUP_TEXTS[id],
    members: members
      .filter((doc) => doc.data.group === id)
      .map(({ slug, data: { name, role, photo, links } }) => ({ slug, name, role, photo, links })),
  })).filter((group) => group.members.length > 0);
};

/** The core team shown on Home and About: the executives. */
export const coreTeam = (content: SiteContent = {}): TeamMember[] =>
  teamGroups(content).find((group) => group.id === 'executive')?.members ?? [];
