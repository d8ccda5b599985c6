import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { negotiateEncoding, NOT_FOUND_PAGE, siteRouter } from './site.router';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    [undefined, both, undefined],
    ['', both, undefined],
    ['identity', both, undefined],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['br', ['gzip'], undefined],
    ['gzip, br', ['gzip'], 'gzip'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0.1', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, undefined],
    ['*', both, 'br'],
    ['*;q=0.2, br;q=0', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['GZIP ; Q=1', both, 'gzip'],
    ['br;q=1.0, gzip;q=1.0', both, 'br'],
    ['br', [], undefined],
  ] as const)('Accept-Encoding %j with %j available -> %j', (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('siteRouter', () => {
  const page = '<!doctype html><html><body>' + 'About us. '.repeat(200) + '</body></html>';
  const script = 'export const x = 1;\n'.repeat(100);
  const notFound = '<!doctype html><title>Not found</title>' + 'Nothing here. '.repeat(100);
  let dir: string;
  let server: Server;
  let port: number;

  /** Writes a file of the built site, with its brotli and gzip copies when asked (as precompress.mjs). */
  function put(file: string, text: string, copies = true) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    if (!copies) return;
    writeFileSync(`${full}.br`, brotliCompressSync(text));
    writeFileSync(`${full}.gz`, gzipSync(text));
  }

  /** A raw HTTP request: no client decoding, so the bytes on the wire are what is checked. */
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
    dir = mkdtempSync(path.join(tmpdir(), 'site-router-'));
    put('index.html', '<!doctype html><title>Home</title>' + 'Home. '.repeat(200));
    put('about/index.html', page);
    put(NOT_FOUND_PAGE, notFound);
    put('assets/entry-abc123.js', script);
    put('assets/small-abc123.js', 'export {};\n', false);
    put('software-development.data', '[{"_1":2},"routes/service-page"]'.repeat(30));
    put('.hidden/secret.txt', 'secret');
    const app = express();
    app.use(siteRouter(dir));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli when accepted, immutable, with its own type and Vary', async () => {
    const answer = await get('/assets/entry-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts none', async () => {
    const gzip = await get('/assets/entry-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('sends a prerendered page compressed, revalidated (no-cache), as HTML', async () => {
    const answer = await get('/about', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);

    const home = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(home.body).toString()).toContain('<title>Home</title>');
  });

  it('sends the not-found page compressed with status 404', async () => {
    const answer = await get('/no/such/page', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(answer.body).toString()).toBe(notFound);
  });

  it('answers a conditional request for the copy it sent with 304', async () => {
    const first = await get('/assets/entry-abc123.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/entry-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const answer = await get('/assets/entry-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('sends a file without copies as it is, without Vary', async () => {
    const answer = await get('/assets/small-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};\n');
  });

  it('serves route data for client-side navigations, revalidated', async () => {
    const answer = await get('/software-development.data', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('never serves dotfiles or files outside the site, nor a missing asset as HTML', async () => {
    expect((await get('/.hidden/secret.txt')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    const missing = await get('/assets/missing-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });
});
