import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  TECHNOLOGY_MESSAGES,
  type ContentDocumentView,
  type PublishedDocument,
  type TechnologyData,
} from '@orbitwise/contracts/content';
import { TECHNOLOGIES } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { Technologies1764627400000 } from '../platform/database/migrations/1764627400000-Technologies';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';
import { runMigration } from '../../test/run-migration';

/**
 * The technologies as content: one `technology` document, seeded with the pages' text, edited and
 * published through the API (external links only, a logo or a monogram per tile), and brought to a
 * database seeded before by the migration, which keeps what an editor changed.
 */
describe('Technologies (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const path = CONTENT_API.document('technology', 'technologies');
  const published = async () =>
    (
      (
        await request(app.getHttpServer())
          .get(CONTENT_API.publishedOne('technology', 'technologies'))
          .expect(200)
      ).body as PublishedDocument<'technology'>
    ).data;
  const migrate = () => runMigration(db, new Technologies1764627400000());

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Tara Technologies' });
  });
  afterAll(() => app?.close());

  it('refuses a link that is not https:// and a tile with neither logo nor monogram, naming each field', async () => {
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'technology'>;
    const [column] = view.draft.columns;
    const refused = await editor.put(path).send({
      data: {
        ...view.draft,
        columns: [{ ...column!, links: [{ label: 'Spark', href: 'http://spark.apache.org/' }] }],
        logos: [{ name: 'Rust', logo: null, monogram: null }],
      },
      version: view.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body.errors).toEqual({
      'data.columns.0.links.0.href': [TECHNOLOGY_MESSAGES.external('Link address')],
      'data.logos.0.monogram': [TECHNOLOGY_MESSAGES.logoOrMonogram],
    });
  });

  it('an editor publishes a new column and logo; the site is told to re-render; the migration keeps them', async () => {
    const pages = app.get<PagePublisher>(PAGE_PUBLISHER);
    const changed = jest.spyOn(pages, 'contentChanged').mockResolvedValue();
    try {
      const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'technology'>;
      const data: TechnologyData = {
        ...view.draft,
        columns: [
          ...view.draft.columns,
          {
            title: 'Data Engineering',
            links: [{ label: 'Apache Spark', href: 'https://spark.apache.org/' }],
          },
        ],
        logos: [...view.draft.logos, { name: 'Rust', logo: '/media/rust.svg', monogram: null }],
      };
      await editor.put(path).send({ data, version: view.version }).expect(200);
      await editor.post(CONTENT_API.publish('technology', 'technologies')).send({}).expect(200);
      expect(changed).toHaveBeenLastCalledWith({
        kind: 'technology',
        slug: 'technologies',
        change: 'published',
      });
      expect(await published()).toEqual(data);

      await migrate();
      expect(await published()).toEqual(data);
    } finally {
      changed.mockRestore();
    }
  });

  it('seeds a database that has no technologies document yet, once', async () => {
    const move = (from: string, to: string) =>
      db.query(`UPDATE content_document SET slug = $2 WHERE kind = 'technology' AND slug = $1`, [from, to]);
    await move('technologies', 'technologies-edited');
    try {
      await migrate();
      await migrate();
      expect(await published()).toEqual(TECHNOLOGIES.data);
      const [row] = (await db.query(
        `SELECT d.status, d.version,
                (SELECT array_agg(r.action) FROM content_revision r WHERE r.document_id = d.id) AS actions
           FROM content_document d WHERE d.kind = 'technology' AND d.slug = 'technologies'`,
      )) as { status: string; version: number; actions: string[] }[];
      expect(row).toEqual({ status: 'published', version: 1, actions: ['seeded'] });
    } finally {
      // The editor's document back in place; the one just seeded set aside, unpublished.
      await db.query(
        `UPDATE content_document SET slug = 'technologies-seeded', status = 'unpublished', published = NULL,
                published_html = NULL, published_revision = NULL
          WHERE kind = 'technology' AND slug = 'technologies'`,
      );
      await move('technologies-edited', 'technologies');
    }
  });
});
