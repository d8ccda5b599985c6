import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  type AboutData,
  type ContentDocumentView,
  type PublishedDocument,
  type PublishedListResponse,
} from '@orbitwise/contracts/content';
import { ABOUT, FIGURES, SERVICE_INDEX_PAGES, SERVICES } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { SiteCopyAndComputedFigures1764626000000 } from '../platform/database/migrations/1764626000000-SiteCopyAndComputedFigures';
import { runMigration } from '../../test/run-migration';

/**
 * The site's own copy as content (service pages, industries, About with the skill bars) and the
 * figures without a stored years count: seeded, edited through the API, and brought to a database
 * seeded before by the migration, which leaves what an editor changed alone.
 */
describe('Site copy and computed figures (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const publicGet = (path: string) => request(app.getHttpServer()).get(path);
  const migrate = () => runMigration(db, new SiteCopyAndComputedFigures1764626000000());
  const gallery = async (slug: string) =>
    (
      (await db.query(
        `SELECT d.version, d.published_revision, d.published->'image'->>'alt' AS alt,
                (SELECT count(*)::int FROM content_revision r WHERE r.document_id = d.id) AS revisions
           FROM content_document d WHERE d.kind = 'gallery-item' AND d.slug = $1`,
        [slug],
      )) as { version: number; published_revision: number; alt: string; revisions: number }[]
    )[0];

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Erin Editor' });
  });
  afterAll(() => app?.close());

  it('seeds the service pages, the industries and About, published; the figures carry no years count', async () => {
    const services = (await publicGet(CONTENT_API.published('service')).expect(200))
      .body as PublishedListResponse<'service'>;
    expect(services.items.map((item) => item.slug)).toEqual(
      [...SERVICES, ...SERVICE_INDEX_PAGES].map((doc) => doc.slug),
    );
    const about = (await publicGet(CONTENT_API.publishedOne('about', 'company')).expect(200))
      .body as PublishedDocument<'about'>;
    expect(about.data.skills.map((skill) => skill.percent)).toEqual([90, 85, 65, 75, 80, 85]);
    await publicGet(CONTENT_API.publishedOne('industry', 'industries')).expect(200);
    const figures = (await publicGet(CONTENT_API.publishedOne('figures', 'company')).expect(200))
      .body as PublishedDocument<'figures'>;
    expect(figures.data.founded).toBe(1997);
    expect(figures.data).not.toHaveProperty('years');
  });

  it('an editor changes the skill bars and publishes them; a percent over 100 is refused', async () => {
    const path = CONTENT_API.document('about', 'company');
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'about'>;
    const refused = await editor
      .put(path)
      .send({ data: { ...view.draft, skills: [{ label: 'Cloud', percent: 150 }] }, version: view.version });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('skills.0.percent');
    const skills: AboutData['skills'] = [{ label: 'Accessibility Engineering', percent: 95 }];
    await editor
      .put(path)
      .send({ data: { ...view.draft, skills }, version: view.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('about', 'company')).send({}).expect(200);
    const about = (await publicGet(CONTENT_API.publishedOne('about', 'company')).expect(200))
      .body as PublishedDocument<'about'>;
    expect(about.data.skills).toEqual(skills);

    // The migration keeps the editor's document (and changes nothing on a database that has it all).
    await migrate();
    const again = (await publicGet(CONTENT_API.publishedOne('about', 'company')).expect(200))
      .body as PublishedDocument<'about'>;
    expect(again.data.skills).toEqual(skills);
    expect(again.data.mission).toBe(ABOUT.data.mission);
  });

  it('brings a database seeded before to the computed figures and captions, unless an editor changed the picture', async () => {
    await db.query(
      `UPDATE content_document SET draft = draft || '{"years": 28}', published = published || '{"years": 28}'
        WHERE kind = 'figures'`,
    );
    const seededBefore = (slug: string, alt: string) =>
      db.query(
        `UPDATE content_document
            SET draft = jsonb_set(draft, '{image,alt}', to_jsonb($2::text)),
                published = jsonb_set(draft, '{image,alt}', to_jsonb($2::text))
          WHERE kind = 'gallery-item' AND slug = $1`,
        [slug, alt],
      );
    await seededBefore('anniversary-1', '28 Years Together: the anniversary banner on stage');
    await seededBefore('anniversary-3', 'Our 28th anniversary, edited');

    await migrate();
    await migrate();

    const [figures] = (await db.query(
      `SELECT draft ? 'years' AS draft_years, published ? 'years' AS published_years
         FROM content_document WHERE kind = 'figures'`,
    )) as { draft_years: boolean; published_years: boolean }[];
    expect(figures).toEqual({ draft_years: false, published_years: false });
    expect(await gallery('anniversary-1')).toEqual({
      version: 2,
      published_revision: 2,
      alt: '{years} Years Together: the anniversary banner on stage',
      revisions: 2,
    });
    expect(await gallery('anniversary-3')).toEqual({
      version: 1,
      published_revision: 1,
      alt: 'Our 28th anniversary, edited',
      revisions: 1,
    });
  });

  it('restores a figures revision saved when the years were stored: the count is dropped, the rest kept', async () => {
    const [document] = (await db.query(
      `SELECT id, version FROM content_document WHERE kind = 'figures' AND slug = 'company'`,
    )) as { id: string; version: number }[];
    const old = { ...FIGURES.data, years: 28, happyCustomers: 55 };
    await db.query(
      `INSERT INTO content_revision (document_id, revision, action, data) VALUES ($1, $2, 'saved', $3)`,
      [document!.id, document!.version + 1, JSON.stringify(old)],
    );
    await db.query(`UPDATE content_document SET version = version + 1, draft = $2 WHERE id = $1`, [
      document!.id,
      JSON.stringify(old),
    ]);
    const restored = await editor
      .post(CONTENT_API.restore('figures', 'company', document!.version + 1))
      .expect(200);
    expect((restored.body as ContentDocumentView<'figures'>).draft).toEqual({
      ...FIGURES.data,
      happyCustomers: 55,
    });
  });
});
