import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, RETENTION_DEFAULTS } from '@orbitwise/contracts/admin';
import { CONTENT_API, type ContentDocumentView } from '@orbitwise/contracts/content';
import { LEGAL } from '@orbitwise/contracts/content-seed';
import type { DataSource } from 'typeorm';
import { createConsoleApp } from '../../test/console-app';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { RENDER_BUILD, requireBuiltSite } from '../../test/site/support';
import {
  PRIVACY_AS_FIRST_SEEDED,
  PrivacyRetentionPeriods1764628200000,
} from '../platform/database/migrations/1764628200000-PrivacyRetentionPeriods';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';
import { SiteRenderInputs } from '../platform/site/site-render-inputs';
import { SiteRenderer } from '../platform/site/site-renderer';

/**
 * The privacy notice quotes the retention in force: a change of the settings re-renders the legal
 * pages, and the page rendered from what the render reads says the new periods. Needs the built site
 * (`npm run build`): it renders with the kept server build, as the site's render job does.
 */
describe('Privacy notice and the retention settings', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: OperatorClient;
  let editor: OperatorClient;
  const privacy = LEGAL.find((doc) => doc.slug === 'privacy')!;
  const documentPath = CONTENT_API.document('legal', 'privacy');

  beforeAll(async () => {
    ({ app, db, admin } = await createConsoleApp());
    editor = await signIn(app, { role: 'editor', displayName: 'Pia Privacy' });
  });
  afterAll(() => app?.close());

  it('an admin changes the retention: the legal pages are re-rendered and the notice says the new periods', async () => {
    requireBuiltSite();
    const pages = app.get<PagePublisher>(PAGE_PUBLISHER);
    const changed = jest.spyOn(pages, 'contentChanged').mockResolvedValue();
    // The shared database's notice as the seed words it (another spec may have changed it).
    const view = (await editor.get(documentPath).expect(200)).body as ContentDocumentView<'legal'>;
    await editor.put(documentPath).send({ data: privacy.data, version: view.version }).expect(200);
    await editor.post(CONTENT_API.publish('legal', 'privacy')).send({}).expect(200);
    changed.mockClear();
    try {
      await admin
        .put(ADMIN_API.retention)
        .send({ ...RETENTION_DEFAULTS, application: 45, newsletter: null })
        .expect(200);
      expect(changed.mock.calls).toEqual([
        [{ kind: 'legal', slug: 'privacy', change: 'published' }],
        [{ kind: 'legal', slug: 'terms', change: 'published' }],
      ]);

      const renderer = await SiteRenderer.load(RENDER_BUILD);
      const input = await app.get(SiteRenderInputs).read();
      const writes = await renderer.render('legal', input, [], 'privacy');
      const html = writes.find((write) => write.path === '/privacypolicy')?.page?.body;
      expect(html).toContain('job applications with their résumés for 45 days');
      expect(html).toContain('newsletter subscriptions for an indefinite period.');
      expect(html).toContain('enquiries are kept for 730 days');
      expect(html).not.toContain('{applicationRetentionDays}');
    } finally {
      await admin.put(ADMIN_API.retention).send(RETENTION_DEFAULTS).expect(200);
      changed.mockRestore();
    }
  });

  it('the migration gives a notice as first seeded the periods as tokens, and keeps an edited one (rolled back)', async () => {
    const runner = db.createQueryRunner();
    const migrate = () => new PrivacyRetentionPeriods1764628200000().up(runner);
    const row = async () =>
      (
        (await runner.query(
          `SELECT d.published, d.version,
                  (SELECT r.action FROM content_revision r WHERE r.document_id = d.id
                    ORDER BY r.revision DESC LIMIT 1) AS "lastAction"
             FROM content_document d WHERE d.kind = 'legal' AND d.slug = 'privacy'`,
        )) as { published: unknown; version: number; lastAction: string }[]
      )[0]!;
    const storeAsBefore = (data: unknown) =>
      runner.query(
        `UPDATE content_document SET draft = $1, published = $1, status = 'published',
                published_revision = version WHERE kind = 'legal' AND slug = 'privacy'`,
        [JSON.stringify(data)],
      );
    try {
      await runner.startTransaction();
      await storeAsBefore(PRIVACY_AS_FIRST_SEEDED);
      const before = await row();
      await migrate();
      const reseeded = await row();
      expect(reseeded).toEqual({
        published: privacy.data,
        version: before.version + 1,
        lastAction: 'seeded',
      });
      await migrate();
      expect((await row()).version).toBe(reseeded.version);

      const edited = { ...PRIVACY_AS_FIRST_SEEDED, title: 'Our privacy promise' };
      await storeAsBefore(edited);
      await migrate();
      expect((await row()).published).toEqual(edited);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
