import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '../faults/support';
import { startNginx, type RunningNginx } from './support';

const notFoundPage = (company: string) =>
  `<!doctype html><title>Page not found | ${company}</title><h1>Not found</h1>`;

/**
 * nginx with `--pages-from-api` passes on the API's answer for an unknown address: the not-found page
 * as re-rendered after a publish (the company's new name in its title, header and footer), status 404.
 * While no API answers, its own copy of the build's not-found page, still 404. A stand-in API and a
 * tiny built site keep this independent of the real build.
 */
describe('nginx serves the not-found page the API sends', () => {
  let dir: string;
  let api: http.Server;
  let nginx: RunningNginx | undefined;
  let nginxUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'nginx-not-found-'));
    // nginx's workers may run as another user (nobody, when started as root): they read the site.
    chmodSync(dir, 0o755);
    const site = path.join(dir, 'site');
    mkdirSync(path.join(site, '404'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(site, '404', 'index.html'), notFoundPage('Built Ltd'));

    // The API: "unavailable" for one page, a plain 404 for route data, the re-rendered not-found page else.
    api = http.createServer((req, res) => {
      if (req.url === '/api-down' || req.url === '/') return void res.writeHead(503).end();
      if (req.url?.endsWith('.data'))
        return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage('Renamed Ltd'));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiAddress = `127.0.0.1:${(api.address() as AddressInfo).port}`;

    nginx = await startNginx({ dir, site, upstream: apiAddress, pagesFromApi: true });
    nginxUrl = nginx.url;
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => api?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("answers an unknown address with the API's re-rendered not-found page, status 404", async () => {
    for (const url of ['/no-such-page', '/careers/jobs/closed-job']) {
      const answer = await send(`${nginxUrl}${url}`);
      expect({ url, status: answer.status, text: answer.text }).toEqual({
        url,
        status: 404,
        text: notFoundPage('Renamed Ltd'),
      });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it("serves its own copy of the build's not-found page, 404, while the API does not answer", async () => {
    const answer = await send(`${nginxUrl}/api-down`);
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 404,
      text: notFoundPage('Built Ltd'),
    });
    const home = await send(`${nginxUrl}/`);
    expect({ status: home.status, text: home.text }).toEqual({
      status: 200,
      text: '<!doctype html><title>Home</title>',
    });
  });

  it('keeps a plain 404 for route data', async () => {
    const answer = await send(`${nginxUrl}/no-such-page.data`);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 404, text: 'Not found\n' });
  });
});
