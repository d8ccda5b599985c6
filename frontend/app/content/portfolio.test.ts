import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutPortfolio, homePortfolio, portfolioDataFile, portfolioItems } from './portfolio';

const DATA_FILE = path.resolve(__dirname, '../../public/assets/data.json');

describe('portfolio data (the seed case studies)', () => {
  it('has the 27 known ids, 9 on Home and 23 on About', () => {
    const ids = portfolioItems().map((item) => item.id);
    expect(ids).toHaveLength(27);
    expect(new Set(ids).size).toBe(27);
    expect(ids).toContain('dentomatemobileApp');
    expect(homePortfolio()).toHaveLength(9);
    expect(aboutPortfolio()).toHaveLength(23);
  });

  it('gives a scope of work only to elixir and claimprocessing, and at most 12 screenshots', () => {
    const withScope = portfolioItems().filter((item) => item.scope);
    expect(withScope.map((item) => item.id).sort()).toEqual(['claimprocessing', 'elixir']);
    for (const item of portfolioItems()) expect(item.pictures.length).toBeLessThanOrEqual(12);
  });

  it('is served unchanged as public/assets/data.json (UPDATE_DATA_JSON=1 rewrites it)', () => {
    const expected = `${JSON.stringify(portfolioDataFile(), null, 2)}\n`;
    if (process.env.UPDATE_DATA_JSON) writeFileSync(DATA_FILE, expected);
    expect(readFileSync(DATA_FILE, 'utf8')).toBe(expected);
  });
});
