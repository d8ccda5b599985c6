import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, type QueryRunner } from 'typeorm';
import { revisionsOf, storeAsPublished } from '../../test/run-migration';
import { createTestApp } from '../../test/test-app';
import { companyNameReseeds } from '../platform/database/migrations/1764628600000-CompanyNameTokens';
import {
  ConsistentSeedCopy1764629300000,
  consistentCopyReseeds,
} from '../platform/database/migrations/1764629300000-ConsistentSeedCopy';

/**
 * The seed no longer calls the 2002 order system the first project, counts seven engineers, or
 * promises a follow-the-sun desk with guaranteed response times. The migration brings a database
 * seeded before to the new copy, document by document, where no editor changed the document.
 */
describe('Consistent seed copy (migration)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  const seedOf = (kind: string, slug: string) =>
    CONTENT_SEED.find((doc) => doc.kind === kind && doc.slug === slug)!.data as Record<string, unknown>;
  const firstOf = (kind: string, slug: string) =>
    consistentCopyReseeds().find((reseed) => reseed.kind === kind && reseed.slug === slug)!.first as Record<
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
  const published = async (runner: QueryRunner, kind: string, slug: string) =>
    (
      (await runner.query(`SELECT published FROM content_document WHERE kind = $1 AND slug = $2`, [
        kind,
        slug,
      ])) as { published: Record<string, unknown> }[]
    )[0]!.published;

  it('covers exactly the documents whose copy changed, with their text as seeded before', () => {
    expect(consistentCopyReseeds().map((reseed) => `${reseed.kind}/${reseed.slug}`)).toEqual(
      expect.arrayContaining([
        'milestone/2002-first-enterprise-client',
        'job/dotnet-developer',
        'industry/industries',
        'about/company',
        'service/techincial-support',
      ]),
    );
    expect(consistentCopyReseeds()).toHaveLength(5);
    expect(firstOf('milestone', '2002-first-enterprise-client').description).toBe(
      'A regional distributor trusted us with its order-management system, our first project beyond the classroom.',
    );
    expect(JSON.stringify(firstOf('job', 'dotnet-developer'))).toContain(
      'You join the team of seven engineers',
    );
    expect(JSON.stringify(firstOf('industry', 'industries'))).toContain('A follow-the-sun support desk');
    expect(JSON.stringify(firstOf('about', 'company'))).toContain(
      'Support plans up to 24/7 with guaranteed response times.',
    );
  });

  it('keeps the company-name migration matching documents as they were stored before', () => {
    const before = companyNameReseeds().find((reseed) => reseed.kind === 'industry')?.first;
    expect(JSON.stringify(before)).toContain('A follow-the-sun support desk');
  });

  it('gives each untouched document the new copy, once, and leaves an edited one (rolled back)', async () => {
    const untouched = consistentCopyReseeds()
      .filter((reseed) => reseed.kind !== 'job')
      .map((reseed) => [reseed.kind, reseed.slug] as const);
    const editedJob = { ...firstOf('job', 'dotnet-developer'), summary: 'Edited by an editor.' };
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      for (const [kind, slug] of untouched) await store(runner, kind, slug, firstOf(kind, slug));
      await store(runner, 'job', 'dotnet-developer', editedJob);
      const before: Record<string, number> = {};
      for (const [kind, slug] of [...untouched, ['job', 'dotnet-developer'] as const])
        before[`${kind}/${slug}`] = (await history(runner, kind, slug)).length;

      await new ConsistentSeedCopy1764629300000().up(runner);
      await new ConsistentSeedCopy1764629300000().up(runner);

      for (const [kind, slug] of untouched) {
        const revisions = await history(runner, kind, slug);
        expect(revisions).toHaveLength(before[`${kind}/${slug}`]! + 1);
        expect(revisions.at(-1)).toEqual({ action: 'seeded', data: seedOf(kind, slug) });
      }
      expect((await published(runner, 'milestone', '2002-first-enterprise-client')).description).toBe(
        'Our first enterprise order-management system, built for a regional distributor.',
      );
      const industries = JSON.stringify(await published(runner, 'industry', 'industries'));
      expect(industries).toContain('response times agreed per system');
      expect(industries).not.toContain('follow-the-sun');

      expect(await history(runner, 'job', 'dotnet-developer')).toHaveLength(before['job/dotnet-developer']!);
      expect(await published(runner, 'job', 'dotnet-developer')).toEqual(editedJob);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
