import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  type ContentDocumentView,
  type PublishedDocument,
  type PublishedListResponse,
} from '@orbitwise/contracts/content';
import { TRAINING } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { TrainingPages1764627500000 } from '../platform/database/migrations/1764627500000-TrainingPages';
import { migratedWithout, runMigration } from '../../test/run-migration';

/**
 * The training pages' copy as content: one `training` document per page, seeded with the pages' text,
 * edited and published through the API, and inserted into a database seeded before by the migration,
 * which keeps what an editor changed. Which pages a publish re-renders: routes/training-pages.test.tsx.
 */
describe('Training pages (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const publicGet = (path: string) => request(app.getHttpServer()).get(path);
  const migrate = () => runMigration(db, new TrainingPages1764627500000());
  const corporate = TRAINING.find((doc) => doc.slug === 'corporate-training')!;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Tara Trainer' });
  });
  afterAll(() => app?.close());

  it('refuses a button link that is not an address and an unknown icon, field by field', async () => {
    const path = CONTENT_API.document('training', 'corporate-training');
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'training'>;
    const refused = await editor
      .put(path)
      .send({
        data: {
          ...view.draft,
          overview: { ...view.draft.overview, action: { label: 'Plan', link: 'javascript:alert(1)' } },
          features: { title: 'Included', items: [{ title: 'Labs', text: 'Sandboxes.', icon: 'unicorn' }] },
        },
        version: view.version,
      })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.errors).toMatchObject({
      'data.overview.action.link': ['Button link must be an https:// address or a path on this site.'],
      'data.features.items.0.icon': [expect.any(String)],
    });
  });

  it('an editor publishes an edited page, figures as tokens; the migration keeps it', async () => {
    const path = CONTENT_API.document('training', 'corporate-training');
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'training'>;
    const overview = {
      ...view.draft.overview!,
      paragraphs: ['{corporateTrainingClients} companies trained in {years} years.'],
    };
    await editor
      .put(path)
      .send({ data: { ...view.draft, overview }, version: view.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('training', 'corporate-training')).send({}).expect(200);
    const page = (await publicGet(CONTENT_API.publishedOne('training', 'corporate-training')).expect(200))
      .body as PublishedDocument<'training'>;
    expect(page.data.overview?.paragraphs).toEqual(overview.paragraphs);

    // The migration keeps the editor's document (and changes nothing on a database that has them all).
    await migrate();
    const list = (await publicGet(CONTENT_API.published('training')).expect(200))
      .body as PublishedListResponse<'training'>;
    expect(list.items.map((item) => item.slug).sort()).toEqual(TRAINING.map((doc) => doc.slug).sort());
    const kept = list.items.find((item) => item.slug === 'corporate-training')!;
    expect(kept.data.overview?.paragraphs).toEqual(overview.paragraphs);
    expect(kept.data.features).toEqual(corporate.data.features);
  });

  it('inserts a page a database seeded before lacks, published as seeded (in a transaction rolled back)', async () => {
    expect(
      await migratedWithout(
        db,
        { kind: 'training', slug: 'personalized-training' },
        new TrainingPages1764627500000(),
      ),
    ).toEqual({
      status: 'published',
      published: TRAINING.find((doc) => doc.slug === 'personalized-training')!.data,
      action: 'seeded',
    });
  });
});
