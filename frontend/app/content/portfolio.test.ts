import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO, portfolioDataFile } from './portfolio';
import { ABOUT_PORTFOLIO_IDS, HOME_PORTFOLIO_IDS, PORTFOLIO_IDS } from './portfolio-ids';

const DATA_FILE = path.resolve(__dirname, '../../public/assets/data.json');

describe('portfolio data', () => {
  it('has the 27 known ids, 9 on Home and 23 on About', () => {
    expect(PORTFOLIO_IDS).toHaveLength(27);
    expect(new Set(PORTFOLIO_IDS).size).toBe(27);
    expect(HOME_PORTFOLIO_IDS).toHaveLength(9);
    expect(ABOUT_PORTFOLIO_IDS).toHaveLength(23);
    for (const id of PORTFOLIO_IDS) expect(PORTFOLIO[id].id).toBe(id);
  });

  it('gives a scope of work only to elixir and claimprocessing, and at most 12 screenshots', () => {
    const withScope = PORTFOLIO_IDS.filter((id) => PORTFOLIO[id].scope);
    expect(withScope.sort()).toEqual(['claimprocessing', 'elixir']);
    for (const id of PORTFOLIO_IDS) expect(PORTFOLIO[id].screenshots).toBeLessThanOrEqual(12);
  });

  it('is served unchanged as public/assets/data.json (UPDATE_DATA_JSON=1 rewrites it)', () => {
    const expected = `${JSON.stringify(portfolioDataFile(), null, 2)}\n`;
    if (process.env.UPDATE_DATA_JSON) writeFileSync(DATA_FILE, expected);
    expect(readFileSync(DATA_FILE, 'utf8')).toBe(expected);
  });
});
