import type { IndustryData } from '@orbitwise/contracts/content';
import { INDUSTRIES } from '@orbitwise/contracts/content-seed';
import { withTokens } from './text-tokens';
import type { SiteContent } from './site-content';

export type Industry = IndustryData['industries'][number];

/** The published `industry` document (the seed's at build time): the grid and the Industries page's copy. For loaders only. */
export const industriesOf = (content: SiteContent = {}, now: Date = new Date()): IndustryData =>
  withTokens(content.industries ?? INDUSTRIES.data, content, now);
