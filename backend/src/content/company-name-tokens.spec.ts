import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { revisionsOf, storeAsPublished } from '../../test/run-migration';
import { createTestApp } from '../../test/test-app';
import {
  CompanyNameTokens1764628600000,
  companyNameReseeds,
} from '../platform/database/migrations/1764628600000-CompanyNameTokens';

/**
 * The seed quotes the company's names as `{companyName}` / `{companyShortName}` (filled in by the
 * pages), ships no social links or video link that lead nowhere, and dates the Terms page in 2026.
 * The migration brings a database seeded before to it, document by document, where no editor changed
 * the document. The pages: frontend/app/routes/company-name-tokens.test.tsx.
 */
describe('Company name tokens (migration)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  const seedOf = (kind: string, slug: string) =>
    CONTENT_SEED.find((doc) => doc.kind === kind && doc.slug === slug)!.data as Record<string, unknown>;
  const firstOf = (kind: string, slug: string) =>
    companyNameReseeds().find((reseed) => reseed.kind === kind && reseed.slug === slug)!.first as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app?.close());

  const store = storeAsPublished;
  const history = revisionsOf;

  it('covers the documents that typed the name, and what a visitor could tell was made up', () => {
    const changed = companyNameReseeds().map((reseed) => `${reseed.kind}/${reseed.slug}`);
    expect(changed).toEqual(
      expect.arrayContaining([
        'page/home',
        'page/about',
        'page/careers',
        'service/cloud-service',
        'about/company',
        'site/company',
        'legal/terms',
        'event/hyderabad-dotnet-azure-meetup-2027',
        'team-member/david-chen',
      ]),
    );
    expect(firstOf('team-member', 'david-chen').links).toEqual({
      linkedin: 'https://www.linkedin.com/in/orbitwise-david-chen',
      x: 'https://x.com/orbitwise_david_chen',
      github: 'https://github.com/orbitwise-david-chen',
      website: null,
    });
    expect(firstOf('page', 'home').title).toBe(
      'Orbitwise Technologies | Software Development and IT Training',
    );
    expect(firstOf('site', 'company').social).toMatchObject({
      linkedin: 'https://www.linkedin.com/company/orbitwise-example',
    });
    expect(firstOf('legal', 'terms').lastUpdated).toBe('2024-01-15');
  });

  it('gives each untouched document the seed’s new text, once, and leaves an edited one (rolled back)', async () => {
    const untouched = [
      ['page', 'home'],
      ['about', 'company'],
      ['site', 'company'],
      ['legal', 'terms'],
      ['team-member', 'david-chen'],
      ['event', 'hyderabad-dotnet-azure-meetup-2027'],
    ] as const;
    const editedCareers = { ...firstOf('page', 'careers'), title: 'Join us | Orbitwise Technologies' };
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      for (const [kind, slug] of untouched) await store(runner, kind, slug, firstOf(kind, slug));
      await store(runner, 'page', 'careers', editedCareers);
      const before: Record<string, number> = {};
      for (const [kind, slug] of [...untouched, ['page', 'careers']])
        before[`${kind}/${slug}`] = (await history(runner, kind, slug)).length;

      await new CompanyNameTokens1764628600000().up(runner);
      await new CompanyNameTokens1764628600000().up(runner);

      for (const [kind, slug] of untouched) {
        const revisions = await history(runner, kind, slug);
        expect(revisions).toHaveLength(before[`${kind}/${slug}`]! + 1);
        expect(revisions.at(-1)).toEqual({ action: 'seeded', data: seedOf(kind, slug) });
      }
      const published = async (kind: string, slug: string) =>
        (
          (await runner.query(`SELECT published FROM content_document WHERE kind = $1 AND slug = $2`, [
            kind,
            slug,
          ])) as { published: Record<string, unknown> }[]
        )[0]!.published;
      expect((await published('page', 'home')).lead).toBe(
        'For {years} years {companyName} has designed, built and supported software for businesses of every size, and trained the engineers who keep it running.',
      );
      const site = await published('site', 'company');
      expect(site.blurb).toMatch(/^\{companyName\} builds web/);
      expect(site.social).toEqual({
        facebook: null,
        x: null,
        pinterest: null,
        linkedin: null,
        youtube: null,
      });
      expect((await published('about', 'company')).video).toBeNull();
      expect((await published('legal', 'terms')).lastUpdated).toBe('2026-11-28');
      expect((await published('team-member', 'david-chen')).links).toEqual({
        linkedin: null,
        x: null,
        github: null,
        website: null,
      });
      expect((await published('event', 'hyderabad-dotnet-azure-meetup-2027')).attendance).toMatchObject({
        place: '{companyName}, training hall',
      });

      expect(await history(runner, 'page', 'careers')).toHaveLength(before['page/careers']!);
      expect(await published('page', 'careers')).toEqual(editedCareers);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
