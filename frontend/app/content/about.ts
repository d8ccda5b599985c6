import type { AboutData } from '@orbitwise/contracts/content';
import { ABOUT } from '@orbitwise/contracts/content-seed';
import { withTokens } from './text-tokens';
import type { SiteContent } from './site-content';

/** The published `about` document (the seed's at build time), its `{token}`s filled with the figures. For loaders only. */
export const aboutOf = (content: SiteContent = {}, now: Date = new Date()): AboutData =>
  withTokens(content.about ?? ABOUT.data, content, now);

export interface Skill {
  label: string;
  percent: number;
}

/** Skill bars on Home and About, from the `about` document. For loaders only. */
export const skillsOf = (content: SiteContent = {}): Skill[] => aboutOf(content).skills;
