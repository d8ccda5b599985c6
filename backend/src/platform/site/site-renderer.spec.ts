import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtVersion, LazySiteRenderer } from './site-renderer';

/** A replica learns its build from the client manifest's name and loads the server build only to render. */
describe('LazySiteRenderer: the server build loaded on the first render', () => {
  let root: string;
  let siteDir: string;
  let serverBuild: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'site-renderer-'));
    siteDir = path.join(root, 'client');
    serverBuild = path.join(root, 'render', 'index.mjs');
    mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
    mkdirSync(path.dirname(serverBuild));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const writeServerBuild = (version: string, file = serverBuild) =>
    writeFileSync(
      file,
      `export const assets = { version: '${version}' };\n` +
        'export const prerender = [];\nexport const routes = {};\n' +
        'export const entry = { module: { renderPlan() {}, createRequestHandler() {} } };\n',
    );

  it('takes the build id from the one client manifest, without loading the server build', async () => {
    writeFileSync(path.join(siteDir, 'assets', 'manifest-791c5e91.js'), '');
    writeFileSync(path.join(siteDir, 'assets', 'entry.client-AbC1.js'), '');
    writeFileSync(serverBuild, 'throw new Error("loaded at start");\n');

    const site = await LazySiteRenderer.open(serverBuild, siteDir);

    expect(site.buildId).toBe('791c5e91');
    await expect(site.renderer()).rejects.toThrow('loaded at start');
  });

  it('loads the server build on the first render, once, and refuses one of another build', async () => {
    writeFileSync(path.join(siteDir, 'assets', 'manifest-791c5e91.js'), '');
    writeServerBuild('791c5e91');
    const site = await LazySiteRenderer.open(serverBuild, siteDir);

    const first = await site.renderer();
    expect(first.buildId).toBe('791c5e91');
    expect(await site.renderer()).toBe(first);

    const otherBuild = path.join(root, 'render', 'other.mjs');
    writeServerBuild('0badc0de', otherBuild);
    const other = await LazySiteRenderer.open(otherBuild, siteDir);
    await expect(other.renderer()).rejects.toThrow(/is build 0badc0de, the site's files are 791c5e91/);
  });

  it('without exactly one client manifest, loads the server build at once to learn its id', async () => {
    writeServerBuild('a1b2c3d4');
    expect(builtVersion(siteDir)).toBeUndefined();
    expect((await LazySiteRenderer.open(serverBuild, siteDir)).buildId).toBe('a1b2c3d4');

    writeFileSync(path.join(siteDir, 'assets', 'manifest-11111111.js'), '');
    writeFileSync(path.join(siteDir, 'assets', 'manifest-22222222.js'), '');
    expect(builtVersion(siteDir)).toBeUndefined();
    expect(builtVersion(path.join(root, 'no-such-site'))).toBeUndefined();
  });
});
