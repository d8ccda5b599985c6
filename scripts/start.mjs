// `npm start`: build whatever is missing or out of date (its sources, the lockfile or a workspace it
// imports changed since its build: scripts/build-freshness.mjs), then run the API and the
// prerendered site on one port (the site's files as their precompressed brotli or gzip copies, with
// nginx's cache headers: see backend/src/platform/site/site.router.ts).
// The API starts the embedded PostgreSQL itself unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT, buildStale } from './build-freshness.mjs';

// The website is built only when it is served from here (SITE_DIR unset: frontend/build/client).
const servesBuiltSite = !process.env.SITE_DIR;
const needed = servesBuiltSite ? ['contracts', 'backend', 'frontend'] : ['contracts', 'backend'];

const built = buildStale({
  needed,
  build: (name) =>
    spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' }).status === 0,
});
if (!built) process.exit(1);

// The site's compressed copies (made by the frontend's postbuild): a site built some other way gets
// them here, so the one-port server sends brotli or gzip like nginx.
if (servesBuiltSite && !existsSync(new URL('../frontend/build/client/index.html.br', import.meta.url))) {
  const copies = spawnSync(process.execPath, ['frontend/scripts/precompress.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (copies.status !== 0) process.exit(copies.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: ROOT, stdio: 'inherit' });
// A stop reaches this process once or more (from the terminal's or systemd's group, and again from
// npm, which passes on what it gets), and usually reaches the API directly as well. Passed on: the
// first, and any that comes after the API's window for copies of one stop (SAME_STOP_WINDOW_MS in
// backend/src/platform/graceful-shutdown.ts), which is someone asking again.
const SAME_STOP_WINDOW_MS = 2000;
let firstStopAt;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    const now = Date.now();
    if (firstStopAt === undefined) firstStopAt = now;
    else if (now - firstStopAt < SAME_STOP_WINDOW_MS) return;
    server.kill(signal);
    console.log(`${signal}: passed on to the API (pid ${server.pid})`);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
