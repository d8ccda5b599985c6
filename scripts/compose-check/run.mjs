// The compose check (run by scripts/check-images.sh --finish): the repository's docker-compose.yml,
// unchanged, brought up for real with `docker compose up --build` on podman, then:
//   - a page and a real submission (anti-forgery session, a server challenge solved) through the
//     port published on 127.0.0.1, the row read back from the db container, the operator CLI in the
//     API image;
//   - `--scale api=3`: nginx re-resolves `api` and its requests land on all three replicas (the
//     upstream address of each request in nginx's access log, matched to the replicas' addresses);
//   - an editor (made with the operator CLI in the API image) publishes a job: within 10 s it is on
//     /careers/jobs through web and on every replica, the page's CSP allowing its inline scripts;
//   - a rolling restart of the api service, each replica in turn, while a client keeps submitting:
//     zero failed requests, exactly one row per success;
//   - a resume upload, `down` (volumes kept) and `up` again: the rows and the resume's bytes are
//     still there, on the named volumes, seen from the new containers;
//   - `down -v`.
//
// The engine is podman (Debian's 4.3) behind its Docker-compatible API (`podman system service`),
// driven by Debian's docker-compose 1.29 (or `docker compose` where installed) through DOCKER_HOST.
// Podman runs healthchecks from systemd timers, which these machines lack: this script runs them
// (podman's API, as `podman healthcheck run` does) at each container's interval, as Docker would, and
// also as soon as a starting container's port accepts connections, so that `depends_on: condition:
// service_healthy` resolves as on Docker, without waiting out an interval.
// The images' bases (node, nginx, postgres) are the local stand-ins check-images.sh --prepare built;
// it also built the API and web images with --layers, so `up --build` finds every layer cached.
//
// Needs root, podman and docker-compose; without them it prints SKIPPED and exits 0, except in CI
// (CI set), where it fails. KEEP_STACK=1 leaves the stack up on failure.
//   node scripts/compose-check/run.mjs
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { inlineScriptHashes } from '../../nginx/render.mjs';
import { judge } from '../images/limits.mjs';
import { signedIn } from '../operator-session.mjs';
import { freePort, listening } from '../ports.mjs';
import { Visitor } from '../soak/client.mjs';
import { markerEmail, resumePdf, sha256, submitForm, submitWithRetries } from '../soak/forms.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT = 'orbitwise-check';
const SOCKET = '/run/podman/podman.sock';
const run = promisify(execFile);

function skip(reason) {
  if (process.env.CI) {
    console.error(`compose-check: FAILED: ${reason} (CI must run this check)`);
    process.exit(1);
  }
  console.log(`\n*** compose-check SKIPPED: ${reason} ***\n`);
  process.exit(0);
}
const has = (command, args = ['--version']) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
if (process.getuid?.() !== 0) skip('needs root (rootful podman)');
if (!has('podman')) skip('podman is not installed (apt-get install podman)');
const COMPOSE = has('docker', ['compose', 'version'])
  ? ['docker', 'compose']
  : has('docker-compose')
    ? ['docker-compose']
    : skip('neither docker compose nor docker-compose is installed');

