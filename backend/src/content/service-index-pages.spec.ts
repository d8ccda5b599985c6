import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  type ContentDocumentView,
  type PublishedDocument,
  type ServiceData,
} from '@orbitwise/contracts/content';
import { SERVICE_INDEX_PAGES } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { ServiceIndexPages1764627600000 } from '../platform/database/migrations/1764627600000-ServiceIndexPages';
import { migratedWithout, runMigration } from '../../test/run-migration';

/**
 * The Services and Service Details pages' copy as `service` documents (`services`, `servicedetails`):
 * seeded with the pages' text, validated, edited and published through the API, and inserted into a
 * database seeded before by the migration, which keeps what an editor changed. What the pages show
 * and which pages a publish re-renders: routes/service-index-pages.test.tsx.
 */
describe('Services and Service Details pages (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const publicGet = (path: string) => request(app.getHttpServer()).get(path);
  const migrate = () => runMigration(db, new ServiceIndexPages1764627600000());
  const [services] = SERVICE_INDEX_PAGES;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Sam Services' });
  });
  afterAll(() => app?.close());

  it('refuses a text block whose picture is not an address, and an unknown block kind, field by field', async () => {
    const path = CONTENT_API.document('service', 'services');
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'service'>;
    const [cards, text, ...rest] = view.draft.sections;
    const refused = await editor
      .put(path)
      .send({
        data: {
          ...view.draft,
          sections: [{ ...cards, kind: 'carousel' }, { ...text, image: 'javascript:alert(1)' }, ...rest],
        },
        version: view.version,
      })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.errors).toMatchObject({
      'data.sections.0.kind': [expect.any(String)],
      'data.sections.1.image': ['Picture must be an https:// address or a path on this site.'],
    });
  });

  it('an editor publishes an edited topic list; the migration keeps it', async () => {
    const path = CONTENT_API.document('service', 'servicedetails');
    const view = (await editor.get(path).expect(200)).body as ContentDocumentView<'service'>;
    const [topics] = view.draft.sections as [ServiceData['sections'][number]];
    const edited = {
      ...topics,
      items: [...topics.items, { ...topics.items[0]!, title: 'Managed Hosting' }],
    };
    await editor
      .put(path)
      .send({ data: { ...view.draft, sections: [edited] }, version: view.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('service', 'servicedetails')).send({}).expect(200);
    const published = (await publicGet(CONTENT_API.publishedOne('service', 'servicedetails')).expect(200))
      .body as PublishedDocument<'service'>;
    expect(published.data.sections[0]!.items.map((item) => item.title)).toContain('Managed Hosting');
    expect(published.data.card).toBeNull();

    // The migration keeps the editor's document (and changes nothing on a database that has them).
    await migrate();
    const kept = (await publicGet(CONTENT_API.publishedOne('service', 'servicedetails')).expect(200))
      .body as PublishedDocument<'service'>;
    expect(kept.data.sections[0]!.items.map((item) => item.title)).toContain('Managed Hosting');
  });

  it('inserts the Services page a database seeded before lacks, as seeded (in a transaction rolled back)', async () => {
    expect(
      await migratedWithout(db, { kind: 'service', slug: 'services' }, new ServiceIndexPages1764627600000()),
    ).toEqual({
      status: 'published',
      published: services!.data,
      action: 'seeded',
    });
  });
});
