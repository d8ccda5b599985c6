import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerBlurb, SITE } from '~/config/site';
import { figureProblems, parseNumber, stringsIn } from './figures-check';
import { FIGURES, figureText } from './figures';
import { countersOf, milestonesOf } from './milestones';
import { servicePages } from './service-pages';
import { corporateTraining } from './training';

const contentModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const APP = path.resolve(__dirname, '..');

/** Route and component sources: their JSX text is page text too. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('company figures', () => {
  it('are the spec figures: 28+ years, founded 1997, 50+ customers, 200+ applications, 500000+ students', () => {
    expect(FIGURES).toMatchObject({
      founded: 1997,
      years: 28,
      happyCustomers: 50,
      applications: 200,
      studentsTrained: 500000,
    });
    expect(countersOf(FIGURES).map((c) => `${c.value}${c.suffix}`)).toEqual([
      '28+',
      '50+',
      '200+',
      '500000+',
    ]);
  });

  it('the checker finds figures that disagree, and lets the company figures through', () => {
    expect(parseNumber('Twenty-three')).toBe(23);
    expect(parseNumber('500,000')).toBe(500000);
    expect(figureProblems('For more than 25 years we have trained teams.')).toHaveLength(1);
    expect(figureProblems('Twenty-three years of projects that shaped who we are.')).toHaveLength(1);
    expect(figureProblems('More than 150,000 developers trained since 1997.')).toHaveLength(1);
    expect(figureProblems('Trusted by 60 happy customers.')).toHaveLength(1);
    expect(figureProblems('Founded in 1998.')).toHaveLength(1);
    expect(figureProblems('400000+Students Trained')).toHaveLength(1);
    for (const text of Object.values(figureText(FIGURES))) expect(figureProblems(text)).toEqual([]);
    expect(figureProblems('Experience: 1-3 years. Records are kept for up to two years.')).toEqual([]);
  });

  it('every content module and the site config state only those figures', () => {
    // The texts built from the figures in a loader, with the seed's as at build time.
    const quoting = [servicePages(FIGURES), corporateTraining(FIGURES), milestonesOf(FIGURES)];
    const texts = [
      ...Object.values(contentModules).flatMap((m) => stringsIn(m)),
      ...stringsIn(SITE),
      ...quoting.flatMap((texts) => stringsIn(texts)),
      footerBlurb(FIGURES),
    ];
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.flatMap(figureProblems)).toEqual([]);
  });

  it('no route or component source states another figure in its text', () => {
    const files = sources(APP);
    expect(files.length).toBeGreaterThan(30);
    const problems = files.flatMap((file) =>
      figureProblems(readFileSync(file, 'utf8')).map((p) => `${path.relative(APP, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});
