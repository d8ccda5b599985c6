import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '../faults/support';
import { createTestApp } from '../test-app';
import { requireBuiltSite, SITE_DIR, startNginx, type RunningNginx } from './support';

/** What a browser enforces or a cache keys on: each must be the same from both servers. */
const COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-robots-tag',
  'cache-control',
  'content-encoding',
  'vary',
] as const;

/**
 * The one-port server (`npm start`) and nginx, with the repository's own configuration over the
 * same build, answer every kind of page, file and not-found with the same security headers: nginx's
 * configuration is the reference, so a header changed on one side only fails here.
 */
describe('npm start sends the headers nginx sends', () => {
  let dir: string;
  let app: NestExpressApplication;
  let nginx: RunningNginx | undefined;
  let nodeUrl: string;
  let nginxUrl: string;

  beforeAll(async () => {
    requireBuiltSite();
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'nginx-parity-'));
    // The build through a link: no server build beside it, so this app renders no page (the build's files).
    const site = path.join(dir, 'site');
    symlinkSync(SITE_DIR, site);
    app = await createTestApp({ siteDir: site });
    await app.listen(0, '127.0.0.1');
    nodeUrl = await app.getUrl();

    // nginx proxies /api to this app, as in production: both answer the API's addresses too.
    nginx = await startNginx({ dir, site: SITE_DIR, upstream: new URL(nodeUrl).host });
    nginxUrl = nginx.url;
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const asset = () => {
    const name = readdirSync(path.join(SITE_DIR, 'assets')).find((file) => file.endsWith('.js'));
    if (!name) throw new Error('the build has no script in assets/');
    return `/assets/${name}`;
  };

  it.each([
    ['the home page', '/'],
    ['a page', '/aboutus/aboutorbitwise'],
    ['a page the build prerendered for a job list', '/careers/jobs'],
    ['the console', '/admin'],
    ['a console screen', '/admin/inbox'],
    ['a deep console address', '/admin/submissions/00000000-0000-4000-8000-000000000000'],
    ['an unknown path (the not-found page)', '/no-such-page'],
    ["the not-found screen's own address", '/pagenotfound'],
    ['an unknown project', '/portfolio/no-such-project'],
    ['route data', '/_root.data'],
    ['the sitemap', '/sitemap.xml'],
    ['robots.txt', '/robots.txt'],
    ['a hashed asset', 'ASSET'],
    ['a missing asset', '/assets/no-such-file.js'],
    ['a missing file', '/no-such-file.png'],
  ])('%s (%s)', async (_what, address) => {
    const url = address === 'ASSET' ? asset() : address;
    for (const acceptEncoding of [undefined, 'gzip']) {
      const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      const [viaNode, viaNginx] = await Promise.all([
        send(`${nodeUrl}${url}`, { headers }),
        send(`${nginxUrl}${url}`, { headers }),
      ]);
      const compared = (answer: typeof viaNode) => ({
        status: answer.status,
        ...Object.fromEntries(COMPARED.map((name) => [name, answer.headers[name]])),
      });
      expect({ url, acceptEncoding, ...compared(viaNode) }).toEqual({
        url,
        acceptEncoding,
        ...compared(viaNginx),
      });
    }
    // Not only equal: the console and the not-found page may never be framed.
    const answer = await send(`${nodeUrl}${url}`);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  // The API's answers: nginx hides the API's copies of its headers and adds its own (one of each), so
  // the security headers must be the same. Not compression: nginx gzips proxied JSON, the API does not.
  it.each([
    ['the API docs (Swagger UI)', '/api/docs', "script-src 'self' 'unsafe-inline'"],
    ['a Swagger UI file', '/api/docs/swagger-ui-init.js', "script-src 'self' 'unsafe-inline'"],
    ['the OpenAPI document', '/api/docs-json', "script-src 'self' 'unsafe-inline'"],
    ['a console answer (signed out)', '/api/admin/session', 'sandbox'],
    ['a console answer that does not exist', '/api/admin/no-such-thing', 'sandbox'],
    ['an unknown API address', '/api/no-such-thing', "default-src 'none'"],
    ['a public API answer', '/api/health', "default-src 'none'"],
  ])('%s (%s)', async (_what, url, policy) => {
    const security = COMPARED.filter((name) => !['content-encoding', 'vary'].includes(name));
    const [viaNode, viaNginx] = await Promise.all([send(`${nodeUrl}${url}`), send(`${nginxUrl}${url}`)]);
    const compared = (answer: typeof viaNode) => ({
      status: answer.status,
      ...Object.fromEntries(security.map((name) => [name, answer.headers[name]])),
    });
    expect({ url, ...compared(viaNode) }).toEqual({ url, ...compared(viaNginx) });
    expect(viaNode.headers['x-frame-options']).toBe('DENY');
    expect(viaNode.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(viaNode.headers['content-security-policy']).toContain(policy);
  });
});