// ---- Steps and their durations -------------------------------------------------------------------
const times = [];
const started = Date.now();
let current = 'start';
const log = (message) => console.log(`compose-check: ${message}`);
async function step(name, body) {
  current = name;
  const from = Date.now();
  log(`== ${name}`);
  const result = await body();
  const seconds = (Date.now() - from) / 1000;
  times.push([name, seconds]);
  log(`== ${name}: ${seconds.toFixed(1)} s`);
  return result;
}
function summary() {
  log('step durations');
  for (const [name, seconds] of times)
    console.log(`  ${name.padEnd(60)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${'total'.padEnd(60)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}

// ---- Engine: podman's Docker-compatible API ------------------------------------------------------
const work = mkdtempSync(path.join(tmpdir(), 'orbitwise-compose-'));
const composeLog = path.join(work, 'compose.log');
let service; // the `podman system service` this script started, if any

function ping(socketPath) {
  return new Promise((resolve) => {
    const request = http.get({ socketPath, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

async function ensureEngine() {
  const host = process.env.DOCKER_HOST;
  if (host) {
    check(host.startsWith('unix://'), `DOCKER_HOST=${host}: only a unix socket (podman) is supported`);
    check(await ping(host.slice('unix://'.length)), `nothing answers on DOCKER_HOST=${host}`);
    return `DOCKER_HOST=${host}`;
  }
  process.env.DOCKER_HOST = `unix://${SOCKET}`;
  if (await ping(SOCKET)) return `podman system service already on ${SOCKET}`;
  mkdirSync(path.dirname(SOCKET), { recursive: true });
  const out = openSync(path.join(work, 'podman-service.log'), 'a');
  service = spawn('podman', ['system', 'service', '--time=0', `unix://${SOCKET}`], {
    stdio: ['ignore', out, out],
    detached: true,
  });
  for (let i = 0; i < 100 && !(await ping(SOCKET)); i++) await sleep(200);
  check(await ping(SOCKET), `podman system service did not answer on ${SOCKET}`);
  return `started podman system service on ${SOCKET} (pid ${service.pid})`;
}

// ---- Compose and podman --------------------------------------------------------------------------
const envFile = path.join(work, '.env');

/**
 * docker compose with this project, its output in compose.log (shown when a step fails). For `up`
 * and `down` it prints how long they took and, with --build, how long the builds took (until the
 * first container is created).
 */
function compose(...args) {
  const out = openSync(composeLog, 'a');
  const from = Date.now();
  let built;
  writeFileSync(out, `\n${new Date().toISOString()} $ ${COMPOSE.join(' ')} ${args.join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      COMPOSE[0],
      [...COMPOSE.slice(1), '-p', PROJECT, '-f', 'docker-compose.yml', '--env-file', envFile, ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // The Python client builds through the engine's API (podman has no BuildKit).
        env: { ...process.env, COMPOSE_DOCKER_CLI_BUILD: '0', DOCKER_BUILDKIT: '0' },
      },
    );
    const record = (chunk) => {
      writeFileSync(out, chunk);
      if (built === undefined && /(Creating|Starting|Recreating) \S+_\w+_\d/.test(chunk.toString())) {
        built = Date.now();
      }
    };
    child.stdout.on('data', record);
    child.stderr.on('data', record);
    child.on('close', (code) => {
      const seconds = (Date.now() - from) / 1000;
      writeFileSync(out, `(${seconds.toFixed(1)} s, exit ${code})\n`);
      if (args[0] === 'up' || args[0] === 'down') {
        const build =
          args.includes('--build') && built ? `; builds ${((built - from) / 1000).toFixed(1)} s` : '';
        log(`  ${COMPOSE.at(-1)} ${args.join(' ')}: ${seconds.toFixed(1)} s${build}`);
      }
      if (code === 0) resolve();
      else reject(new Error(`${COMPOSE.join(' ')} ${args.join(' ')}: exit ${code}`));
    });
  });
}

const podman = async (...args) => (await run('podman', args, { maxBuffer: 64 << 20 })).stdout.trim();

/** A request to the engine's API (Docker-compatible, or podman's own under /v4.0.0/libpod). */
function engine(pathname, method = 'GET') {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: process.env.DOCKER_HOST.slice('unix://'.length),
        path: pathname,
        method,
        timeout: 60_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode >= 300)
            reject(new Error(`${method} ${pathname}: ${response.statusCode} ${text}`));
          else resolve(text ? JSON.parse(text) : undefined);
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${pathname} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

/** This project's containers: id, name, service, state, health, address, healthcheck interval and port. */
async function containers({ all = false } = {}) {
  const filters = encodeURIComponent(JSON.stringify({ label: [`com.docker.compose.project=${PROJECT}`] }));
  const list = await engine(`/v1.41/containers/json?all=${all ? 1 : 0}&filters=${filters}`);
  return Promise.all(
    list.map(async (c) => {
      const inspected = await engine(`/v1.41/containers/${c.Id}/json`).catch(() => undefined);
      const address = Object.values(inspected?.NetworkSettings?.Networks ?? {}).find(
        (n) => n.IPAddress,
      )?.IPAddress;
      return {
        id: c.Id,
        name: c.Names[0].replace(/^\//, ''),
        service: c.Labels?.['com.docker.compose.service'],
        state: c.State,
        health: inspected?.State?.Health?.Status || 'none',
        address,
        interval: (inspected?.Config?.Healthcheck?.Interval ?? 10e9) / 1e6,
        port: Number.parseInt(Object.keys(inspected?.Config?.ExposedPorts ?? {})[0] ?? '', 10),
      };
    }),
  );
}

async function addressOf(id) {
  const address = (await containers()).find((c) => c.id === id)?.address;
  check(address, `container ${id} has no address`);
  return address;
}

/** Runs the container's healthcheck now (podman's API); true when it passed. */
const healthcheck = (id) =>
  engine(`/v4.0.0/libpod/containers/${id}/healthcheck`).then(
    (result) => result?.Status === 'healthy',
    () => false,
  );

// ---- Healthchecks: podman would run them from systemd timers -------------------------------------
// Each container's check runs at its interval, as Docker would (failures count as there), and, while
// it is not healthy, also as soon as its port accepts connections: health is seen within a second.
const lastCheck = new Map();
let driving = true;
let tick = Promise.resolve();
async function driveHealthchecks() {
  while (driving) {
    tick = (async () => {
      const now = Date.now();
      const running = (await containers().catch(() => [])).filter(
        (c) => c.state === 'running' && c.health !== 'none',
      );
      await Promise.all(
        running.map(async (c) => {
          const due = now - (lastCheck.get(c.id) ?? 0) >= c.interval;
          if (!due && (c.health === 'healthy' || !(await listening(c.address, c.port)))) return;
          lastCheck.set(c.id, now);
          await healthcheck(c.id);
        }),
      );
    })();
    await tick;
    await sleep(1000);
  }
}

async function waitFor(description, predicate, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await sleep(500);
  }
}

/** Every container of these services running and healthy; count of each service as asked. */
function healthy(counts) {
  return waitFor(`healthy ${JSON.stringify(counts)}`, async () => {
    const list = await containers();
    for (const [service, count] of Object.entries(counts)) {
      const of = list.filter((c) => c.service === service);
      if (of.length !== count || of.some((c) => c.state !== 'running' || c.health !== 'healthy')) {
        return false;
      }
    }
    return list;
  });
}

// ---- HTTP through the published port --------------------------------------------------------------
let base;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(url, base), { agent: false, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

async function checkPage() {
  const page = await get('/');
  check(page.status === 200, `GET / answered ${page.status}`);
  check(/text\/html/.test(page.headers['content-type'] ?? ''), 'GET / is not HTML');
  const csp = page.headers['content-security-policy'] ?? '';
  const missing = inlineScriptHashes(page.text).filter((hash) => !csp.includes(hash));
  check(/script-src 'self'/.test(csp) && missing.length === 0, `GET /: CSP lacks ${missing.join(' ')}`);
  return page;
}

const isSuccess = (response) => response.status === 200 && /"isSuccess":true/.test(response.text);

/** Captcha solutions made with the stack's ALTCHA_HMAC_KEY, cheap to solve (cost 1), as the benches do. */
let keySecret;
async function cheapCaptcha(hmacKey) {
  keySecret ??= (await import(path.join(ROOT, 'backend/dist/captcha/captcha.service.js'))).keySignatureSecret(
    hmacKey,
  );
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 1 + Math.floor(Math.random() * 4),
    deriveKey: pbkdf2DeriveKey,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySecret,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2DeriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function database(fn) {
  const db = (await containers()).find((c) => c.service === 'db');
  check(db, 'no db container');
  const client = new pg.Client({
    connectionString: `postgres://orbitwise:${secrets.POSTGRES_PASSWORD}@${await addressOf(db.id)}:5432/orbitwise`,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * nginx's access log lines (JSON, since a time, for which `matches` holds) with the replicas (container
 * names) behind their upstream addresses (several when nginx moved the request on) and statuses.
 */
async function upstreamsOf(matches, since) {
  const web = (await containers()).find((c) => c.service === 'web');
  const { stdout, stderr } = await run(
    'podman',
    ['logs', ...(since ? ['--since', since.toISOString()] : []), web.id],
    { maxBuffer: 64 << 20 },
  );
  const byAddress = new Map();
  for (const c of (await containers()).filter((c) => c.service === 'api')) {
    byAddress.set(await addressOf(c.id), c.name);
  }
  const entries = `${stdout}\n${stderr}`.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line);
      return entry && typeof entry.request_id === 'string' && matches(entry) ? [{ line, entry }] : [];
    } catch {
      return [];
    }
  });
  return entries.map(({ line, entry }) => {
    const addresses = entry.upstream || '-';
    const replicas = addresses.split(/\s*[,:]\s+/).map((a) => byAddress.get(a.replace(/:\d+$/, '')) ?? a);
    return {
      line,
      replicas,
      statuses: (entry.upstream_status || '-').split(/\s*[,:]\s+/),
      status: Number(entry.status),
    };
  });
}

