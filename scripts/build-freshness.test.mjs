// `node --test scripts/build-freshness.test.mjs`: `npm start` rebuilds exactly what is out of date. Each
// test runs on a small fixture of two workspaces (`app` imports `lib`), with a build that writes the
// output and counts its runs, never the real workspaces.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  ROOT,
  WORKSPACES,
  buildStale,
  hashInputs,
  recordBuild,
  staleWorkspaces,
} from './build-freshness.mjs';

const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const FIXTURE_WORKSPACES = [
  {
    name: 'lib',
    output: 'lib/dist/index.js',
    record: 'lib/dist/.build-inputs.json',
    inputs: ['lib/src'],
    imports: [],
  },
  {
    name: 'app',
    output: 'app/dist/main.js',
    record: 'app/dist/.build-inputs.json',
    inputs: ['app/src', 'app/package.json'],
    imports: ['lib'],
  },
];

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
  made.push(root);
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package-lock.json', '{"lockfileVersion":3}');
  write('lib/src/index.ts', 'export const answer = 42;');
  write('app/src/main.ts', 'console.log("started");');
  write('app/src/routes/home.ts', 'export default "home";');
  write('app/src/node_modules/ignored.js', 'a dependency, not a source');
  write('app/package.json', '{"name":"app"}');
  const builds = [];
  const build = (name) => {
    builds.push(name);
    const workspace = FIXTURE_WORKSPACES.find((each) => each.name === name);
    write(workspace.output, `built ${builds.length}`);
    return true;
  };
  const lines = [];
  const start = (options = {}) => {
    builds.length = 0;
    lines.length = 0;
    const ok = buildStale({
      root,
      workspaces: FIXTURE_WORKSPACES,
      build,
      log: (line) => lines.push(line),
      ...options,
    });
    return { ok, builds: [...builds], lines: [...lines] };
  };
  return { root, write, start, remove: (file) => rmSync(path.join(root, file), { force: true }) };
}

describe('npm start rebuilds what is out of date', () => {
  it('builds everything on the first start, then nothing while no source changes', () => {
    const { start } = fixture();
    const first = start();
    assert.deepEqual(first.builds, ['lib', 'app']);
    assert.deepEqual(first.lines, ['Building lib (no lib/dist/index.js yet); app (no app/dist/main.js yet)']);
    const second = start();
    assert.deepEqual(second, { ok: true, builds: [], lines: [] });
  });

  it('rebuilds a workspace whose source changed, in one line that names the file', () => {
    const { start, write } = fixture();
    start();
    write('app/src/main.ts', 'console.log("started, with a new log line");');
    const after = start();
    assert.deepEqual(after.builds, ['app']);
    assert.deepEqual(after.lines, ['Building app (1 source file changed since its build: app/src/main.ts)']);
    assert.deepEqual(start().builds, []);
  });

  it('sees files added and removed, and ignores node_modules', () => {
    const { start, write, remove } = fixture();
    start();
    write('app/src/node_modules/ignored.js', 'changed, still ignored');
    assert.deepEqual(start().builds, []);
    write('app/src/routes/about.ts', 'export default "about";');
    assert.deepEqual(start().lines, [
      'Building app (1 source file changed since its build: app/src/routes/about.ts)',
    ]);
    remove('app/src/routes/home.ts');
    assert.deepEqual(start().lines, [
      'Building app (1 source file changed since its build: app/src/routes/home.ts)',
    ]);
  });

  it('rebuilds the workspaces that import a changed one, and everything when the lockfile changes', () => {
    const { start, write } = fixture();
    start();
    write('lib/src/index.ts', 'export const answer = 43;');
    assert.deepEqual(start().builds, ['lib', 'app']);
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    const afterPull = start();
    assert.deepEqual(afterPull.builds, ['lib', 'app']);
    assert.match(
      afterPull.lines[0],
      /^Building lib \(1 source file changed since its build: package-lock.json\); app/,
    );
  });

  it('does not trust an output built without a record (e.g. before this check existed)', () => {
    const { start, write, remove } = fixture();
    start();
    remove('app/dist/.build-inputs.json');
    write('app/src/main.ts', 'console.log("changed before the record");');
    const after = start();
    assert.deepEqual(after.builds, ['app']);
    assert.deepEqual(after.lines, ['Building app (built without a record of its sources)']);
  });

  it('leaves no record after a failed build, so the next start tries again', () => {
    const { root, start, write } = fixture();
    start();
    write('app/src/main.ts', 'syntax error(');
    const failed = start({ build: () => false });
    assert.equal(failed.ok, false);
    assert.deepEqual(staleWorkspaces(root, FIXTURE_WORKSPACES), [
      { name: 'app', reason: 'built without a record of its sources' },
    ]);
  });

  it('builds only the workspaces needed (no website when SITE_DIR is set)', () => {
    const { start } = fixture();
    assert.deepEqual(start({ needed: ['lib'] }).builds, ['lib']);
  });

  it('records what `npm run build` built, so the next start builds nothing', () => {
    const { root, write, start } = fixture();
    write('lib/dist/index.js', 'built by npm run build');
    write('app/dist/main.js', 'built by npm run build');
    for (const workspace of FIXTURE_WORKSPACES) recordBuild(root, workspace, FIXTURE_WORKSPACES);
    assert.deepEqual(start().builds, []);
  });

  // The time is printed, not asserted: CI runs this beside two other lanes on two cores.
  it("hashes every real workspace's sources (and prints how long that takes)", () => {
    const started = performance.now();
    const files = WORKSPACES.map((workspace) => Object.keys(hashInputs(ROOT, workspace)).length);
    assert.ok(
      files.every((count) => count > 5),
      `files hashed: ${files.join(', ')}`,
    );
    console.log(`hashed ${files.join(' + ')} files in ${Math.round(performance.now() - started)} ms`);
  });
});
