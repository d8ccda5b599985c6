import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONTENT_API, type ContentDocumentView, type PublishedDocument } from '@orbitwise/contracts/content';
import { PAGES } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import {
  PageVisibleText1764627800000,
  pageVisibleTextReseeds,
} from '../platform/database/migrations/1764627800000-PageVisibleText';

/**
 * A page's visible text (banner line, heading, lead, paragraphs, section headings) in its `page`
 * document: validated field by field, published through the API, and brought by the migration to a
 * database seeded before, where no editor changed the document. Pages showing it:
 * frontend/app/routes/page-copy.test.tsx.
 */
describe('Page visible text (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const seedOf = (slug: string) => PAGES.find((doc) => doc.slug === slug)!.data;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Paula Pages' });
  });
  afterAll(() => app?.close());

  it('refuses an unknown section and a lead too long, field by field; publishes an edited lead', async () => {
    const path = CONTENT_API.document('page', 'enquiry');
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'page'>;
    const refused = await editor
      .put(path)
      .send({
        data: {
          ...view.draft,
          lead: 'x'.repeat(301),
          sections: [{ section: 'footer', eyebrow: null, title: 'Bottom', intro: null }],
        },
        version: view.version,
      })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.errors).toMatchObject({
      'data.lead': [expect.stringContaining('Lead')],
      'data.sections.0.section': ['Choose one of the sections the page has.'],
    });

    const lead = 'Tell us what you need: an expert answers within a working day.';
    await editor
      .put(path)
      .send({ data: { ...view.draft, lead }, version: view.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('page', 'enquiry')).send({}).expect(200);
    const page = (
      await request(app.getHttpServer()).get(CONTENT_API.publishedOne('page', 'enquiry')).expect(200)
    ).body as PublishedDocument<'page'>;
    expect(page.data.lead).toBe(lead);
  });

  it('gives an untouched page document seeded before its text, once, and leaves an edited one (rolled back)', async () => {
    const first = (slug: string) => pageVisibleTextReseeds().find((reseed) => reseed.slug === slug)!.first;
    const revisions = async (runner: ReturnType<DataSource['createQueryRunner']>, slug: string) =>
      (await runner.query(
        `SELECT r.action, r.data FROM content_revision r JOIN content_document d ON d.id = r.document_id
          WHERE d.kind = 'page' AND d.slug = $1 ORDER BY r.revision`,
        [slug],
      )) as { action: string; data: Record<string, unknown> }[];
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      // As seeded before: search texts only, published as they are; careers then changed by an editor.
      for (const slug of ['team', 'careers']) {
        await runner.query(
          `UPDATE content_document SET draft = $2, published = $2, status = 'published',
                  published_revision = version WHERE kind = 'page' AND slug = $1`,
          [slug, JSON.stringify(first(slug))],
        );
      }
      const editedCareers = { ...(first('careers') as object), title: 'Jobs at Orbitwise' };
      await runner.query(
        `UPDATE content_document SET draft = $1, published = $1 WHERE kind = 'page' AND slug = 'careers'`,
        [JSON.stringify(editedCareers)],
      );
      const before = (await revisions(runner, 'team')).length;
      const careersBefore = (await revisions(runner, 'careers')).length;

      await new PageVisibleText1764627800000().up(runner);
      await new PageVisibleText1764627800000().up(runner);

      const team = await revisions(runner, 'team');
      expect(team).toHaveLength(before + 1);
      expect(team.at(-1)!.action).toBe('seeded');
      expect(team.at(-1)!.data).toEqual(seedOf('team'));
      expect(team.at(-1)!.data.lead).toBe(
        'Engineers, trainers and storytellers who care about doing the work well.',
      );
      expect(await revisions(runner, 'careers')).toHaveLength(careersBefore);
      const [careers] = (await runner.query(
        `SELECT draft, published FROM content_document WHERE kind = 'page' AND slug = 'careers'`,
      )) as { draft: unknown; published: unknown }[];
      expect(careers).toEqual({ draft: editedCareers, published: editedCareers });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
