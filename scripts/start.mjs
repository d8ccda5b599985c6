// `npm start`: build whatever is missing, then run the API and the prerendered site on one port (the
// site's files as their precompressed brotli or gzip copies, with nginx's cache headers: see
// backend/src/platform/site/site.router.ts).
// The API starts the embedded PostgreSQL itself unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  ['contracts', 'contracts/dist/cjs/index.js'],
  ['backend', 'backend/dist/main.js'],
  ['frontend', 'frontend/build/client/index.html'],
];

for (const [workspace, output] of outputs) {
  if (existsSync(new URL(`../${output}`, import.meta.url))) continue;
  console.log(`Building ${workspace} (no ${output} yet)...`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The site's compressed copies (made by the frontend's postbuild): a site built some other way gets
// them here, so the one-port server sends brotli or gzip like nginx.
if (!existsSync(new URL('../frontend/build/client/index.html.br', import.meta.url))) {
  const copies = spawnSync(process.execPath, ['frontend/scripts/precompress.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (copies.status !== 0) process.exit(copies.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
