import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  type JobData,
  type PublishedDocument,
  type PublishedListResponse,
} from '@orbitwise/contracts/content';
import { JOBS } from '@orbitwise/contracts/content-seed';
import { API_PATHS, CAREER_APPLICATION_EXAMPLE } from '@orbitwise/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { pdf } from '../../test/resume-fixtures';
import { createTestApp } from '../../test/test-app';
import { JobAddresses1764623000000 } from '../platform/database/migrations/1764623000000-JobAddresses';
import { runMigration } from '../../test/run-migration';

/**
 * Technical job titles through the admin API and the careers form, matched exactly; the seed's
 * engineering roles; a job's address and applicant countries, and the migration that gives stored jobs theirs.
 */
describe('Technical job titles and job addresses', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;
  const run = Date.now().toString(36);

  const job = (overrides: Partial<JobData>): JobData => ({
    ...JOBS.find((seed) => seed.slug === 'dotnet-developer')!.data,
    ...overrides,
  });
  const publicGet = (path: string) => request(app.getHttpServer()).get(path);
  const publish = async (slug: string, data: JobData) => {
    const created = await editor.post(CONTENT_API.documents('job')).send({ slug, data });
    expect(`${created.status} ${JSON.stringify(created.body)}`).toMatch(/^201 /);
    await editor.post(CONTENT_API.publish('job', slug)).send({}).expect(200);
  };
  const migrate = () => runMigration(db, new JobAddresses1764623000000());

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor', displayName: 'Erin Editor' });
  });
  afterAll(() => app?.close());

  it('publishes the seed’s engineering roles, with their address and applicant countries', async () => {
    const jobs = (await publicGet(CONTENT_API.published('job')).expect(200))
      .body as PublishedListResponse<'job'>;
    const bySlug = new Map(jobs.items.map((item) => [item.slug, item.data]));
    expect(bySlug.get('dotnet-developer')).toMatchObject({
      title: '.NET Developer',
      workplace: 'hybrid',
      address: { locality: 'Hyderabad', region: 'Telangana', country: 'IN' },
      applicantCountries: [],
    });
    expect(bySlug.get('nodejs-engineer')).toMatchObject({
      title: 'Node.js Engineer',
      workplace: 'remote',
      applicantCountries: ['IN'],
    });
  });

  it('saves a job titled ".NET Developer" through the admin API, in Bengaluru, and refuses markup in a title', async () => {
    const slug = `dotnet-bengaluru-${run}`;
    await publish(
      slug,
      job({
        title: '.NET Developer',
        location: 'Bengaluru, India',
        address: { locality: 'Bengaluru', region: 'Karnataka', country: 'in' },
      }),
    );
    const page = (await publicGet(CONTENT_API.publishedOne('job', slug)).expect(200))
      .body as PublishedDocument<'job'>;
    expect(page.data.title).toBe('.NET Developer');
    expect(page.data.address).toEqual({ locality: 'Bengaluru', region: 'Karnataka', country: 'IN' });

    const refused = await editor
      .post(CONTENT_API.documents('job'))
      .send({ slug: `markup-${run}`, data: job({ title: '<b>.NET</b> Developer' }) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors as object)).toEqual(['data.title']);
    const stored = (await db.query(`SELECT count(*)::int AS n FROM content_document WHERE slug = $1`, [
      `markup-${run}`,
    ])) as { n: number }[];
    expect(stored[0]!.n).toBe(0);
  });

  it('takes an application naming "C# Engineer" once that job is published, matching the title exactly', async () => {
    const title = 'C# Engineer';
    const visitor = await ApiClient.create(app);
    const apply = async (role: string) =>
      visitor
        .post(API_PATHS.addCareer, await visitor.solveCaptcha())
        .field(
          'data',
          JSON.stringify({
            ...CAREER_APPLICATION_EXAMPLE,
            ApplicationDetails: role,
            Position: 'Senior Developer 2',
          }),
        )
        .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });

    const before = await apply(title);
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({ ApplicationDetails: [CONTENT_MESSAGES.positionUnknown] });

    await publish(`csharp-engineer-${run}`, job({ title }));
    const accepted = await apply(title);
    expect(`${accepted.status} ${JSON.stringify(accepted.body)}`).toMatch(/^200 /);
    expect(
      await db.query(
        `SELECT application_details AS role, position FROM career_application WHERE application_details = $1`,
        [title],
      ),
    ).toEqual([{ role: 'C# Engineer', position: 'Senior Developer 2' }]);

    const otherCase = await apply('c# engineer');
    expect(otherCase.status).toBe(400);
    expect(otherCase.body.errors).toEqual({ ApplicationDetails: [CONTENT_MESSAGES.positionUnknown] });
  });

  it('gives stored jobs an address from their location where they have none, and seeds the engineering roles once', async () => {
    const stored = (slug: string) =>
      db.query(`SELECT draft, published FROM content_document WHERE kind = 'job' AND slug = $1`, [
        slug,
      ]) as Promise<{ draft: Record<string, unknown>; published: Record<string, unknown> | null }[]>;
    const storedBefore = async (slug: string, location: string) => {
      const {
        address: _address,
        applicantCountries: _countries,
        ...old
      } = job({ title: 'QA Engineer', location });
      await db.query(
        `INSERT INTO content_document (kind, slug, status, draft, version, published, published_revision, published_at)
         VALUES ('job', $1, 'published', $2, 1, $2, 1, now())`,
        [slug, JSON.stringify(old)],
      );
    };
    await storedBefore(`pune-${run}`, 'Pune, Maharashtra, India');
    await storedBefore(`remote-${run}`, 'Remote');
    const revisions = async () =>
      ((await db.query(`SELECT count(*)::int AS n FROM content_revision`)) as { n: number }[])[0]!.n;
    const revisionsBefore = await revisions();

    await migrate();

    const [pune] = await stored(`pune-${run}`);
    expect(pune!.draft).toMatchObject({
      location: 'Pune, Maharashtra, India',
      address: { locality: 'Pune', region: 'Maharashtra', country: 'IN' },
      applicantCountries: [],
    });
    expect(pune!.published).toEqual(pune!.draft);
    const [remote] = await stored(`remote-${run}`);
    expect(remote!.draft.address).toEqual({ locality: 'Hyderabad', region: 'Telangana', country: 'IN' });
    // The seeded engineering roles were already there: not again, and no revision appended.
    expect(await revisions()).toBe(revisionsBefore);
    const engineering = (await db.query(
      `SELECT slug FROM content_document WHERE kind = 'job' AND slug IN ('dotnet-developer', 'nodejs-engineer') ORDER BY slug`,
    )) as { slug: string }[];
    expect(engineering.map((row) => row.slug)).toEqual(['dotnet-developer', 'nodejs-engineer']);

    // A database seeded before them (the role moved out of the way, off the site): inserted, published.
    await db.query(
      `UPDATE content_document SET slug = $1, status = 'unpublished', published = NULL, published_html = NULL,
              published_revision = NULL, published_at = NULL
        WHERE kind = 'job' AND slug = 'nodejs-engineer'`,
      [`nodejs-engineer-before-${run}`],
    );
    await publicGet(CONTENT_API.publishedOne('job', 'nodejs-engineer')).expect(404);
    await migrate();
    const seeded = (await publicGet(CONTENT_API.publishedOne('job', 'nodejs-engineer')).expect(200))
      .body as PublishedDocument<'job'>;
    expect(seeded.data).toEqual(JOBS.find((seed) => seed.slug === 'nodejs-engineer')!.data);
    expect(seeded.html.description).toContain('<h2>What you will work on</h2>');
    expect(await revisions()).toBe(revisionsBefore + 1);
  });
});
