import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  SITE_MESSAGES,
  type ContentDocumentView,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import { SITE_CHROME, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { CompanyContactDetails1764627100000 } from '../platform/database/migrations/1764627100000-CompanyContactDetails';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';

/**
 * The company's name, address and contact details in the `site` document: checked field by field,
 * published through the API (the site re-renders), and brought by the migration to a database whose
 * document was seeded before them, unless an editor changed it.
 */
describe('Company contact details (site document)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;
  const path = CONTENT_API.document('site', 'company');

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Cora Contact' });
  });
  afterAll(() => app?.close());

  it('refuses a phone not in international form, a bad e-mail and a map the CSP would not frame; nothing is stored', async () => {
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'site'>;
    const refused = await editor.put(path).send({
      data: {
        ...view.draft,
        phone: '040 4000 1234',
        email: 'hello@',
        mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m18',
      },
      version: view.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body.errors).toEqual({
      'data.phone': [SITE_MESSAGES.phone],
      'data.email': [SITE_MESSAGES.email],
      'data.mapEmbedUrl': [SITE_MESSAGES.map],
    });
    const after = (await editor.get(path).expect(200)).body as ContentDocumentView<'site'>;
    expect(after.version).toBe(view.version);
  });

  it('an editor publishes a new phone number; the site is told to re-render; visitors read it', async () => {
    const pages = app.get<PagePublisher>(PAGE_PUBLISHER);
    const changed = jest.spyOn(pages, 'contentChanged').mockResolvedValue();
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'site'>;
    try {
      const saved = (
        await editor
          .put(path)
          .send({ data: { ...view.draft, phone: '+91 80 4000 5678' }, version: view.version })
          .expect(200)
      ).body as ContentDocumentView<'site'>;
      await editor.post(CONTENT_API.publish('site', 'company')).send({}).expect(200);
      expect(changed).toHaveBeenLastCalledWith({ kind: 'site', slug: 'company', change: 'published' });
      const published = (
        await request(app.getHttpServer()).get(CONTENT_API.publishedOne('site', 'company')).expect(200)
      ).body as PublishedDocument<'site'>;
      expect(published.data.phone).toBe('+91 80 4000 5678');
      // The shared database's document as it was.
      await editor.put(path).send({ data: view.draft, version: saved.version }).expect(200);
      await editor.post(CONTENT_API.publish('site', 'company')).send({}).expect(200);
    } finally {
      changed.mockRestore();
    }
  });

  it('the migration brings a document seeded before to the new seed, and keeps an edited one (rolled back)', async () => {
    const runner = db.createQueryRunner();
    const row = async () =>
      (
        (await runner.query(
          `SELECT d.published, d.draft, d.version, d.published_revision AS "publishedRevision",
                  (SELECT r.action FROM content_revision r WHERE r.document_id = d.id
                    ORDER BY r.revision DESC LIMIT 1) AS "lastAction"
             FROM content_document d WHERE d.kind = 'site' AND d.slug = 'company'`,
        )) as {
          published: unknown;
          draft: unknown;
          version: number;
          publishedRevision: number;
          lastAction: string;
        }[]
      )[0]!;
    const storeAsBefore = async (data: unknown) =>
      runner.query(
        `UPDATE content_document SET draft = $1, published = $1, status = 'published',
                published_revision = version WHERE kind = 'site' AND slug = 'company'`,
        [JSON.stringify(data)],
      );
    try {
      await runner.startTransaction();
      await storeAsBefore(SITE_CHROME);
      const before = await row();
      await new CompanyContactDetails1764627100000().up(runner);
      const reseeded = await row();
      expect(reseeded.published).toEqual(SITE_DETAILS.data);
      expect(reseeded.draft).toEqual(SITE_DETAILS.data);
      expect(reseeded.version).toBe(before.version + 1);
      expect(reseeded.publishedRevision).toBe(reseeded.version);
      expect(reseeded.lastAction).toBe('seeded');
      // Run again: nothing changes.
      await new CompanyContactDetails1764627100000().up(runner);
      expect((await row()).version).toBe(reseeded.version);

      const edited = { ...SITE_CHROME, blurb: 'An editor wrote this blurb.' };
      await storeAsBefore(edited);
      await new CompanyContactDetails1764627100000().up(runner);
      expect((await row()).published).toEqual(edited);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
