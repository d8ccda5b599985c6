import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONTENT_API, type LegalData, type PublishedDocument } from '@orbitwise/contracts/content';
import { LEGAL } from '@orbitwise/contracts/content-seed';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { LegalPages1764627200000 } from '../platform/database/migrations/1764627200000-LegalPages';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';
import { runMigration } from '../../test/run-migration';

/**
 * The legal pages as content: a `legal` document validated and published through the API, and
 * brought to a database seeded before by the migration, which keeps what an editor changed.
 */
describe('Legal pages (content)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;

  const terms = LEGAL.find((doc) => doc.slug === 'terms')!;
  const publishedOne = async (slug: string) =>
    (
      (await request(app.getHttpServer()).get(CONTENT_API.publishedOne('legal', slug)).expect(200))
        .body as PublishedDocument<'legal'>
    ).data;
  const migrate = () => runMigration(db, new LegalPages1764627200000());
  const data: LegalData = {
    title: 'Cookie Policy',
    lastUpdated: '2026-11-01',
    sections: [{ heading: 'Cookies', paragraphs: ['{companyName} sets no tracking cookies.'] }],
  };

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Lena Legal' });
  });
  afterAll(() => app?.close());

  it('refuses a bad date and an unknown {token}, naming each field; nothing is stored', async () => {
    const slug = `legal-refused-${randomUUID().slice(0, 8)}`;
    const refused = await editor.post(CONTENT_API.documents('legal')).send({
      slug,
      data: {
        ...data,
        lastUpdated: '15 January 2024',
        sections: [{ heading: 'Cookies', paragraphs: ['Write to {ceoEmail}.'] }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'data.lastUpdated',
      'data.sections.0.paragraphs.0',
    ]);
    expect(refused.body.errors['data.sections.0.paragraphs.0']).toEqual([
      'A paragraph may quote only {companyName}, {companyShortName}, {companyEmail}, {enquiryRetentionDays}, {contactRetentionDays}, {eventRetentionDays}, {itSupportRetentionDays}, {newsletterRetentionDays}, {applicationRetentionDays}, {years}, {founded}, {happyCustomers}, {applications}, {studentsTrained}, {corporateTrainingClients}, {trainedMilestone.count}, {trainedMilestone.year}, {firstSoftwareProject}. Check the spelling, or remove the braces.',
    ]);
    await editor.get(CONTENT_API.document('legal', slug)).expect(404);
  });

  it('an editor publishes a legal document; the site is told to re-render it; visitors read it', async () => {
    const pages = app.get<PagePublisher>(PAGE_PUBLISHER);
    const changed = jest.spyOn(pages, 'contentChanged').mockResolvedValue();
    try {
      const slug = `cookies-${randomUUID().slice(0, 8)}`;
      await editor.post(CONTENT_API.documents('legal')).send({ slug, data }).expect(201);
      await editor.post(CONTENT_API.publish('legal', slug)).send({}).expect(200);
      expect(changed).toHaveBeenLastCalledWith({ kind: 'legal', slug, change: 'published' });
      expect(await publishedOne(slug)).toEqual(data);
      await editor.post(CONTENT_API.unpublish('legal', slug)).send().expect(200);
    } finally {
      changed.mockRestore();
    }
  });

  it('the migration seeds a legal page a database lacks, once, and keeps an edited one', async () => {
    const move = (from: string, to: string) =>
      db.query(`UPDATE content_document SET slug = $2 WHERE kind = 'legal' AND slug = $1`, [from, to]);
    const aside = `terms-aside-${randomUUID().slice(0, 8)}`;
    await move('terms', aside);
    try {
      await migrate();
      await migrate();
      expect(await publishedOne('terms')).toEqual(terms.data);
      const [row] = (await db.query(
        `SELECT d.status, d.version,
                (SELECT array_agg(r.action) FROM content_revision r WHERE r.document_id = d.id) AS actions
           FROM content_document d WHERE d.kind = 'legal' AND d.slug = 'terms'`,
      )) as { status: string; version: number; actions: string[] }[];
      expect(row).toEqual({ status: 'published', version: 1, actions: ['seeded'] });

      await db.query(
        `UPDATE content_document SET published = jsonb_set(published, '{title}', '"Edited"')
          WHERE kind = 'legal' AND slug = 'terms'`,
      );
      await migrate();
      expect((await publishedOne('terms')).title).toBe('Edited');
    } finally {
      // The document that was there back in place; the one just seeded set aside, unpublished.
      await db.query(
        `UPDATE content_document SET slug = $1, status = 'unpublished', published = NULL,
                published_html = NULL, published_revision = NULL
          WHERE kind = 'legal' AND slug = 'terms'`,
        [`terms-seeded-${randomUUID().slice(0, 8)}`],
      );
      await move(aside, 'terms');
    }
  });
});
