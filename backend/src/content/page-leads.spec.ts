import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONTENT_API, type ContentDocumentView, type PublishedDocument } from '@orbitwise/contracts/content';
import { PAGES } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { migratedWithout } from '../../test/run-migration';
import {
  BLOG_TAG_PAGE,
  PageLeads1764628100000,
  pageLeadsReseeds,
} from '../platform/database/migrations/1764628100000-PageLeads';

/**
 * The leads of Contact, IT support (and its steps), the gallery and the events list, and the blog tag
 * pages' texts, in `page` documents: validated field by field, published through the API, and brought
 * by the migration to a database seeded before, where no editor changed them. The pages showing them:
 * frontend/app/routes/page-leads.test.tsx.
 */
describe('Page leads (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const seedOf = (slug: string) => PAGES.find((doc) => doc.slug === slug)!.data;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Lena Leads' });
  });
  afterAll(() => app?.close());

  it("refuses an IT support step too long, field by field; publishes the tag pages' edited description", async () => {
    const support = CONTENT_API.document('page', 'it-support');
    const view = (await editor.get(support).expect(200)).body as ContentDocumentView<'page'>;
    const refused = await editor
      .put(support)
      .send({ data: { ...view.draft, intro: ['Call us.', 'x'.repeat(2001)] }, version: view.version })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.errors).toMatchObject({ 'data.intro.1': [expect.stringContaining('Paragraph')] });

    const tags = CONTENT_API.document('page', BLOG_TAG_PAGE);
    const tagView = (await editor.get(tags).expect(200)).body as ContentDocumentView<'page'>;
    const description = 'Everything our trainers wrote about {tag}.';
    await editor
      .put(tags)
      .send({ data: { ...tagView.draft, description }, version: tagView.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('page', BLOG_TAG_PAGE)).send({}).expect(200);
    const page = (
      await request(app.getHttpServer()).get(CONTENT_API.publishedOne('page', BLOG_TAG_PAGE)).expect(200)
    ).body as PublishedDocument<'page'>;
    expect(page.data.description).toBe(description);
  });

  it('gives an untouched lead page seeded before its text, once, and leaves an edited one (rolled back)', async () => {
    const reseeds = pageLeadsReseeds();
    // [0]: search texts only (seeded before pages had visible text); [1]: the visible text's fields, none worded.
    const firsts = (slug: string) => reseeds.filter((reseed) => reseed.slug === slug).map((r) => r.first);
    const revisions = async (runner: ReturnType<DataSource['createQueryRunner']>, slug: string) =>
      (await runner.query(
        `SELECT r.action, r.data FROM content_revision r JOIN content_document d ON d.id = r.document_id
          WHERE d.kind = 'page' AND d.slug = $1 ORDER BY r.revision`,
        [slug],
      )) as { action: string; data: Record<string, unknown> }[];
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      const stored = { contact: firsts('contact')[0], 'it-support': firsts('it-support')[1] };
      const editedEvents = { ...(firsts('events')[1] as object), title: 'What is on | Orbitwise' };
      for (const [slug, data] of Object.entries({ ...stored, events: editedEvents })) {
        await runner.query(
          `UPDATE content_document SET draft = $2, published = $2, status = 'published',
                  published_revision = version WHERE kind = 'page' AND slug = $1`,
          [slug, JSON.stringify(data)],
        );
      }
      const before: Record<string, number> = {};
      for (const slug of ['contact', 'it-support', 'events'])
        before[slug] = (await revisions(runner, slug)).length;

      await new PageLeads1764628100000().up(runner);
      await new PageLeads1764628100000().up(runner);

      for (const slug of ['contact', 'it-support']) {
        const history = await revisions(runner, slug);
        expect(history).toHaveLength(before[slug]! + 1);
        expect(history.at(-1)).toEqual({ action: 'seeded', data: seedOf(slug) });
      }
      expect((await revisions(runner, 'contact')).at(-1)!.data.lead).toBe(
        'We reply to every message within one business day.',
      );
      expect((await revisions(runner, 'it-support')).at(-1)!.data.intro).toHaveLength(3);
      expect(await revisions(runner, 'events')).toHaveLength(before.events!);
      const [events] = (await runner.query(
        `SELECT draft, published FROM content_document WHERE kind = 'page' AND slug = 'events'`,
      )) as { draft: unknown; published: unknown }[];
      expect(events).toEqual({ draft: editedEvents, published: editedEvents });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it("inserts the tag pages' document, published, into a database seeded before it", async () => {
    const stored = await migratedWithout(
      db,
      { kind: 'page', slug: BLOG_TAG_PAGE },
      new PageLeads1764628100000(),
    );
    expect(stored).toEqual({ status: 'published', published: seedOf(BLOG_TAG_PAGE), action: 'seeded' });
  });
});
