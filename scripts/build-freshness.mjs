// Which workspaces `npm start` must rebuild: those whose sources (or the lockfile, or a workspace they
// import) changed since their last build. Each build leaves beside its output a record of the
// sha-256 of every input file; a missing output or record means "build", a differing record names
// the files that changed. Hashing the ~500 source files takes a few tens of milliseconds.
//   node scripts/build-freshness.mjs --record   records the sources of every built workspace (run
//                                               after `npm run build`, so `npm start` trusts it)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Inputs of every workspace: an npm ci or a dependency bump can change any build. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
// Not sources: dependencies, and the site's assets that the frontend's prebuild writes from its scripts.
const SKIPPED = new Set(['node_modules', 'frontend/public/generated']);

/**
 * In build order. `inputs`: files and folders (walked) whose content decides the build; `imports`:
 * workspaces whose sources it compiles in; `record`: where the record of its inputs is kept, inside
 * its output folder so that removing the output removes it.
 */
export const WORKSPACES = [
  {
    name: 'contracts',
    output: 'contracts/dist/cjs/index.js',
    record: 'contracts/dist/.build-inputs.json',
    inputs: [
      'contracts/src',
      'contracts/package.json',
      'contracts/tsconfig.json',
      'contracts/tsconfig.build.json',
    ],
    imports: [],
  },
  {
    name: 'backend',
    output: 'backend/dist/main.js',
    record: 'backend/dist/.build-inputs.json',
    inputs: ['backend/src', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
    imports: ['contracts'],
  },
  {
    name: 'frontend',
    output: 'frontend/build/client/index.html',
    record: 'frontend/build/.build-inputs.json',
    inputs: [
      'frontend/app',
      'frontend/public',
      'frontend/scripts',
      'frontend/package.json',
      'frontend/react-router.config.ts',
      'frontend/tsconfig.json',
      'frontend/vite.config.ts',
    ],
    imports: ['contracts'],
  },
];

/** sha-256 of each input file of `workspace`, by path relative to `root` (sorted). */
export function hashInputs(root, workspace, workspaces = WORKSPACES) {
  const byName = new Map(workspaces.map((each) => [each.name, each]));
  const entries = [
    ...SHARED_INPUTS,
    ...workspace.inputs,
    ...workspace.imports.flatMap((name) => byName.get(name)?.inputs ?? []),
  ];
  const hashes = {};
  for (const file of entries.flatMap((entry) => filesUnder(root, entry)).sort()) {
    hashes[file] = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
  }
  return hashes;
}

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .map((name) => path.posix.join(entry, name))
    .filter((file) => !SKIPPED.has(file) && !SKIPPED.has(path.posix.basename(file)))
    .flatMap((file) => filesUnder(root, file));
}

/**
 * The workspaces to build, in order, each with the reason (one short phrase). `needed` limits the
 * answer to those names (e.g. no frontend when the site is not served).
 */
export function staleWorkspaces(root = ROOT, workspaces = WORKSPACES, needed = undefined) {
  const stale = [];
  for (const workspace of workspaces) {
    if (needed && !needed.includes(workspace.name)) continue;
    const reason = whyStale(root, workspace, workspaces);
    if (reason) stale.push({ name: workspace.name, reason });
  }
  return stale;
}

function whyStale(root, workspace, workspaces) {
  if (!existsSync(path.join(root, workspace.output))) return `no ${workspace.output} yet`;
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(path.join(root, workspace.record), 'utf8')).files;
  } catch {
    return 'built without a record of its sources';
  }
  const current = hashInputs(root, workspace, workspaces);
  const changed = [
    ...Object.keys(current).filter((file) => recorded[file] !== current[file]),
    ...Object.keys(recorded).filter((file) => !(file in current)),
  ];
  if (changed.length === 0) return undefined;
  const shown = changed.slice(0, 3).join(', ');
  const more = changed.length > 3 ? ` and ${changed.length - 3} more` : '';
  return `${changed.length} source file${changed.length > 1 ? 's' : ''} changed since its build: ${shown}${more}`;
}

/** After a successful build of `workspace`: records its inputs as they are now. */
export function recordBuild(root, workspace, workspaces = WORKSPACES) {
  const files = hashInputs(root, workspace, workspaces);
  writeFileSync(path.join(root, workspace.record), JSON.stringify({ files }, null, 1));
}

/** Before a build: a build that fails must not leave the previous record standing. */
export function forgetBuild(root, workspace) {
  rmSync(path.join(root, workspace.record), { force: true });
}

/**
 * Builds what `staleWorkspaces` names, in order, with `build(name)` (true when it succeeded), saying
 * why in one line; records each success. Returns false at the first failed build.
 */
export function buildStale({ root = ROOT, workspaces = WORKSPACES, needed, build, log = console.log }) {
  const stale = staleWorkspaces(root, workspaces, needed);
  if (stale.length === 0) return true;
  log(`Building ${stale.map(({ name, reason }) => `${name} (${reason})`).join('; ')}`);
  for (const { name } of stale) {
    const workspace = workspaces.find((each) => each.name === name);
    forgetBuild(root, workspace);
    if (!build(name)) return false;
    recordBuild(root, workspace, workspaces);
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--record')) {
  for (const workspace of WORKSPACES) {
    if (existsSync(path.join(ROOT, workspace.output))) recordBuild(ROOT, workspace);
  }
}