// ---- The check -----------------------------------------------------------------------------------
const secrets = {
  POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
  CSRF_SECRET: randomBytes(32).toString('hex'),
  ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  TOTP_ENCRYPTION_KEYS: `check:${randomBytes(32).toString('base64')}`,
};

let status = 1;
try {
  await step('engine (podman system service)', async () => log(await ensureEngine()));

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // .env.example with its secrets filled in; published on loopback only; plain HTTP; the API's own
  // per-address quota raised (every request here comes from one address), nginx's left as shipped.
  const overrides = {
    ...secrets,
    WEB_PORT: `127.0.0.1:${port}`,
    // TLS ended in front (plain HTTP here); scripts/images/tls-check.mjs checks the TLS modes.
    TLS_MODE: 'upstream',
    HTTPS_PORT: `127.0.0.1:${await freePort()}`,
    SITE_ORIGIN: base,
    COOKIE_SECURE: 'false',
    RATE_LIMIT_MAX: '100000',
  };
  const env = readFileSync(path.join(ROOT, '.env.example'), 'utf8').replace(
    /^([A-Z_]+)=.*$/gm,
    (line, name) => (name in overrides ? `${name}=${overrides[name]}` : line),
  );
  writeFileSync(envFile, env);
  // A stack left over by an interrupted run.
  await compose('down', '-v', '--remove-orphans').catch(() => {});
  void driveHealthchecks();

  await step('up -d --build (db, api, web; healthchecks gate depends_on)', async () => {
    await compose('up', '-d', '--build');
    await healthy({ db: 1, api: 1, web: 1 });
    const images = await podman('images', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}');
    for (const line of images.split('\n').filter((l) => /orbitwise\/(api|web):latest/.test(l)))
      log(`  ${line}`);
  });

  const kept = {};
  let scaling;
  await step(
    'a page and a submission through 127.0.0.1 (real captcha); --scale api=3 meanwhile',
    async () => {
      const page = await checkPage();
      // Two more replicas boot meanwhile (the next step waits for them): nginx finds them as they
      // start, and moves requests they refuse while booting to the first one.
      scaling = compose('up', '-d', '--scale', 'api=3');
      scaling.catch(() => {});
      const health = await get('/api/health');
      check(health.status === 200, `GET /api/health answered ${health.status}`);
      const visitor = new Visitor(base, '127.0.0.1');
      await visitor.startSession();
      kept.contact = `compose-contact-${randomUUID().slice(0, 8)}`;
      const answer = await submitForm(visitor, 'contact', kept.contact);
      check(isSuccess(answer), `AddContactUs answered ${answer.status}: ${answer.text}`);
      kept.career = `compose-career-${randomUUID().slice(0, 8)}`;
      const career = await submitForm(visitor, 'career', kept.career);
      check(isSuccess(career), `AddCareer answered ${career.status}: ${career.text}`);
      visitor.close();
      const rows = await database(async (db) => ({
        enquiry: (await db.query('SELECT id FROM enquiry WHERE email = $1', [markerEmail(kept.contact)]))
          .rows,
        career: (
          await db.query('SELECT resume_key, resume_sha256 FROM career_application WHERE email = $1', [
            markerEmail(kept.career),
          ])
        ).rows,
      }));
      check(rows.enquiry.length === 1, `${rows.enquiry.length} enquiry rows for the submission`);
      check(rows.career.length === 1, `${rows.career.length} career rows for the application`);
      kept.resume = rows.career[0];
      check(
        kept.resume.resume_sha256 === sha256(resumePdf(kept.career)),
        'the resume row has another SHA-256',
      );
      log(
        `  GET / 200 (${page.text.length} bytes, CSP with its ${inlineScriptHashes(page.text).length} script hashes)`,
      );
      log(`  AddContactUs and AddCareer (resume ${kept.resume.resume_key}) stored, one row each`);

      // The operator CLI, as an operator runs it in the API image: password on stdin.
      const api = (await containers()).find((c) => c.service === 'api');
      const email = `compose-admin-${Date.now()}@example.com`;
      const cli = spawnSync(
        'podman',
        [
          'exec',
          '-i',
          api.id,
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
          'Compose Admin',
        ],
        { input: `${randomBytes(18).toString('base64url')}\n`, encoding: 'utf8' },
      );
      check(cli.status === 0, `operator CLI in the api container: ${cli.stdout}${cli.stderr}`);
      const operator = await database(
        async (db) =>
          (await db.query('SELECT role, password_hash FROM operator WHERE email = $1', [email])).rows,
      );
      check(
        operator.length === 1 &&
          operator[0].role === 'admin' &&
          operator[0].password_hash.startsWith('$argon2id$'),
        'the operator CLI wrote no admin row',
      );
      log(`  operator CLI in the api container created ${email} (argon2id, admin)`);
    },
  );

  await step('--scale api=3: nginx balances over the three replicas', async () => {
    await scaling;
    const list = await healthy({ db: 1, api: 3, web: 1 });
    const replicas = list.filter((c) => c.service === 'api').map((c) => c.name);
    // nginx keeps the resolver's answer 1 s; GETs until every replica has answered some.
    const marker = `scale-${randomUUID().slice(0, 8)}`;
    let seen = new Map();
    for (let i = 0; i < 60; i++) {
      const response = await get('/api/health', { 'X-Request-Id': `${marker}-${i}` });
      check(response.status === 200, `GET /api/health answered ${response.status}`);
      if (i % 10 === 9) {
        seen = new Map();
        for (const { replicas } of await upstreamsOf((entry) => entry.request_id.startsWith(marker))) {
          seen.set(replicas.at(-1), (seen.get(replicas.at(-1)) ?? 0) + 1);
        }
        if (replicas.every((name) => seen.has(name)) && i >= 29) break;
      }
    }
    const counts = replicas.map((name) => `${name} ${seen.get(name) ?? 0}`).join(', ');
    check(
      replicas.every((name) => seen.get(name) > 0),
      `not every replica answered: ${counts}`,
    );
    log(`  GET /api/health answered by: ${counts}`);
  });

  await step('publish a job as an editor: on /careers/jobs through web within 10 s', async () => {
    const deadlineMs = 10_000;
    const password = randomBytes(18).toString('base64url');
    const email = `compose-editor-${Date.now()}@example.com`;
    const api = (await containers()).find((c) => c.service === 'api');
    const cli = spawnSync(
      'podman',
      ['exec', '-i', api.id, 'npm', 'run', 'operator', '--', 'create', '--email', email, '--role', 'editor'],
      { input: `${password}\n`, encoding: 'utf8' },
    );
    check(cli.status === 0, `operator CLI (editor) in the api container: ${cli.stdout}${cli.stderr}`);
    const editor = await signedIn(base, email, password);
    const seed = (await editor('GET', '/api/admin/content/job/sales-intern')).draft;
    // A job title holds letters and spaces only: the run's stamp in letters.
    const stamp = Date.now()
      .toString(26)
      .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]);
    const slug = `compose-engineer-${stamp}`;
    const title = `Compose Engineer ${stamp}`;
    kept.jobTitle = title;
    await editor('POST', '/api/admin/content/job', {
      slug,
      data: { ...seed, title, open: true, closesOn: null },
    });
    const replicas = (await containers()).filter((c) => c.service === 'api');
    const addresses = await Promise.all(replicas.map((c) => addressOf(c.id)));
    const published = Date.now();
    await editor('POST', `/api/admin/content/job/${slug}/publish`, {});
    // Through web (nginx, balancing over the replicas) and straight from each replica.
    let throughWeb;
    const onReplica = new Map();
    while (
      Date.now() - published < deadlineMs &&
      (throughWeb === undefined || onReplica.size < replicas.length)
    ) {
      if (throughWeb === undefined) {
        const page = await get('/careers/jobs');
        if (page.status === 200 && page.text.includes(title)) throughWeb = Date.now() - published;
      }
      for (const [i, address] of addresses.entries()) {
        if (onReplica.has(i)) continue;
        const direct = await fetch(`http://${address}:8080/careers/jobs`).catch(() => undefined);
        if (direct?.status === 200 && (await direct.text()).includes(title))
          onReplica.set(i, Date.now() - published);
      }
      await sleep(50);
    }
    check(
      throughWeb !== undefined,
      `the published job was not on /careers/jobs through web within ${deadlineMs} ms`,
    );
    check(
      onReplica.size === replicas.length,
      `the published job reached ${onReplica.size} of ${replicas.length} replicas within ${deadlineMs} ms`,
    );
    // The page through web: the API's, with nginx's headers, its CSP allowing its inline scripts.
    const page = await get('/careers/jobs');
    const csp = page.headers['content-security-policy'] ?? '';
    const hashes = inlineScriptHashes(page.text);
    const missing = hashes.filter((hash) => !csp.includes(hash));
    check(
      page.status === 200 && page.text.includes(title),
      `GET /careers/jobs answered ${page.status} without the job`,
    );
    check(
      hashes.length > 0 && /script-src 'self'/.test(csp) && missing.length === 0,
      `GET /careers/jobs: CSP lacks ${missing.join(' ')}`,
    );
    check(page.headers['x-orbitwise-script-src'] === undefined, 'nginx passed X-Orbitwise-Script-Src on');
    check(page.headers['x-frame-options'] === 'DENY', "GET /careers/jobs lacks nginx's X-Frame-Options");
    log(
      `  publish -> the job on /careers/jobs through web after ${throughWeb} ms; on each replica after ` +
        `${[...onReplica.values()].join(', ')} ms (requirement: ${deadlineMs} ms); CSP with its ${hashes.length} script hashes`,
    );
  });

  await step('rolling restart of api (each replica in turn) under a submitting client', async () => {
    // A careful client, as the site's: an Idempotency-Key per submission, the same key again when the
    // answer is lost (no answer, 502/503/504: nothing or the first answer comes back, never a second
    // row). Each submission is followed by a page. One at a time, under nginx's 5 POST/s per address.
    const visitor = new Visitor(base, '127.0.0.1');
    await visitor.startSession();
    visitor.solveCaptcha = () => cheapCaptcha(secrets.ALTCHA_HMAC_KEY);
    const results = [];
    let stop = false;
    const since = new Date(Date.now() - 1000);
    const client = (async () => {
      for (let i = 0; !stop; i++) {
        const marker = `rolling-${i}-${randomUUID().slice(0, 8)}`;
        const from = Date.now();
        const answer = await submitWithRetries(visitor, 'contact', marker, { tries: 10 });
        const page = await get(`/?rolling=${marker}`).catch((error) => ({ status: 0, text: String(error) }));
        results.push({ marker, answer, page: page.status, ms: Date.now() - from });
        await sleep(Math.max(0, 300 - (Date.now() - from)));
      }
    })();
    for (const replica of (await containers()).filter((c) => c.service === 'api')) {
      const from = Date.now();
      // SIGTERM: the API stops accepting, finishes its requests (stop_grace_period 35 s) and exits;
      // then it starts again, with another address on the network.
      await podman('restart', replica.id);
      // Ready: its own healthcheck command passes (the health status may still read healthy).
      await waitFor(`${replica.name} to answer again`, async () => {
        const now = (await containers()).find((c) => c.id === replica.id);
        return (
          now?.state === 'running' && (await listening(now.address, now.port)) && healthcheck(replica.id)
        );
      });
      log(`  ${replica.name} restarted and healthy in ${((Date.now() - from) / 1000).toFixed(1)} s`);
      // Then nginx's resolver answers (kept 1 s) name its new address before the next one stops.
      await sleep(1500);
    }
    stop = true;
    await client;
    visitor.close();
    const failed = results.filter((r) => !isSuccess(r.answer) || r.page !== 200);
    const stored = await database(
      async (db) =>
        (
          await db.query(
            'SELECT email, count(*)::int AS n FROM enquiry WHERE email = ANY($1) GROUP BY email',
            [results.map((r) => markerEmail(r.marker))],
          )
        ).rows,
    );
    const posts = await upstreamsOf(
      (entry) => entry.method === 'POST' && entry.path === '/api/ContactUs/AddContactUs',
      since,
    );
    const moved = posts.filter((p) => p.replicas.length > 1 && p.status === 200).length;
    const lost = posts.filter((p) => p.status >= 500);
    const retried = results.filter((r) => r.answer.attempts > 1).length;
    const slowest = Math.max(...results.map((r) => r.ms));
    log(
      `  ${results.length} submissions and ${results.length} pages: ${failed.length} failed; ` +
        `${stored.length} rows, ${stored.filter((r) => r.n !== 1).length} stored twice; slowest ${slowest} ms`,
    );
    log(`  nginx moved ${moved} POSTs to another replica after a refused or timed-out connection`);
    log(
      `  ${lost.length} POSTs answered 5xx by nginx (upstream ${lost.map((p) => p.statuses.join('/')).join(', ') || '-'}); ` +
        `${retried} submissions stored on the client's retry with the same Idempotency-Key`,
    );
    for (const p of lost) log(`    ${p.line.slice(0, 240)}`);
    for (const r of failed.slice(0, 5)) {
      log(`  failed: ${r.marker}: ${r.answer.status} ${String(r.answer.text).slice(0, 200)}; page ${r.page}`);
    }
    check(failed.length === 0, `${failed.length} submissions or pages failed during the rolling restart`);
    check(
      stored.length === results.length && stored.every((r) => r.n === 1),
      'rows do not match the submissions (lost or stored twice)',
    );
  });

  await step('down (volumes kept) and up: data, resume and published page survive', async () => {
    await compose('down');
    check((await containers({ all: true })).length === 0, 'containers left after down');
    const volumes = await podman('volume', 'ls', '--format', '{{.Name}}');
    for (const volume of ['db-data', 'uploads']) {
      check(volumes.split('\n').includes(`${PROJECT}_${volume}`), `volume ${PROJECT}_${volume} is gone`);
    }
    await compose('up', '-d');
    await healthy({ db: 1, api: 1, web: 1 });
    await checkPage();
    const rows = await database(async (db) => ({
      enquiry: (await db.query('SELECT id FROM enquiry WHERE email = $1', [markerEmail(kept.contact)])).rows,
      career: (
        await db.query('SELECT resume_key, resume_sha256 FROM career_application WHERE email = $1', [
          markerEmail(kept.career),
        ])
      ).rows,
    }));
    check(rows.enquiry.length === 1 && rows.career.length === 1, 'the rows did not survive down and up');
    const api = (await containers()).find((c) => c.service === 'api');
    const hash = (await podman('exec', api.id, 'sha256sum', `/data/uploads/${kept.resume.resume_key}`)).split(
      ' ',
    )[0];
    check(hash === kept.resume.resume_sha256, `the resume in the new api container hashes to ${hash}`);
    log(`  rows and the resume (sha256 ${hash.slice(0, 16)}…, read in the new api container) survived`);
    // The same build: its published rows are served at once by the new containers.
    const jobs = await get('/careers/jobs');
    check(
      jobs.status === 200 && jobs.text.includes(kept.jobTitle),
      'the published job is gone after down and up',
    );
    log('  the published job is still on /careers/jobs through web');
  });

  await step('an API replica: start to ready, idle RSS after warm-up; read-only, non-root', async () => {
    const list = await containers();
    for (const c of list.filter((c) => c.service === 'api' || c.service === 'web')) {
      const inspected = await engine(`/v1.41/containers/${c.id}/json`);
      check(inspected.HostConfig?.ReadonlyRootfs === true, `${c.name}: its root filesystem is writable`);
      check(!['', 'root', '0'].includes(inspected.Config?.User ?? ''), `${c.name} runs as root`);
    }
    log('  api and web: read-only root filesystem (tmpfs /tmp), non-root users');
    // A restart on the migrated database, as a rolling update's: from the process's start (the
    // engine's StartedAt) to the first 200 of /api/health/ready, asked every 50 ms.
    const api = list.find((c) => c.service === 'api');
    await podman('stop', api.id);
    await podman('start', api.id);
    const inspected = await engine(`/v1.41/containers/${api.id}/json`);
    const startedAt = Date.parse(inspected.State.StartedAt.replace(/(\.\d{3})\d*/, '$1'));
    const address = Object.values(inspected.NetworkSettings.Networks).find((n) => n.IPAddress).IPAddress;
    const origin = `http://${address}:8080`;
    const readyAt = await waitFor('the restarted API to be ready', async () => {
      for (let i = 0; i < 10; i++) {
        const ok = await fetch(`${origin}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return Date.now();
        await sleep(50);
      }
      return false;
    });
    // The CPU the start took (PID 1's utime + stime, in clock ticks of 1/100 s): what the image decides,
    // whatever else the host is doing; the wall time beside it stretches with the host's load.
    const stat = await podman('exec', api.id, 'cat', '/proc/1/stat');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    const startCpuS = (utime + stime) / 100;
    // Warm-up: pages, the API's small answers and its docs, as a replica serves them; then idle.
    for (let round = 0; round < 20; round++) {
      for (const pathname of [
        '/',
        '/careers/jobs',
        '/api/health/ready',
        '/api/csrf-token',
        '/api/docs-json',
      ]) {
        const response = await fetch(`${origin}${pathname}`);
        await response.arrayBuffer();
        check(response.ok, `GET ${pathname} on the replica answered ${response.status}`);
      }
    }
    await sleep(5000);
    const status = await podman('exec', api.id, 'cat', '/proc/1/status', '/proc/1/cmdline');
    check(status.includes('backend/dist/main.js'), 'PID 1 of the api container is not the API');
    const rssKb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]);
    const figures = { apiStartCpuS: startCpuS, apiIdleRssMB: (rssKb * 1024) / 1e6 };
    const { lines, over } = judge(figures);
    for (const line of lines) log(`  ${line}`);
    log(
      `  API replica: process start to ready, wall clock: ${((readyAt - startedAt) / 1000).toFixed(1)} s ` +
        `(load average ${loadavg()[0].toFixed(1)}; judged by its CPU above)`,
    );
    check(over.length === 0, `past the limits: ${over.join(', ')}`);
  });

  await step('down -v', async () => {
    await compose('down', '-v');
    const volumes = await podman('volume', 'ls', '--format', '{{.Name}}');
    check(!volumes.includes(`${PROJECT}_`), 'volumes left after down -v');
  });
  status = 0;
} catch (error) {
  console.error(
    `compose-check: FAILED in step "${current}": ${error instanceof Error ? error.message : error}`,
  );
  try {
    console.error(`--- ${composeLog} (last 40 lines) ---`);
    console.error(readFileSync(composeLog, 'utf8').split('\n').slice(-40).join('\n'));
    for (const c of await containers({ all: true })) {
      const { stdout, stderr } = await run('podman', ['logs', '--tail', '15', c.id]).catch(() => ({}));
      console.error(`--- ${c.name} (${c.state}, ${c.health}) ---\n${stdout ?? ''}${stderr ?? ''}`);
    }
  } catch {
    // nothing more to show
  }
} finally {
  driving = false;
  await tick;
  if (status !== 0 && process.env.KEEP_STACK) {
    log(`KEEP_STACK: the stack is left up (${COMPOSE.join(' ')} -p ${PROJECT} down -v to remove it)`);
  } else if (status !== 0) {
    await compose('down', '-v').catch(() => {});
  }
  if (service) {
    process.kill(-service.pid, 'SIGTERM');
  }
  summary();
  if (status === 0) rmSync(work, { recursive: true, force: true });
  log(status === 0 ? 'passed' : 'FAILED');
}
process.exit(status);
