import type { TechnologyData } from '@orbitwise/contracts/content';
import { TECHNOLOGIES } from '@orbitwise/contracts/content-seed';
import { withTokens } from './text-tokens';
import type { SiteContent } from './site-content';

/** A tile of the logo grid: its picture on this site, or its monogram when it has none. */
export type TechLogo = TechnologyData['logos'][number];
export type TechColumn = TechnologyData['columns'][number];

/** The published `technology` document (the seed's at build time): the page and the grid on Home. For loaders only. */
export const technologiesOf = (content: SiteContent = {}, now: Date = new Date()): TechnologyData =>
  withTokens(content.technologies ?? TECHNOLOGIES.data, content, now);

/** What Home shows of it: the grid and its section's heading. */
export function homeTechnologies(content: SiteContent = {}, now: Date = new Date()) {
  const { home, logos } = technologiesOf(content, now);
  return { heading: home, logos };
}
