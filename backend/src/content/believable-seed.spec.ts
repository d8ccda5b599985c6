import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  type PublishedDocument,
  type PublishedListResponse,
} from '@orbitwise/contracts/content';
import { CASE_STUDIES, CLIENTS, POSTS, TEAM, TESTIMONIALS } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/test-app';
import { BelievableSeedContent1764624000000 } from '../platform/database/migrations/1764624000000-BelievableSeedContent';
import { runMigration } from '../../test/run-migration';
import { seededMemberLinks } from '../platform/database/content-migrations';

/**
 * The seed a visitor can believe: a fresh database has it; one seeded before is brought to it by the
 * migration, document by document, only where no editor has changed the document since it was seeded.
 */
describe('Believable seed content', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app?.close());

  const published = async <K extends 'client' | 'testimonial'>(kind: K) =>
    (
      (await request(app.getHttpServer()).get(CONTENT_API.published(kind)).expect(200))
        .body as PublishedListResponse<K>
    ).items;
  const migrate = () => runMigration(db, new BelievableSeedContent1764624000000());
  /**
   * Puts a document back as a database seeded before had it: published as first seeded (the revisions
   * are append-only, so its version stays what it is).
   */
  const seededBefore = (kind: string, slug: string, data: unknown) =>
    db.query(
      `UPDATE content_document SET draft = $3, published = $3, published_revision = version, status = 'published'
        WHERE kind = $1 AND slug = $2`,
      [kind, slug, JSON.stringify(data)],
    );
  const row = async (kind: string, slug: string) =>
    (
      (await db.query(
        `SELECT d.version, d.published_revision, d.draft, d.published,
                (SELECT r.action FROM content_revision r WHERE r.document_id = d.id ORDER BY r.revision DESC LIMIT 1) AS last_action,
                (SELECT r.data FROM content_revision r WHERE r.document_id = d.id ORDER BY r.revision DESC LIMIT 1) AS last_data
           FROM content_document d WHERE d.kind = $1 AND d.slug = $2`,
        [kind, slug],
      )) as {
        version: number;
        published_revision: number;
        draft: unknown;
        published: unknown;
        last_action: string;
        last_data: unknown;
      }[]
    )[0]!;

  it('a fresh database has the named clients and the testimonials’ companies, published', async () => {
    expect((await published('client')).map((doc) => [doc.data.name, doc.data.logo.alt])).toEqual(
      CLIENTS.map((doc) => [doc.data.name, doc.data.name]),
    );
    expect((await published('testimonial')).every((doc) => doc.data.company !== null)).toBe(true);
  });

  it('brings a database seeded before to the new seed where no editor changed a document, and leaves edited ones', async () => {
    // Seeded before: no clients; the first seed's testimonial, team member, project and post.
    // (The revisions are append-only: the seeded clients move aside and off the site instead.)
    await db.query(
      `UPDATE content_document SET slug = 'gone-' || slug, status = 'unpublished', published = NULL,
              published_html = NULL, published_revision = NULL
        WHERE kind = 'client'`,
    );
    const daniel = TESTIMONIALS.find((doc) => doc.slug === 'daniel-okafor')!;
    await seededBefore('testimonial', daniel.slug, {
      ...daniel.data,
      role: 'Head of Service Operations, manufacturing client',
      company: null,
    });
    const arjun = TEAM.find((doc) => doc.slug === 'arjun-mehta')!;
    const { bio: _bio, expertise: _expertise, ...arjunFirst } = arjun.data;
    await seededBefore('team-member', arjun.slug, {
      ...arjunFirst,
      links: seededMemberLinks(arjun.slug, { github: false }),
    });
    const riskdx = CASE_STUDIES.find((doc) => doc.slug === 'riskdx')!;
    await seededBefore('case-study', riskdx.slug, {
      ...riskdx.data,
      web: 'https://riskdx.orbitwise.example',
      caseStudy: null,
    });
    const habits = POSTS.find((doc) => doc.slug === 'habits-of-developers-who-get-hired')!;
    await seededBefore('post', habits.slug, { ...habits.data, date: '2024-11-04' });
    // Edited by an editor since it was seeded (its role): left as it is.
    const sofia = TESTIMONIALS.find((doc) => doc.slug === 'sofia-lindqvist')!;
    const sofiaEdited = { ...sofia.data, role: 'CTO and co-founder', company: null };
    await seededBefore('testimonial', sofia.slug, sofiaEdited);

    const before = async (kind: string, slug: string) => (await row(kind, slug)).version;
    const versions = {
      daniel: await before('testimonial', daniel.slug),
      arjun: await before('team-member', arjun.slug),
      riskdx: await before('case-study', riskdx.slug),
      habits: await before('post', habits.slug),
      sofia: await before('testimonial', sofia.slug),
    };

    await migrate();

    expect((await published('client')).map((doc) => doc.slug)).toEqual(CLIENTS.map((doc) => doc.slug));
    for (const [kind, doc, version] of [
      ['testimonial', daniel, versions.daniel],
      ['team-member', arjun, versions.arjun],
      ['case-study', riskdx, versions.riskdx],
      ['post', habits, versions.habits],
    ] as const) {
      expect(await row(kind, doc.slug)).toEqual({
        version: version + 1,
        published_revision: version + 1,
        draft: doc.data,
        published: doc.data,
        last_action: 'seeded',
        last_data: doc.data,
      });
    }
    expect(await row('testimonial', sofia.slug)).toMatchObject({
      version: versions.sofia,
      published_revision: versions.sofia,
      draft: sofiaEdited,
      published: sofiaEdited,
    });
    const danielPublished = (
      await request(app.getHttpServer()).get(CONTENT_API.publishedOne('testimonial', daniel.slug)).expect(200)
    ).body as PublishedDocument<'testimonial'>;
    expect(danielPublished.data.company).toBe('Trivana Motor Works');

    // Run again (and on a fresh database): nothing changes.
    await migrate();
    expect((await row('testimonial', daniel.slug)).version).toBe(versions.daniel + 1);
    expect((await published('client')).map((doc) => doc.slug)).toEqual(CLIENTS.map((doc) => doc.slug));
  });
});
