import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  MILESTONE_MESSAGES,
  type MilestoneData,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import { MILESTONES } from '@orbitwise/contracts/content-seed';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { Milestones1764627300000 } from '../platform/database/migrations/1764627300000-Milestones';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';
import { runMigration } from '../../test/run-migration';

/**
 * The milestones timeline as content: one `milestone` document per entry, created, validated and
 * published through the API, and brought to a database seeded before by the migration, which keeps
 * what an editor changed.
 */
describe('Milestones (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const [seeded] = MILESTONES;
  const publishedOne = async (slug: string) =>
    (
      (await request(app.getHttpServer()).get(CONTENT_API.publishedOne('milestone', slug)).expect(200))
        .body as PublishedDocument<'milestone'>
    ).data;
  const migrate = () => runMigration(db, new Milestones1764627300000());

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Mira Milestones' });
  });
  afterAll(() => app?.close());

  it('refuses a year out of range and an empty tag, naming each field; nothing is stored', async () => {
    const slug = `1999-refused-${randomUUID().slice(0, 8)}`;
    const refused = await editor.post(CONTENT_API.documents('milestone')).send({
      slug,
      data: { year: 20026, title: 'A new office', description: 'Room to grow.', tag: ' ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body.errors).toEqual({
      'data.year': [MILESTONE_MESSAGES.year],
      'data.tag': ['Tag is required.'],
    });
    await editor.get(CONTENT_API.document('milestone', slug)).expect(404);
  });

  it('an editor publishes a new milestone; the site is told to re-render; visitors read it', async () => {
    const pages = app.get<PagePublisher>(PAGE_PUBLISHER);
    const changed = jest.spyOn(pages, 'contentChanged').mockResolvedValue();
    try {
      const slug = `2026-new-office-${randomUUID().slice(0, 8)}`;
      const data: MilestoneData = {
        year: 2026,
        title: 'A new office in Pune',
        description: 'Room for {happyCustomers} more customers.',
        tag: 'Company',
      };
      await editor.post(CONTENT_API.documents('milestone')).send({ slug, data }).expect(201);
      await editor.post(CONTENT_API.publish('milestone', slug)).send({}).expect(200);
      expect(changed).toHaveBeenLastCalledWith({ kind: 'milestone', slug, change: 'published' });
      expect(await publishedOne(slug)).toEqual(data);
      // Off the shared database's timeline again.
      await editor.post(CONTENT_API.unpublish('milestone', slug)).send().expect(200);
    } finally {
      changed.mockRestore();
    }
  });

  it('the migration seeds a milestone a database lacks, once, and keeps an edited one', async () => {
    const move = (from: string, to: string) =>
      db.query(`UPDATE content_document SET slug = $2 WHERE kind = 'milestone' AND slug = $1`, [from, to]);
    const aside = `${seeded!.slug}-aside`;
    await move(seeded!.slug, aside);
    try {
      await migrate();
      await migrate();
      expect(await publishedOne(seeded!.slug)).toEqual(seeded!.data);
      const [row] = (await db.query(
        `SELECT d.status, d.version,
                (SELECT array_agg(r.action) FROM content_revision r WHERE r.document_id = d.id) AS actions
           FROM content_document d WHERE d.kind = 'milestone' AND d.slug = $1`,
        [seeded!.slug],
      )) as { status: string; version: number; actions: string[] }[];
      expect(row).toEqual({ status: 'published', version: 1, actions: ['seeded'] });

      await db.query(
        `UPDATE content_document SET published = jsonb_set(published, '{title}', '"Edited"')
          WHERE kind = 'milestone' AND slug = $1`,
        [seeded!.slug],
      );
      await migrate();
      expect((await publishedOne(seeded!.slug)).title).toBe('Edited');
    } finally {
      // The document that was there back in place; the one just seeded set aside, unpublished.
      await db.query(
        `UPDATE content_document SET slug = $2, status = 'unpublished', published = NULL,
                published_html = NULL, published_revision = NULL
          WHERE kind = 'milestone' AND slug = $1`,
        [seeded!.slug, `${seeded!.slug}-seeded-${randomUUID().slice(0, 8)}`],
      );
      await move(aside, seeded!.slug);
    }
  });
});
