import { siteSchema } from '@orbitwise/contracts/content';
import { APP_STORE_PLACEHOLDERS, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, type QueryRunner } from 'typeorm';
import { createTestApp } from '../../test/test-app';
import { OptionalAppStoreBadges1764629200000 } from '../platform/database/migrations/1764629200000-OptionalAppStoreBadges';

/**
 * The app-store pages in the `site` document are optional (none: no badge) and the seed has none; the
 * migration drops the seed's placeholder links from a stored document and keeps an editor's real one.
 * The page: frontend/app/routes/app-store-badges.test.tsx.
 */
describe('Optional app-store badges (site document)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app?.close());

  const store = (runner: QueryRunner, data: unknown) =>
    runner.query(
      `UPDATE content_document SET draft = $1, published = $1, status = 'published',
              published_revision = version WHERE kind = 'site' AND slug = 'company'`,
      [JSON.stringify(data)],
    );
  const history = async (runner: QueryRunner) =>
    (await runner.query(
      `SELECT r.action, r.data FROM content_revision r JOIN content_document d ON d.id = r.document_id
        WHERE d.kind = 'site' AND d.slug = 'company' ORDER BY r.revision`,
    )) as { action: string; data: Record<string, unknown> }[];

  it('accepts a site document without app-store links, and reads one without them as none', () => {
    const data = { ...SITE_DETAILS.data, appStores: { apple: null, google: null } };
    expect(siteSchema.parse(data).appStores).toEqual({ apple: null, google: null });
    const { appStores: _dropped, ...older } = SITE_DETAILS.data;
    expect(siteSchema.parse(older).appStores).toEqual({ apple: null, google: null });
    expect(SITE_DETAILS.data.appStores).toEqual({ apple: null, google: null });
  });

  const runTwice = async (runner: QueryRunner) => {
    await new OptionalAppStoreBadges1764629200000().up(runner);
    await new OptionalAppStoreBadges1764629200000().up(runner);
  };

  it('gives an untouched document the seed’s data once (rolled back)', async () => {
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      await store(runner, { ...SITE_DETAILS.data, appStores: { ...APP_STORE_PLACEHOLDERS } });
      const before = (await history(runner)).length;
      await runTwice(runner);
      const revisions = await history(runner);
      expect(revisions).toHaveLength(before + 1);
      expect(revisions.at(-1)).toEqual({ action: 'seeded', data: SITE_DETAILS.data });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('drops only the placeholder link from an edited document and keeps the editor’s (rolled back)', async () => {
    const runner = db.createQueryRunner();
    const realApple = 'https://apps.apple.com/developer/renamed-co/id123456789';
    try {
      await runner.startTransaction();
      const edited = {
        ...SITE_DETAILS.data,
        phone: '+91 80 4000 5678',
        appStores: { apple: realApple, google: APP_STORE_PLACEHOLDERS.google },
      };
      await store(runner, edited);
      const before = (await history(runner)).length;
      await runTwice(runner);
      const [row] = (await runner.query(
        `SELECT draft, published FROM content_document WHERE kind = 'site' AND slug = 'company'`,
      )) as { draft: Record<string, unknown>; published: Record<string, unknown> }[];
      const expected = { ...edited, appStores: { apple: realApple, google: null } };
      expect(row!.published).toEqual(expected);
      expect(row!.draft).toEqual(expected);
      expect(await history(runner)).toHaveLength(before + 1);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
