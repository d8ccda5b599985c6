import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PublishedPage } from './published-page.repository';
import { scriptSrcOf } from './script-hashes';
import { siteRouter, type PublishedPages } from './site.router';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The pages re-rendered after a publish, as the one-port server sends them (published_page rows). */
describe('siteRouter: re-rendered pages', () => {
  const inline = 'window.__reactRouterContext = {"state":{}};';
  const html = `<!doctype html><title>Careers</title><script>${inline}</script>` + 'Open jobs. '.repeat(500);
  const data = '[{"_1":2},"routes/careers"]'.repeat(60);
  const calendar = (from: string) => `BEGIN:VCALENDAR\r\nX-FROM:${from}\r\nEND:VCALENDAR\r\n`;
  // The catch-all route's page, re-rendered with a new company name; the build's still has the old one.
  const notFound = (company: string) =>
    `<!doctype html><title>Page not found | ${company}</title><script>${inline}</script>` +
    'Not found. '.repeat(200);
  const pages: Record<string, PublishedPage> = {
    '/careers/jobs': page(html, 'text/html; charset=utf-8', '"careers"'),
    '/careers/jobs.data': page(data, 'text/x-script', '"careers-data"'),
    '/pagenotfound': page(html, 'text/html; charset=utf-8', '"not-found"'),
    '/tiny': page('<!doctype html><p>Hi</p>', 'text/html; charset=utf-8', '"tiny"'),
    '/events/meetup.ics': page(calendar('published'), 'text/calendar; charset=utf-8', '"meetup-ics"'),
    '/events/gone.ics': { status: 404, renderedAt: new Date('2026-11-27T10:00:00Z') },
    '/404': page(notFound('Renamed Ltd'), 'text/html; charset=utf-8', '"catch-all"'),
    '/careers/jobs/closed': { status: 404, renderedAt: new Date('2026-11-27T10:00:00Z') },
  };
  const published: PublishedPages = { page: (route) => Promise.resolve(pages[route]) };
  let dir: string;
  let server: Server;
  let port: number;

  function page(body: string, contentType: string, etag: string): PublishedPage {
    return { status: 200, body, contentType, etag, renderedAt: new Date('2026-11-27T10:00:00Z') };
  }

  function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'site-published-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    // The build's calendar files: the published ones win over them, an unpublished one is gone.
    mkdirSync(path.join(dir, 'events'));
    writeFileSync(path.join(dir, 'events', 'meetup.ics'), calendar('build'));
    writeFileSync(path.join(dir, 'events', 'gone.ics'), calendar('build'));
    mkdirSync(path.join(dir, '404'));
    writeFileSync(path.join(dir, '404', 'index.html'), notFound('Built Ltd'));
    const app = express();
    app.use(siteRouter(dir, published));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a re-rendered page as brotli when accepted, with Vary and an ETag of its own', async () => {
    const answer = await get('/careers/jobs', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers.etag).toBe('"careers-br"');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(html);
  });

  it('sends gzip to a client that accepts only gzip, and the page as it is to one that accepts none', async () => {
    const gzip = await get('/careers/jobs', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe('"careers-gzip"');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);

    const plain = await get('/careers/jobs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers.etag).toBe('"careers"');
    expect(plain.body.toString('utf8')).toBe(html);
  });

  it('compresses route data too, and sends the same bytes to the next request', async () => {
    const first = await get('/careers/jobs.data', { 'Accept-Encoding': 'br' });
    const second = await get('/careers/jobs.data', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe(data);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it.each([
    ['a refused brotli', 'br;q=0, gzip', 'gzip'],
    ['identity only', 'identity', undefined],
    ['nothing at all', '*;q=0', undefined],
    ['an unreadable weight (ignored)', 'br;q=abc, gzip;q=0.5', 'br'],
    ['empty parts', ',,;;q=, ', undefined],
    ['8000 characters of nothing known', 'x'.repeat(8000), undefined],
    ['an infinite weight', 'gzip;q=1e999', 'gzip'],
    ['bytes outside ASCII', '\u00ff\u00fe', undefined],
  ])(
    'Accept-Encoding with %s: %j -> %j, and the body decodes to the page',
    async (_what, acceptEncoding, coding) => {
      const answer = await get('/careers/jobs', { 'Accept-Encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      const decoded =
        coding === 'br'
          ? brotliDecompressSync(answer.body)
          : coding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(decoded.toString('utf8')).toBe(html);
    },
  );

  it('answers a conditional request for the copy it sent with 304, and another coding with the page', async () => {
    const same = await get('/careers/jobs', { 'Accept-Encoding': 'br', 'If-None-Match': '"careers-br"' });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    const other = await get('/careers/jobs', { 'Accept-Encoding': 'gzip', 'If-None-Match': '"careers-br"' });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const answer = await get('/careers/jobs', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it("keeps the not-found screen's 404, compressed", async () => {
    const answer = await get('/pagenotfound', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(html);
  });

  it('sends a page too small to gain as it is', async () => {
    const answer = await get('/tiny', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('<!doctype html><p>Hi</p>');
  });

  it("sends nginx's security headers, with a CSP naming the page's own inline scripts", async () => {
    const answer = await get('/careers/jobs', { 'Accept-Encoding': 'br' });
    const scriptSrc = scriptSrcOf(html);
    expect(scriptSrc).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(answer.headers['content-security-policy']).toContain(`script-src ${scriptSrc};`);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("sends an event's calendar file as published, not the build's copy; an unpublished one is a plain 404", async () => {
    const answer = await get('/events/meetup.ics');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.etag).toBe('"meetup-ics"');
    expect(answer.body.toString('utf8')).toBe(calendar('published'));

    const gone = await get('/events/gone.ics');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("answers an unknown address, /404 and a page that left the site with the catch-all's re-rendered page, 404", async () => {
    for (const url of ['/no-such-page', '/404', '/careers/jobs/closed']) {
      const answer = await get(url, { 'Accept-Encoding': 'gzip' });
      expect({ url, status: answer.status, etag: answer.headers.etag }).toEqual({
        url,
        status: 404,
        etag: '"catch-all-gzip"',
      });
      expect(gunzipSync(answer.body).toString('utf8')).toBe(notFound('Renamed Ltd'));
      expect(answer.headers['content-security-policy']).toContain(`script-src ${scriptSrcOf(html)};`);
    }
    expect((await get('/no-such-file.png')).body.toString('utf8')).toBe('Not found');
  });

  it("answers an unknown address with the build's not-found page while the database does not answer", async () => {
    const down: PublishedPages = { page: () => Promise.reject(new Error('connection refused')) };
    const app = express().use(siteRouter(dir, down));
    const other = await new Promise<Server>((resolve) => {
      const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const { port: otherPort } = other.address() as AddressInfo;
        httpRequest({ host: '127.0.0.1', port: otherPort, path: '/no-such-page' }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        })
          .on('error', reject)
          .end();
      });
      expect(answer).toEqual({ status: 404, text: notFound('Built Ltd') });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
