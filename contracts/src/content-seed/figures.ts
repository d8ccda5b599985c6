/**
 * The company's figures, once: every page reads them (one set of figures). Plain data with
 * type-only imports: the site's pages import it on its own (`@orbitwise/contracts/content-seed/figures`)
 * without the contract's schemas or the rest of the seed.
 */
import type { FIGURES_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

export const FIGURES: SeedDocument<'figures'> = {
  kind: 'figures',
  slug: 'company' satisfies typeof FIGURES_SLUG,
  data: {
    founded: 1997,
    years: 28,
    happyCustomers: 50,
    applications: 200,
    studentsTrained: 500000,
    corporateTrainingClients: 350,
    trainedMilestone: { count: 150000, year: 2012 },
    firstSoftwareProject: 2002,
  },
};
