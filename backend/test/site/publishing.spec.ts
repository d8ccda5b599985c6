import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTENT_API,
  type ContentDocumentView,
  type JobData,
  type PostData,
} from '@orbitwise/contracts/content';
import { EVENTS, JOBS, POSTS } from '@orbitwise/contracts/content-seed';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.factory';
import { ContentService } from '../../src/content/content.service';
import {
  createDatabase,
  killAllServers,
  send,
  ServerProcess,
  waitFor,
  type TestDatabase,
} from '../faults/support';
import { signIn, type OperatorClient } from '../operator-session';
import { testConfig } from '../test-app';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getBytes, jsonLdOf, pollUntil, PUBLISH_DEADLINE_MS, requireBuiltSite, SITE_DIR } from './support';

/**
 * Publishing: an editor publishes through one app instance; another instance on the same
 * database (a whole process serving the built site) serves the re-rendered pages within 10 s.
 */
describe('Publishing re-renders the pages on every instance', () => {
  let db: TestDatabase;
  let editorApp: NestExpressApplication;
  let site: ServerProcess;
  let editor: OperatorClient;
  // Letters only: the title stays unique without digits (a title may hold them; the form sends it as the role).
  const stamp = Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);

  const job = (overrides: Partial<JobData> = {}): JobData => ({
    ...JOBS[0]!.data,
    title: `Senior Platform Engineer ${stamp}`,
    department: 'Engineering',
    workplace: 'remote',
    employmentType: 'full-time',
    experience: '5-8 years',
    experienceYears: { min: 5, max: 8 },
    skills: ['TypeScript', 'PostgreSQL'],
    salary: { min: 2_400_000, max: 3_600_000, currency: 'INR', period: 'year' },
    description: 'Build **APIs** for our clients.',
    closesOn: '2099-12-31',
    open: true,
    ...overrides,
  });

  beforeAll(async () => {
    requireBuiltSite();
    db = await createDatabase();
    const uploadsDir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'publish-'));
    site = await ServerProcess.start({ databaseUrl: db.url, uploadsDir, env: { SITE_DIR } });
    // The build's first start renders every page once (see site-page-publisher.ts); let it finish.
    // About 5-16 s of CPU on an idle machine; minutes are possible beside CI's other lanes.
    await waitFor('the first render', () => site.log.includes('pages re-rendered'), 180_000);
    editorApp = await createApp(testConfig(), db.url);
    editor = await signIn(editorApp, { role: 'editor', displayName: 'Erin Editor' });
  }, 240_000);

  afterAll(async () => {
    // The instance's log, to look at a failure: PUBLISH_LOG=<file>.
    if (process.env.PUBLISH_LOG) writeFileSync(process.env.PUBLISH_LOG, site?.log ?? '');
    await editorApp?.close();
    await killAllServers();
    await db?.drop();
  });

  it('a deploy: a build with no rows renders every page once when it starts; rows of another build are never served', async () => {
    const builds = await db.query<{ build_id: string; pages: number }>(
      `SELECT build_id, count(*)::int AS pages FROM published_page WHERE change = 'build' GROUP BY build_id`,
    );
    expect(builds).toHaveLength(1);
    const paths = (
      await db.query<{ path: string }>('SELECT path FROM published_page WHERE build_id = $1', [
        builds[0]!.build_id,
      ])
    ).map((row) => row.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/_root.data',
        '/careers/jobs',
        '/careers/jobs.data',
        '/bloggrid/rss.xml',
        '/sitemap.xml',
      ]),
    );
    // An older build's page (its HTML names asset files this build does not have): ignored.
    await db.query(
      `INSERT INTO published_page (build_id, path, status, content_type, body, etag, source_at, change)
       VALUES ('an-older-build', '/careers/jobs', 200, 'text/html', 'AN OLDER BUILD', '"old"', now(), 'build')`,
    );
    const jobs = await send(`${site.baseUrl}/careers/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.text).not.toContain('AN OLDER BUILD');
    expect(jobs.text).toContain('Sales Intern');
    // The not-found screen's address, re-rendered with the rest, still answers 404.
    expect(paths).toEqual(expect.arrayContaining(['/pagenotfound', '/404']));
    const notFound = await send(`${site.baseUrl}/pagenotfound`);
    expect(notFound.status).toBe(404);
    expect(notFound.text).toContain('<title>Page not found | Orbitwise Technologies</title>');
  });

  it('shows a published job on the careers page, its own page with JobPosting JSON-LD and the sitemap; closing it takes it off', async () => {
    const slug = `senior-platform-engineer-${stamp}`;
    const data = job();
    await editor.post(CONTENT_API.documents('job')).send({ slug, data }).expect(201);
    // Before the publish: neither listed nor a page.
    expect((await send(`${site.baseUrl}/careers/jobs`)).text).not.toContain(data.title);
    expect((await send(`${site.baseUrl}/careers/jobs/${slug}`)).status).toBe(404);

    const publishedAt = Date.now();
    await editor.post(CONTENT_API.publish('job', slug)).send({}).expect(200);
    const listed = await pollUntil(
      'the job on /careers/jobs',
      `${site.baseUrl}/careers/jobs`,
      ({ status, text }) => status === 200 && text.includes(data.title),
      publishedAt,
    );
    console.log(`publish -> /careers/jobs on the other instance: ${listed} ms`);
    expect(listed).toBeLessThan(PUBLISH_DEADLINE_MS);

    const page = await send(`${site.baseUrl}/careers/jobs/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toMatch(/^"/);
    expect(
      (
        await send(`${site.baseUrl}/careers/jobs/${slug}`, {
          headers: { 'If-None-Match': page.headers.etag! },
        })
      ).status,
    ).toBe(304);
    // The prerender's shape: scripts deferred past the first paint, and the route data for client navigation.
    expect(page.text).not.toContain('rel="modulepreload"');
    expect(page.text).toContain('requestAnimationFrame');
    expect((await send(`${site.baseUrl}/careers/jobs/${slug}.data`)).text).toContain(data.title);

    const posting = jsonLdOf(page.text).find((block) => block['@type'] === 'JobPosting');
    expect(posting).toBeDefined();
    // Google's required properties, and the recommended ones this job has.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: data.title,
      datePosted: new Date().toISOString().slice(0, 10),
      validThrough: expect.stringMatching(/^2099-12-31T/),
      employmentType: 'FULL_TIME',
      hiringOrganization: expect.objectContaining({ '@type': 'Organization', name: expect.any(String) }),
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [expect.objectContaining({ '@type': 'Country' })],
    });
    expect(posting!.description).toContain('<strong>APIs</strong>');

    const sitemap = await send(`${site.baseUrl}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain(`/careers/jobs/${slug}</loc>`);
    expect(sitemap.text).toContain('/careers/jobs/sales-intern</loc>');

    // The editor closes it.
    const current = (await editor.get(CONTENT_API.document('job', slug)).expect(200)).body as {
      version: number;
    };
    await editor
      .put(CONTENT_API.document('job', slug))
      .send({ data: { ...data, open: false }, version: current.version })
      .expect(200);
    const closedAt = Date.now();
    await editor.post(CONTENT_API.publish('job', slug)).send({}).expect(200);
    const gone = await pollUntil(
      'the closed job off /careers/jobs',
      `${site.baseUrl}/careers/jobs`,
      ({ status, text }) => status === 200 && !text.includes(data.title),
      closedAt,
    );
    console.log(`close -> off /careers/jobs on the other instance: ${gone} ms`);
    const closed = await send(`${site.baseUrl}/careers/jobs/${slug}`);
    expect(closed.status).toBe(404);
    expect(closed.text).not.toContain(data.title);
    expect((await send(`${site.baseUrl}/sitemap.xml`)).text).not.toContain(`/careers/jobs/${slug}<`);
  });

  it('closes a job the build prerendered: its built page answers 404 once it is unpublished', async () => {
    const slug = JOBS[0]!.slug;
    expect((await send(`${site.baseUrl}/careers/jobs/${slug}`)).status).toBe(200);
    const since = Date.now();
    await editor.post(CONTENT_API.unpublish('job', slug)).expect(200);
    const took = await pollUntil(
      'the seed job page gone',
      `${site.baseUrl}/careers/jobs/${slug}`,
      ({ status }) => status === 404,
      since,
    );
    console.log(`unpublish -> built page 404 on the other instance: ${took} ms`);
    expect((await send(`${site.baseUrl}/careers/jobs/${slug}.data`)).status).toBe(404);
  });

  it("serves each event's calendar file as published: a new title within seconds, gone once unpublished; the spec's event.ics follows the AI fest's current edition", async () => {
    const meetup = EVENTS.find((event) => event.slug === 'hyderabad-dotnet-azure-meetup-2027')!;
    const calendar = `${site.baseUrl}/events/${meetup.slug}.ics`;
    const first = await send(calendar);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.text).toContain(`SUMMARY:${meetup.data.title}`);

    const title = `Hyderabad Meetup ${stamp}`;
    const current = (await editor.get(CONTENT_API.document('event', meetup.slug)).expect(200))
      .body as ContentDocumentView<'event'>;
    await editor
      .put(CONTENT_API.document('event', meetup.slug))
      .send({ data: { ...current.draft, title }, version: current.version })
      .expect(200);
    const changed = Date.now();
    await editor.post(CONTENT_API.publish('event', meetup.slug)).send({}).expect(200);
    const renamed = await pollUntil(
      'the new title in the .ics',
      calendar,
      ({ text }) => text.includes(`SUMMARY:${title}`),
      changed,
    );
    console.log(`event publish -> its .ics on the other instance: ${renamed} ms`);

    const unpublished = Date.now();
    await editor.post(CONTENT_API.unpublish('event', meetup.slug)).expect(200);
    await pollUntil('the .ics gone', calendar, ({ status }) => status === 404, unpublished);

    // The spec-era file: the current edition (2027) taken off the site, the 2025 edition's dates.
    const specCalendar = `${site.baseUrl}/events/microsoft/ai-skills-fest/event.ics`;
    expect((await send(specCalendar)).text).toContain('DTSTART:20270408');
    const offSite = Date.now();
    await editor.post(CONTENT_API.unpublish('event', 'microsoft-ai-skills-fest-2027')).expect(200);
    await pollUntil(
      'event.ics of the 2025 edition',
      specCalendar,
      ({ text }) => text.includes('DTSTART:20250408'),
      offSite,
    );
  });

  it("shows the published company details in every page's footer and a page document's title in its head; the year turns with a whole-site render", async () => {
    const careers = `${site.baseUrl}/careers/jobs`;
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
      new Date(),
    );
    const before = (await send(careers)).text;
    expect(before).toContain(`© Copyright ${year} Orbitwise Technologies`);
    expect(before).toContain('<title>Careers - We Are Hiring | Orbitwise Technologies</title>');

    const company = (await editor.get(CONTENT_API.document('site', 'company')).expect(200))
      .body as ContentDocumentView<'site'>;
    const blurb = `Orbitwise ${stamp} has trained {studentsTrained}+ students.`;
    await editor
      .put(CONTENT_API.document('site', 'company'))
      .send({ data: { ...company.draft, blurb }, version: company.version })
      .expect(200);
    const page = (await editor.get(CONTENT_API.document('page', 'careers')).expect(200))
      .body as ContentDocumentView<'page'>;
    const title = `Engineering careers ${stamp} | Orbitwise`;
    await editor
      .put(CONTENT_API.document('page', 'careers'))
      .send({ data: { ...page.draft, title }, version: page.version })
      .expect(200);
    // A page document re-renders its own route: within seconds.
    const since = Date.now();
    await editor.post(CONTENT_API.publish('page', 'careers')).send({}).expect(200);
    const took = await pollUntil(
      'the new title on the careers page',
      careers,
      ({ text }) => text.includes(`<title>${title}</title>`),
      since,
    );
    console.log(`page document publish -> its page on the other instance: ${took} ms`);
    expect((await send(careers)).text).toContain(`<meta property="og:title" content="${title}"/>`);

    // The company details re-render every page (about 20 s of CPU here): the footer of each.
    const siteSince = Date.now();
    await editor.post(CONTENT_API.publish('site', 'company')).send({}).expect(200);
    await waitFor(
      'the new blurb in the footer',
      async () => (await send(careers)).text.includes(`Orbitwise ${stamp} has trained 500,000+ students.`),
      120_000,
    );
    console.log(`company details publish -> every page on the other instance: ${Date.now() - siteSince} ms`);
    expect((await send(`${site.baseUrl}/contactus`)).text).toContain(`Orbitwise ${stamp} has trained`);
    // An unknown address too: the catch-all route's not-found page, re-rendered with the rest.
    const unknown = await send(`${site.baseUrl}/no-such-page-${stamp}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<title>Page not found | Orbitwise Technologies</title>');
    expect(unknown.text).toContain(`Orbitwise ${stamp} has trained`);
    // The page of the route the browser's router matches there (the catch-all), not /pagenotfound's.
    expect(unknown.text).toMatch(/"not-found":route\d+\}/);
    expect(unknown.text).not.toContain('"page-not-found"');

    // The new year reaches every page: a whole-site render at 00:05 on 1 January in India.
    const schedules = await db.query<{ name: string; cron: string; timezone: string }>(
      `SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'site.new-year'`,
    );
    expect(schedules).toEqual([{ name: 'site.new-year', cron: '35 18 31 12 *', timezone: 'UTC' }]);
  }, 180_000);

  it('publishes a scheduled post when content.publish-due runs: in the RSS and Atom feeds and on its tag page', async () => {
    const slug = `release-notes-${stamp}`;
    const tag = `Platform${stamp}`;
    const data: PostData = {
      ...POSTS[0]!.data,
      title: `Release notes ${stamp}`,
      date: '2099-01-01',
      tags: [tag],
      externalUrl: `https://academy.orbitwise.example/blog/${slug}`,
    };
    await editor.post(CONTENT_API.documents('post')).send({ slug, data }).expect(201);
    await editor
      .post(CONTENT_API.publish('post', slug))
      .send({ at: new Date(Date.now() + 60_000).toISOString() })
      .expect(200);
    const tagPage = `${site.baseUrl}/bloggrid/tag/${tag.toLowerCase()}`;
    expect((await send(tagPage)).status).toBe(404);
    // Its time comes: what the content.publish-due job runs.
    await db.query(`UPDATE content_document SET publish_at = now() - interval '1 second' WHERE slug = $1`, [
      slug,
    ]);
    const due = Date.now();
    expect(await editorApp.get(ContentService).publishDue()).toBe(1);
    const inFeed = await pollUntil(
      'the post in the RSS feed',
      `${site.baseUrl}/bloggrid/rss.xml`,
      ({ text }) => text.includes(data.title),
      due,
    );
    console.log(`scheduled publish -> RSS on the other instance: ${inFeed} ms`);
    expect((await send(`${site.baseUrl}/bloggrid/atom.xml`)).text).toContain(data.title);
    const tagged = await send(tagPage);
    expect(tagged.status).toBe(200);
    expect(tagged.text).toContain(data.title);
    const grid = await send(`${site.baseUrl}/bloggrid`);
    expect(grid.text).toContain(data.title);
  });

  it('sends every page of the sitemap compressed after a publish: brotli or gzip as accepted, with Vary, the same page once decoded', async () => {
    const slug = `compressed-engineer-${stamp}`;
    const data = job({ title: `Compressed Engineer ${stamp}` });
    await editor.post(CONTENT_API.documents('job')).send({ slug, data }).expect(201);
    const since = Date.now();
    await editor.post(CONTENT_API.publish('job', slug)).send({}).expect(200);
    await pollUntil(
      'the new job in the sitemap',
      `${site.baseUrl}/sitemap.xml`,
      ({ text }) => text.includes(`/careers/jobs/${slug}</loc>`),
      since,
    );
    const sitemap = (await send(`${site.baseUrl}/sitemap.xml`)).text;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/careers/jobs',
        '/aboutus/aboutorbitwise',
        '/contactus',
        '/industries',
        `/careers/jobs/${slug}`,
      ]),
    );
    // Every one of them is a re-rendered page (a row), not a file of the build.
    const rows = new Set(
      (await db.query<{ path: string }>('SELECT path FROM published_page WHERE status = 200')).map(
        (row) => row.path,
      ),
    );
    expect(paths.filter((path) => !rows.has(path))).toEqual([]);

    const problems: string[] = [];
    for (const path of paths) {
      const url = `${site.baseUrl}${path}`;
      const [plain, br, gzip] = await Promise.all([
        getBytes(url),
        getBytes(url, { 'Accept-Encoding': 'br, gzip' }),
        getBytes(url, { 'Accept-Encoding': 'gzip' }),
      ]);
      const seen = (answer: typeof plain) =>
        `${answer.status} ${answer.headers['content-encoding'] ?? 'identity'} vary=${answer.headers.vary ?? ''}`;
      const expected = (coding: string) => `200 ${coding} vary=Accept-Encoding`;
      if (seen(plain) !== expected('identity')) problems.push(`${path} plain: ${seen(plain)}`);
      if (seen(br) !== expected('br')) problems.push(`${path} br, gzip: ${seen(br)}`);
      else if (!brotliDecompressSync(br.body).equals(plain.body))
        problems.push(`${path}: br decodes to another page`);
      if (seen(gzip) !== expected('gzip')) problems.push(`${path} gzip: ${seen(gzip)}`);
      else if (!gunzipSync(gzip.body).equals(plain.body))
        problems.push(`${path}: gzip decodes to another page`);
    }
    expect(problems).toEqual([]);
    const home = await getBytes(`${site.baseUrl}/`, { 'Accept-Encoding': 'br, gzip' });
    console.log(
      `re-rendered / as br: ${home.body.length} bytes (${brotliDecompressSync(home.body).length} plain)`,
    );
  });
});
