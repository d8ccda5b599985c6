import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAINING_SLUGS } from '@orbitwise/contracts/content';
import { SITE } from '~/config/site';
import { siteChromeOf } from './company';
import { aboutOf } from './about';
import { figureProblems, parseNumber, stringsIn } from './figures-check';
import { FIGURES, figureText, formatCount, withFigures, yearsSince } from './figures';
import { galleryTabs } from './gallery';
import { industriesOf } from './industries';
import { countersOf, milestonesOf } from './milestones';
import { homeServices, serviceDocuments, servicePageFor } from './service-pages';
import { trainingPageOf } from './training';

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

const NOVEMBER_2026 = new Date('2026-11-28T12:00:00Z');
const anniversaryCaptions = (tabs: ReturnType<typeof galleryTabs>) =>
  tabs.find((tab) => tab.id === 'anniversary')!.photos.map((photo) => photo.alt);

describe('company figures', () => {
  afterEach(() => vi.useRealTimers());

  it('are the spec figures: founded 1997, 50+ customers, 200+ applications, 500,000+ students', () => {
    expect(FIGURES).toMatchObject({
      founded: 1997,
      happyCustomers: 50,
      applications: 200,
      studentsTrained: 500000,
    });
    expect(FIGURES).not.toHaveProperty('years');
  });

  it('count the years in business from the founding year on the day the page is rendered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOVEMBER_2026);
    expect(yearsSince(1997)).toBe(29);
    expect(countersOf(FIGURES).map((c) => `${c.value}${c.suffix}`)).toEqual([
      '29+',
      '50+',
      '200+',
      '500,000+',
    ]);
    expect(figureText(FIGURES).years).toBe('29+ years');
    expect(aboutOf().history).toContain('In 29 years we have delivered 200+ applications');
    expect(servicePageFor('/software-development')!.sections[1]!.items[0]!.title).toBe(
      '29 years of delivery across eight industries',
    );
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    expect(countersOf(FIGURES)[0]!.value).toBe('30');
    expect(figureProblems('For 29 years we have trained teams.')).toHaveLength(1);
    expect(figureProblems('For 30 years we have trained teams.')).toEqual([]);
  });

  it('write every count one way: 500,000', () => {
    expect(formatCount(500000)).toBe('500,000');
    expect(figureText(FIGURES).studentsTrained).toBe('500,000+ students');
    expect(withFigures('{studentsTrained}+ students since {founded}', FIGURES)).toBe(
      '500,000+ students since 1997',
    );
    expect(figureProblems('500000+ Students Trained')).not.toEqual([]);
    expect(figureProblems('500,000+ Students Trained')).toEqual([]);
  });

  it("put the computed years into the gallery's anniversary captions", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOVEMBER_2026);
    const captions = anniversaryCaptions(galleryTabs());
    expect(captions.filter((alt) => alt.includes('29 Years Together'))).toHaveLength(3);
    expect(captions.join(' ')).not.toMatch(/28 Years|\{years\}/);
    const earlier = anniversaryCaptions(galleryTabs({ figures: { ...FIGURES, founded: 1996 } }));
    expect(earlier.filter((alt) => alt.includes('30 Years Together'))).toHaveLength(3);
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
    expect(figureProblems('A client platform with 12,000 learners enrolled.')).toEqual([]);
  });

  it('every content module, editable copy and the site config state only those figures', () => {
    // The texts built from the figures in a loader, with the seed's as at build time.
    const quoting = [
      serviceDocuments().map((doc) => servicePageFor(`/${doc.slug}`)),
      homeServices(),
      aboutOf(),
      industriesOf(),
      galleryTabs(),
      siteChromeOf(),
      ...TRAINING_SLUGS.map((slug) => trainingPageOf({}, slug)),
      milestonesOf(),
    ];
    const texts = [
      ...Object.values(contentModules).flatMap((m) => stringsIn(m)),
      ...stringsIn(SITE),
      ...quoting.flatMap((texts) => stringsIn(texts)),
      siteChromeOf().footerBlurb,
    ];
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.flatMap((text) => figureProblems(text))).toEqual([]);
    expect(
      quoting.flatMap((texts) => stringsIn(texts)).filter((text) => /\{[A-Za-z.]+\}/.test(text)),
    ).toEqual([]);
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
