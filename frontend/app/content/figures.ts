/**
 * The company's figures, once: the `figures` document of the content seed
 * (@orbitwise/contracts/content-seed), the one table every page reads. The pages that show figures
 * (home, about, milestones, the counters, the service and corporate training pages, every page's
 * footer) take the published document from their loader (`figuresOf`), never the seed's directly;
 * figures.test.ts and scripts/figures.test.mjs (over the prerendered HTML) fail when a page states
 * another one.
 */
import type { FiguresData } from '@orbitwise/contracts/content';
// The figures alone (not the seed's index): pages' JavaScript carries these few numbers, nothing else.
import { FIGURES as SEED_FIGURES } from '@orbitwise/contracts/content-seed/figures';
import type { SiteContent } from './site-content';

export const FIGURES: FiguresData = SEED_FIGURES.data;

/** The published figures when a re-render hands them over, else the seed's. */
export const figuresOf = (content: SiteContent = {}): FiguresData => content.figures ?? FIGURES;

/** 500000 as 500,000. */
export const grouped = (n: number): string => n.toLocaleString('en-US');

/** The figures as the pages phrase them. */
export const figureText = (figures: FiguresData) =>
  ({
    years: `${figures.years}+ years`,
    happyCustomers: `${figures.happyCustomers}+ happy customers`,
    applications: `${figures.applications}+ applications`,
    studentsTrained: `${grouped(figures.studentsTrained)}+ students`,
    corporateTrainingClients: `${figures.corporateTrainingClients} corporations`,
    trainedMilestone: `${grouped(figures.trainedMilestone.count)} people trained by ${figures.trainedMilestone.year}`,
  }) as const;
