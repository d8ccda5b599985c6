/**
 * The portfolio: the published case studies (the seed, @orbitwise/contracts/content-seed, at build
 * time), each a project at /portfolio/<slug>. For loaders and the build only: a page's component never
 * imports this module (the seed would ship to the browser); it takes what its loader read.
 */
import type { CaseStudyData } from '@orbitwise/contracts/content';
import {
  ABOUT_PROJECT_SLUGS,
  CASE_STUDIES,
  HOME_PROJECT_SLUGS,
  MORE_PROJECT_SLUGS,
} from '@orbitwise/contracts/content-seed';
import { inOrder, type SiteContent } from './site-content';

export { PROJECT_KINDS, type ProjectKind } from '@orbitwise/contracts/content';

/** A project as its page shows it: the case study's data and its address. */
export type PortfolioItem = CaseStudyData & { id: string };

/** What a card shows (home, about, More Portfolio): small, since it travels in the page's HTML. */
export interface PortfolioCardItem {
  id: string;
  name: string;
  category: string;
  image: string;
}

/** Every published project, in order. */
export const portfolioItems = (content: SiteContent = {}): PortfolioItem[] =>
  inOrder(content.caseStudies ?? CASE_STUDIES).map((doc) => ({ ...doc.data, id: doc.slug }));

/** One project, or undefined when no published project has this address. */
export const portfolioItem = (id: string | undefined, content: SiteContent = {}): PortfolioItem | undefined =>
  portfolioItems(content).find((item) => item.id === id);

export const cardOf = ({ id, name, category, image }: PortfolioItem): PortfolioCardItem => ({
  id,
  name,
  category,
  image: image.src,
});

const pick = (ids: readonly string[], content: SiteContent): PortfolioItem[] => {
  const items = portfolioItems(content);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
};

/** The nine projects of the home page's carousel (those still published). */
export const homePortfolio = (content: SiteContent = {}): PortfolioCardItem[] =>
  pick(HOME_PROJECT_SLUGS, content).map(cardOf);

/** About's grid: the home projects and fourteen more. */
export const aboutPortfolio = (content: SiteContent = {}): PortfolioCardItem[] =>
  pick(ABOUT_PROJECT_SLUGS, content).map(cardOf);

/** Projects listed on Home or About get a white page; the others a sky blue one. */
export const isListedProject = (id: string): boolean => ABOUT_PROJECT_SLUGS.includes(id);

/** Takes the place of the project being read when it is one of the row's four. */
const MORE_PORTFOLIO_STAND_IN = 'elixir';

/** The 'More Portfolio' row under `current`: four projects, never `current` itself. */
export const morePortfolio = (current: string, content: SiteContent = {}): PortfolioCardItem[] =>
  pick(
    MORE_PROJECT_SLUGS.map((id) => (id === current ? MORE_PORTFOLIO_STAND_IN : id)),
    content,
  ).map(cardOf);

/** The item list of the spec's static data file (/assets/data.json), from the seed. */
export function portfolioDataFile(): { items: Record<string, string>[] } {
  return {
    items: portfolioItems().map((entry) => {
      const record: Record<string, string> = {
        id: entry.id,
        description: entry.description,
        imagePath: entry.image.src,
        web: entry.web ?? '',
      };
      for (let n = 1; n <= 12; n++) record[`screenshot${n}`] = entry.pictures[n - 1]?.src ?? '';
      return record;
    }),
  };
}
