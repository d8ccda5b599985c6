import type { NestExpressApplication } from '@nestjs/platform-express';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send, waitFor } from '../faults/support';
import { freePort } from '../free-port';
import { createTestApp } from '../test-app';
import { requireBuiltSite, SITE_DIR } from './support';

const RENDER = path.resolve(__dirname, '..', '..', '..', 'nginx', 'render.mjs');

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

function findNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
    existsSync(file),
  );
  // Never skipped: CI's processes lane runs the nginx suite next and has it installed.
  if (!found) throw new Error('nginx is not installed (apt-get install nginx)');
  return found;
}

/**
 * The one-port server (`npm start`) and nginx, with the repository's own configuration over the
 * same build, answer every kind of page, file and not-found with the same security headers: nginx's
 * configuration is the reference, so a header changed on one side only fails here.
 */
describe('npm start sends the headers nginx sends', () => {
  let dir: string;
  let app: NestExpressApplication;
  let nginx: ChildProcess | undefined;
  let nodeUrl: string;
  let nginxUrl: string;

  beforeAll(async () => {
    requireBuiltSite();
    const nginxBinary = findNginx();
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'nginx-parity-'));
    // The build through a link: no server build beside it, so this app renders no page (the build's files).
    const site = path.join(dir, 'site');
    symlinkSync(SITE_DIR, site);
    app = await createTestApp({ siteDir: site });
    await app.listen(0, '127.0.0.1');
    nodeUrl = await app.getUrl();

    // nginx proxies /api to this app, as in production: both answer the API's addresses too.
    const port = await freePort();
    const apiAddress = new URL(nodeUrl).host;
    nginxUrl = `http://127.0.0.1:${port}`;
    const conf = path.join(dir, 'conf');
    const errorLog = path.join(dir, 'error.log');
    const rendered = spawnSync(
      process.execPath,
      [
        RENDER,
        ...['--site', SITE_DIR, '--out', conf, '--upstream', apiAddress],
        ...['--listen', `127.0.0.1:${port}`, '--temp-dir', dir, '--pid', path.join(dir, 'nginx.pid')],
        ...['--access-log', 'off', '--error-log', errorLog, '--mime-types', '/etc/nginx/mime.types'],
      ],
      { encoding: 'utf8' },
    );
    if (rendered.status !== 0) throw new Error(`render.mjs failed: ${rendered.stderr}`);
    nginx = spawn(
      nginxBinary,
      ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    await waitFor(
      'nginx',
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(errorLog, 'utf8')}`);
        return (await send(`${nginxUrl}/robots.txt`).catch(() => undefined))?.status === 200;
      },
      15_000,
    );
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
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
