import {
  TEAM_GROUPS as GROUP_IDS,
  type ContentImage,
  type TeamGroupId,
  type TeamMemberData,
} from '@orbitwise/contracts/content';
import { TEAM, TEAM_GROUP_TEXTS } from '@orbitwise/contracts/content-seed';
import { inOrder, type SiteContent } from './site-content';

export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  photo: ContentImage;
  /** One line under the role (null when the editor has not written one). */
  bio: string | null;
  expertise: string[];
  links: TeamMemberData['links'];
}

export interface TeamGroup {
  id: TeamGroupId;
  title: string;
  intro: string;
  members: TeamMember[];
}

/**
 * A member as the cards show them. A document stored before bios, expertise and the other links existed
 * may lack them (the API's read passes stored data as it is): they read as none.
 */
const memberOf = (slug: string, data: TeamMemberData): TeamMember => ({
  slug,
  name: data.name,
  role: data.role,
  photo: data.photo,
  bio: data.bio ?? null,
  expertise: data.expertise ?? [],
  links: {
    linkedin: data.links.linkedin,
    x: data.links.x,
    github: data.links.github ?? null,
    website: data.links.website ?? null,
  },
});

/** The published team (the seed at build time) by group, each in order; a group without members is left out. For loaders only. */
export const teamGroups = (content: SiteContent = {}): TeamGroup[] => {
  const members = inOrder(content.team ?? TEAM);
  return GROUP_IDS.map((id) => ({
    id,
    ...TEAM_GROUP_TEXTS[id],
    members: members.filter((doc) => doc.data.group === id).map(({ slug, data }) => memberOf(slug, data)),
  })).filter((group) => group.members.length > 0);
};

/** The core team shown on Home and About: the executives. */
export const coreTeam = (content: SiteContent = {}): TeamMember[] =>
  teamGroups(content).find((group) => group.id === 'executive')?.members ?? [];

/** Every published member (the seed's at build time), whatever their group. For loaders only. */
export const teamMembersOf = (content: SiteContent = {}): TeamMember[] =>
  inOrder(content.team ?? TEAM).map(({ slug, data }) => memberOf(slug, data));
