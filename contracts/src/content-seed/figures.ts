/** The company's figures, once: every page reads them (issue 23: one set of figures). */
import { FIGURES_SLUG } from '../content.js';
import type { SeedDocument } from './seed-document.js';

export const FIGURES: SeedDocument<'figures'> = {
  kind: 'figures',
  slug: FIGURES_SLUG,
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
