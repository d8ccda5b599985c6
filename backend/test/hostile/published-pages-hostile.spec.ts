import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PublishedPageRepository } from '../../src/platform/site/published-page.repository';
import { siteRouter } from '../../src/platform/site/site.router';
import { createTestApp } from '../test-app';

/**
 * Hostile suite for the re-rendered pages: `published_page` holds route paths only (the
 * repository and the table's CHECK both refuse anything else), and no request path, however encoded,
 * reaches a page or a file outside the site. The publisher writes no file at all: pages are rows.
 */
describe('published pages: path tricks', () => {
  const BUILD = 'hostile-build';
  let app: NestExpressApplication;
  let db: DataSource;
  let pages: PublishedPageRepository;
  let server: Server;
  let outside: string;

  const TRICKS = [
    '/../etc/passwd',
    '/careers/jobs/../../secret',
    '/careers/jobs/%2e%2e/%2e%2e/secret',
    '/careers/jobs/..%2f..%2fsecret',
    'http://evil.example/careers/jobs',
    '//evil.example/careers/jobs',
    '/careers/jobs/a\\..\\b',
    '/careers/jobs/x\0',
    'careers/jobs',
    '/careers//jobs',
    '/careers/jobs/.hidden',
    '/bloggrid/post/..%2f..%2fsecret',
    '/bloggrid/post/<script>',
  ];

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    pages = app.get(PublishedPageRepository);
    const root = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'hostile-site-'));
    const site = path.join(root, 'client');
    mkdirSync(path.join(site, '404'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(site, '404', 'index.html'), '<!doctype html><title>Not found</title>Not found');
    // A file beside the site that no path may reach.
    outside = path.join(root, 'secret');
    writeFileSync(outside, 'SECRET');
    const web = express();
    web.use(siteRouter(site, { page: (pagePath) => pages.find(BUILD, pagePath) }));
    server = web.listen(0);
  });

  afterAll(async () => {
    server?.close();
    await app?.close();
  });

  const rows = async () =>
    (await db.query('SELECT path FROM published_page WHERE build_id = $1 ORDER BY path', [BUILD])) as {
      path: string;
    }[];

  it.each(TRICKS)('the repository refuses to store %j', async (trick) => {
    await expect(
      pages.save(BUILD, new Date(), 'hostile', [
        { path: trick, page: { contentType: 'text/html', body: 'x', etag: '"x"' } },
      ]),
    ).rejects.toThrow('not a route path');
    expect(await rows()).toEqual([]);
  });

  it.each(TRICKS)('the table refuses %j even from other SQL', async (trick) => {
    await expect(
      db.query(
        `INSERT INTO published_page (build_id, path, status, content_type, body, etag, source_at, change)
         VALUES ($1, $2, 200, 'text/html', 'x', '"x"', now(), 'hostile')`,
        [BUILD, trick],
      ),
    ).rejects.toThrow(/published_page_path_check|violates check constraint|invalid byte sequence/);
    expect(await rows()).toEqual([]);
  });

  it('serves a stored page, and nothing outside the site for any encoding of a path trick', async () => {
    await pages.save(BUILD, new Date(), 'hostile', [
      { path: '/careers/jobs', page: { contentType: 'text/html; charset=utf-8', body: 'JOBS', etag: '"j"' } },
    ]);
    const jobs = await request(server).get('/careers/jobs').expect(200);
    expect(jobs.text).toBe('JOBS');
    for (const trick of [
      '/careers/jobs/..%2f..%2f..%2fsecret',
      '/careers/jobs/%2e%2e/%2e%2e/%2e%2e/secret',
      '/%2e%2e/secret',
      '/..%5csecret',
      '/careers/jobs%00',
      '/bloggrid/post/..%2f..%2f..%2fsecret',
      '/bloggrid/post/%2e%2e/%2e%2e/%2e%2e/secret',
    ]) {
      const response = await request(server).get(trick);
      expect([400, 404]).toContain(response.status);
      expect(response.text).not.toContain('SECRET');
      expect(response.text).not.toContain('JOBS');
    }
    expect((await rows()).map((row) => row.path)).toEqual(['/careers/jobs']);
  });

  it('a removed page is a 404 although the build has its file', async () => {
    await pages.save(BUILD, new Date(), 'hostile', [{ path: '/', page: null }]);
    const home = await request(server).get('/').expect(404);
    expect(home.text).toContain('Not found');
  });
});
