/**
 * The company's figures, once. Every page that states how long, how many customers, applications or
 * students reads them from here; figures.test.ts and scripts/figures.test.mjs (over the prerendered
 * HTML) fail when a page states another one.
 */
export const FIGURES = {
  /** The year the company was founded (as a training centre). */
  founded: 1997,
  /** Years of development: the spec's "28+". */
  years: 28,
  /** Software clients: the spec's "50+ happy customers". */
  happyCustomers: 50,
  /** Applications delivered: the spec's "200+". */
  applications: 200,
  /** Students trained to date: the spec's "500000+". */
  studentsTrained: 500_000,
  /** Companies whose teams took a corporate training programme (training clients, not software customers). */
  corporateTrainingClients: 350,
  /** A dated step on the way to studentsTrained: the About history's 150,000, reached in this year. */
  trainedMilestone: { count: 150_000, year: 2012 },
  /** The first software project (the milestone timeline starts here). */
  firstSoftwareProject: 2002,
} as const;

/** 500000 as 500,000. */
export const grouped = (n: number): string => n.toLocaleString('en-US');

/** The figures as the pages phrase them. */
export const FIGURE_TEXT = {
  years: `${FIGURES.years}+ years`,
  happyCustomers: `${FIGURES.happyCustomers}+ happy customers`,
  applications: `${FIGURES.applications}+ applications`,
  studentsTrained: `${grouped(FIGURES.studentsTrained)}+ students`,
  corporateTrainingClients: `${FIGURES.corporateTrainingClients} corporations`,
  trainedMilestone: `${grouped(FIGURES.trainedMilestone.count)} people trained by ${FIGURES.trainedMilestone.year}`,
} as const;
