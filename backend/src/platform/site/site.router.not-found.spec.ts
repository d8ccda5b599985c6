import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { siteRouter } from './site.router';

/** The one-port server's page rules over a small prerendered site. */
describe('siteRouter', () => {
  let dir: string;
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'site-'));
    const page = (route: string, body: string) => {
      mkdirSync(path.join(dir, route), { recursive: true });
      writeFileSync(path.join(dir, route, 'index.html'), `<!DOCTYPE html><h1>${body}</h1>`);
    };
    page('', 'Home');
    page('careers/jobs', 'Careers');
    page('404', 'Not found (404)');
    page('pagenotfound', 'Not found (pagenotfound)');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'export {};');
    app = express();
    app.use(siteRouter(dir));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves each page with 200 and an unknown path as the not-found page with 404', async () => {
    await request(app)
      .get('/careers/jobs')
      .expect(200, /Careers/);
    await request(app).get('/assets/app-abc.js').expect(200);
    await request(app)
      .get('/no-such-page')
      .expect(404, /Not found \(404\)/);
    await request(app)
      .get('/404')
      .expect(404, /Not found \(404\)/);
  });

  it('answers /pagenotfound with its own not-found page and status 404, as nginx does', async () => {
    for (const url of ['/pagenotfound', '/pagenotfound/']) {
      const response = await request(app).get(url).expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('Not found (pagenotfound)');
    }
    await request(app).head('/pagenotfound').expect(404);
  });

  it('never serves the error pages as files of their own with 200', async () => {
    for (const url of ['/pagenotfound/index.html', '/404/index.html']) {
      await request(app).get(url).expect(404);
    }
  });
});
