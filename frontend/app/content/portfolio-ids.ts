/**
 * Every known portfolio project id, spelled as in the spec (including `dentomatemobileApp`).
 * Plain data without React, so the route table can import it for the prerender list.
 */
export const PORTFOLIO_IDS = [
  'riskdx',
  'bestitcourses',
  'bluebooks',
  'lwsc',
  'cyndelos',
  'dental',
  'bitclms',
  'apbarcouncil',
  'trussinterface',
  'sprkmusic',
  'botminds',
  'asm',
  'a2z',
  'lovemycompetition',
  'smsforwarder',
  'lovemylotto',
  'needsanalysis',
  'assettracking',
  'a2zmobileapp',
  'hipaa',
  'customplan',
  'dentomate',
  'dentomatemobileApp',
  'elixir',
  'elixirmobileapp',
  'happyappointments',
  'claimprocessing',
] as const;

export type PortfolioId = (typeof PORTFOLIO_IDS)[number];

/** The nine projects on the home page, in order. */
export const HOME_PORTFOLIO_IDS: PortfolioId[] = [
  'elixir',
  'claimprocessing',
  'riskdx',
  'bluebooks',
  'botminds',
  'sprkmusic',
  'customplan',
  'lovemylotto',
  'bestitcourses',
];

/** The About page shows the home projects plus these fourteen (23 in all). */
export const ABOUT_EXTRA_PORTFOLIO_IDS: PortfolioId[] = [
  'dentomate',
  'asm',
  'trussinterface',
  'lwsc',
  'needsanalysis',
  'dental',
  'lovemycompetition',
  'happyappointments',
  'apbarcouncil',
  'a2z',
  'bitclms',
  'smsforwarder',
  'assettracking',
  'hipaa',
];

export const ABOUT_PORTFOLIO_IDS: PortfolioId[] = [...HOME_PORTFOLIO_IDS, ...ABOUT_EXTRA_PORTFOLIO_IDS];

/** The 'More Portfolio' row under every project. */
export const MORE_PORTFOLIO_IDS: PortfolioId[] = ['riskdx', 'bluebooks', 'lwsc', 'bestitcourses'];
/** Takes the place of the project being read when it is one of the row's four. */
const MORE_PORTFOLIO_STAND_IN: PortfolioId = 'elixir';

/** The row under `current`: the four projects, never `current` itself. */
export const morePortfolioIds = (current: PortfolioId): PortfolioId[] =>
  MORE_PORTFOLIO_IDS.map((id) => (id === current ? MORE_PORTFOLIO_STAND_IN : id));

export const isPortfolioId = (id: string | undefined): id is PortfolioId =>
  !!id && (PORTFOLIO_IDS as readonly string[]).includes(id);
