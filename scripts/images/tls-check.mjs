// The TLS check (run by scripts/check-images.sh --finish, after the compose check): the repository's
// docker-compose.yml with TLS_MODE=acme, the whole stack (db, api, web, acme), plus
// scripts/images/tls-check.compose.yml (Debian's pebble as the certificate authority on the compose
// network; no internet), on podman:
//   - the acme service obtains the certificate of SITE_DOMAIN over HTTP-01 (pebble fetches the
//     challenge from web's port 8080, the published HTTP port);
//   - the site over HTTPS, trusting pebble's root only; HSTS; HTTP redirected to HTTPS (301 for GET,
//     308 for a form's POST), the challenge path not;
//   - testssl.sh (Debian's) on the HTTPS port: no finding above LOW;
//   - a forced renewal (`acme renew-now`) while a client keeps submitting a form (a real captcha from
//     the API) and requesting pages, each over a new TLS connection: nginx serves the new certificate
//     after one reload, 0 failed requests, each submission stored exactly once;
//   - `down` (volumes kept) and `up`: the same certificate, no new one asked for;
//   - the web image with TLS_MODE=files and a mounted certificate, a key of another certificate
//     refused; wrong settings of web and acme refused at start with a line naming the variable;
//     `down -v`.
// Podman runs healthchecks from systemd timers, which these machines lack: this script runs them
// while a container starts (as the compose check does), so that depends_on's service_healthy resolves.
//   node scripts/images/tls-check.mjs
// `up` builds the images (cached layers); TLS_CHECK_NO_BUILD=1 uses the orbitwise/*:latest images as
// they are (after check-images.sh --prepare or the compose check built them from this tree).
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, listening } from '../ports.mjs';
import { Visitor } from '../soak/client.mjs';
import { markerEmail, submitForm } from '../soak/forms.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT = 'orbitwise-tls';
const DOMAIN = 'www.orbitwise.test';
const run = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.log(`tls-check: ${message}`);
function check(condition, message) {
  if (!condition) throw new Error(message);
}
const has = (command, args = ['--version']) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const COMPOSE = has('docker', ['compose', 'version']) ? ['docker', 'compose'] : ['docker-compose'];
const TESTSSL = has('testssl', ['--version']) ? 'testssl' : 'testssl.sh';

const work = mkdtempSync(path.join(tmpdir(), 'orbitwise-tls-'));
const envFile = path.join(work, '.env');
const times = [];
const started = Date.now();
let current = 'start';
async function step(name, body) {
  current = name;
  const from = Date.now();
  log(`== ${name}`);
  await body();
  times.push([name, (Date.now() - from) / 1000]);
  log(`== ${name}: ${((Date.now() - from) / 1000).toFixed(1)} s`);
}

async function compose(...args) {
  const composeArgs = [
    '-p',
    PROJECT,
    '-f',
    'docker-compose.yml',
    '-f',
    'scripts/images/tls-check.compose.yml',
  ];
  const { stdout, stderr } = await run(
    COMPOSE[0],
    [...COMPOSE.slice(1), ...composeArgs, '--env-file', envFile, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, COMPOSE_DOCKER_CLI_BUILD: '0', DOCKER_BUILDKIT: '0' },
      maxBuffer: 64 << 20,
    },
  );
  return stdout + stderr;
}
const podman = async (...args) => (await run('podman', args, { maxBuffer: 64 << 20 })).stdout.trim();
/** A container's output, stdout and stderr (podman logs writes each to its own). */
async function logsOf(service) {
  const { stdout, stderr } = await run('podman', ['logs', container(service)], { maxBuffer: 64 << 20 });
  return stdout + stderr;
}
const container = (service) => `${PROJECT}_${service}_1`;
const SERVICES = ['db', 'api', 'tls-settings', 'pebble', 'acme', 'web'];

async function addressOf(service) {
  return podman(
    'inspect',
    '-f',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    container(service),
  );
}

/** Whether a container accepts connections on its first exposed port (true when it exposes none). */
async function accepting(id) {
  const [address, port] = (
    await podman(
      'inspect',
      '-f',
      '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}} {{range $p, $v := .NetworkSettings.Ports}}{{$p}} {{end}}',
      id,
    )
  ).split(' ');
  return listening(address, Number.parseInt(port, 10));
}

// Each starting container's healthcheck, run once its port accepts connections (failures before
// would count against its retries), every second until it is healthy.
let driving = true;
async function driveHealthchecks() {
  while (driving) {
    const starting = await podman(
      'ps',
      '-q',
      '--filter',
      `label=com.docker.compose.project=${PROJECT}`,
      '--filter',
      'health=starting',
    ).catch(() => '');
    for (const id of starting.split('\n').filter(Boolean)) {
      if (await accepting(id).catch(() => false))
        await run('podman', ['healthcheck', 'run', id]).catch(() => {});
    }
    await sleep(1000);
  }
}

/** A query on the db container's PostgreSQL (from this host, on the compose network). */
async function database(password, text, values) {
  const client = new pg.Client({
    connectionString: `postgres://orbitwise:${password}@${await addressOf('db')}:5432/orbitwise`,
  });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const isSuccess = (answer) => answer.status === 200 && /"isSuccess":true/.test(answer.text);

async function waitFor(description, predicate, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate().catch(() => false);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await sleep(500);
  }
}

/** One GET over a new TLS connection to the published port, trusting `ca` only. */
function httpsGet(port, ca, pathname = '/') {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        servername: DOMAIN,
        headers: { host: DOMAIN },
        path: pathname,
        ca,
        agent: false,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
            serial: response.socket.getPeerCertificate().serialNumber,
            protocol: response.socket.getProtocol(),
          }),
        );
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${pathname} timed out`)));
    request.on('error', reject);
  });
}

function httpRequest(port, pathname, method = 'GET') {
  return new Promise((resolve, reject) => {
    const body = method === 'POST' ? '{}' : undefined;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: { host: DOMAIN, ...(body && { 'content-type': 'application/json' }) },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A self-signed EC certificate for `name` and its key, <prefix>cert.pem and <prefix>key.pem in work. */
function selfSigned(name, prefix) {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-keyout',
      path.join(work, `${prefix}key.pem`),
      '-out',
      path.join(work, `${prefix}cert.pem`),
    ],
    { encoding: 'utf8' },
  );
  check(made.status === 0, `openssl: ${made.stderr}`);
  // Read by the containers' own users.
  chmodSync(path.join(work, `${prefix}key.pem`), 0o644);
  return readFileSync(path.join(work, `${prefix}cert.pem`));
}

/** pebble's root (a new one each start), from its management port on the compose network. */
async function pebbleRoot(pebbleTls) {
  const address = await podman(
    'inspect',
    '-f',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    container('pebble'),
  );
  return new Promise((resolve, reject) => {
    https
      .get(
        { host: address, port: 15000, path: '/roots/0', servername: 'pebble', ca: pebbleTls, agent: false },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(text)
              : reject(new Error(`roots/0: ${response.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

let status = 1;
let healthchecks;
try {
  const httpPort = await freePort();
  const httpsPort = await freePort();
  // pebble's own HTTPS certificate (its ACME directory), trusted by the acme service through
  // ACME_CA_CERTIFICATES, as a private CA's would be.
  const pebbleTls = selfSigned('pebble', '');
  chmodSync(work, 0o755);
  const overrides = {
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    CSRF_SECRET: randomBytes(32).toString('hex'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEYS: `check:${randomBytes(32).toString('base64')}`,
    SITE_ORIGIN: `https://${DOMAIN}`,
    TLS_MODE: 'acme',
    SITE_DOMAIN: DOMAIN,
    ACME_EMAIL: 'operations@orbitwise.test',
    ACME_DIRECTORY_URL: 'https://pebble:14000/dir',
    ACME_CA_CERTIFICATES: '/pebble-tls/cert.pem',
    WEB_PORT: `127.0.0.1:${httpPort}`,
    HTTPS_PORT: `127.0.0.1:${httpsPort}`,
    // The API's own per-address quota raised (every request here comes from one address); nginx's
    // POST limit left as shipped.
    RATE_LIMIT_MAX: '100000',
  };
  let env = readFileSync(path.join(ROOT, '.env.example'), 'utf8').replace(/^([A-Z_]+)=.*$/gm, (line, name) =>
    name in overrides ? `${name}=${overrides[name]}` : line,
  );
  // Not in .env.example: pebble's files, a quick retry of a first order made before web answered, and
  // a quick look for a changed certificate.
  env += `\nPEBBLE_TLS_DIR=${work}\nACME_RETRY_SECONDS=2\nTLS_RELOAD_CHECK_SECONDS=2\n`;
  writeFileSync(envFile, env);
  await compose('down', '-v', '--remove-orphans').catch(() => {});
  healthchecks = driveHealthchecks();

  let root;
  let first;
  await step(
    'up (db, api, web, acme, pebble): a certificate from pebble over HTTP-01, on HTTPS',
    async () => {
      await compose('up', '-d', ...(process.env.TLS_CHECK_NO_BUILD ? [] : ['--build']));
      root = await waitFor('pebble', () => pebbleRoot(pebbleTls));
      first = await waitFor('the site over HTTPS with a certificate from pebble', async () => {
        const page = await httpsGet(httpsPort, root);
        return page.status === 200 ? page : false;
      });
      check(/<html/i.test(first.text), 'GET / over HTTPS is not the site');
      check(
        first.headers['strict-transport-security'] === 'max-age=63072000',
        `HSTS: ${first.headers['strict-transport-security']}`,
      );
      log(
        `  GET / over ${first.protocol}, trusting pebble's root only: ${first.status}, certificate ${first.serial}, HSTS ${first.headers['strict-transport-security']}`,
      );
    },
  );

  await step('HTTP: redirected to HTTPS (308 for a POST), the ACME challenge path answered', async () => {
    const redirect = await httpRequest(httpPort, '/careers/jobs?x=1');
    check(
      redirect.status === 301 && redirect.location === `https://${DOMAIN}:${httpsPort}/careers/jobs?x=1`,
      `HTTP answered ${redirect.status} ${redirect.location}`,
    );
    // The published HTTPS port (not 443 here) is kept. 308, not 301: a browser repeats a form's POST
    // (method and body) at the new address.
    const form = '/api/ContactUs/AddContactUs';
    const post = await httpRequest(httpPort, form, 'POST');
    check(
      post.status === 308 && post.location === `https://${DOMAIN}:${httpsPort}${form}`,
      `POST ${form} over HTTP answered ${post.status} ${post.location}`,
    );
    const challenge = await httpRequest(httpPort, '/.well-known/acme-challenge/unknown-token');
    check(challenge.status === 404, `an unknown challenge answered ${challenge.status}`);
    log(`  GET http://${DOMAIN}/careers/jobs?x=1 -> 301 ${redirect.location}`);
    log(`  POST http://${DOMAIN}${form} -> 308 ${post.location}; unknown challenge -> 404`);
  });

  await step('testssl.sh: Mozilla intermediate, no finding above LOW', async () => {
    writeFileSync(path.join(work, 'root.pem'), root);
    const json = path.join(work, 'testssl.json');
    // Every check but BREACH (-B), which concerns the application's compressed answers, not TLS.
    const args = [
      '--quiet',
      '--color',
      '0',
      '--warnings',
      'off',
      '--nodns',
      'none',
      '--ip',
      '127.0.0.1',
      '--add-ca',
      path.join(work, 'root.pem'),
      '--jsonfile',
      json,
      '-p',
      '-S',
      '-P',
      '-f',
      '-h',
      '-H',
      '-I',
      '-T',
      '-BB',
      '-R',
      '-C',
      '-O',
      '-Z',
      '-W',
      '-A',
      '-L',
      '-F',
      '-J',
      '-D',
      '-4',
      `https://${DOMAIN}:${httpsPort}/`,
    ];
    const result = spawnSync(TESTSSL, args, { encoding: 'utf8', timeout: 300_000 });
    const findings = JSON.parse(readFileSync(json, 'utf8'));
    const above = findings.filter((f) => ['MEDIUM', 'HIGH', 'CRITICAL'].includes(f.severity));
    const protocols = findings.filter((f) => /^(SSLv|TLS1)/.test(f.id)).map((f) => `${f.id} ${f.finding}`);
    log(`  ${findings.length} findings; protocols: ${protocols.join('; ')}`);
    for (const severity of ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']) {
      const of = findings.filter((f) => f.severity === severity);
      if (of.length) log(`  ${severity}: ${of.map((f) => `${f.id} (${f.finding})`).join('; ')}`);
    }
    check(findings.length > 20, `testssl.sh ran no checks (exit ${result.status}): ${result.stderr}`);
    check(above.length === 0, `testssl.sh findings above LOW: ${above.map((f) => f.id).join(', ')}`);
    check(
      findings.some((f) => f.id === 'TLS1_3' && /offered/.test(f.finding) && !/not/.test(f.finding)),
      'TLS 1.3 not offered',
    );
  });

  await step('forced renewal under a submitting client: one reload, 0 failed, each row once', async () => {
    const reloads = async () => (await logsOf('web')).split('nginx reloaded').length - 1;
    const reloadsBefore = await reloads();
    // The submitting client's TLS connections, one per request (no keep-alive, no session resumed:
    // each a full handshake, showing the certificate nginx serves at that moment).
    const connections = [];
    class NewConnections extends https.Agent {
      createConnection(...args) {
        const socket = super.createConnection(...args);
        socket.once('secureConnect', () =>
          connections.push({
            serial: socket.getPeerCertificate().serialNumber,
            resumed: socket.isSessionReused(),
          }),
        );
        return socket;
      }
    }
    const agent = new NewConnections({
      keepAlive: false,
      maxCachedSessions: 0,
      ca: root,
      // The site's name resolves to the published port's address, as its DNS record would.
      lookup: (host, options, callback) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4),
    });
    const visitor = new Visitor(`https://${DOMAIN}:${httpsPort}`, '127.0.0.1', { agent });
    await visitor.startSession();
    const pages = [];
    const submissions = [];
    let stop = false;
    // In turn: a Contact form submitted (a captcha challenge from the API, solved for real, then the
    // POST) and a page, each over a new TLS connection. nginx allows 5 POSTs/s per address with a
    // burst of 20: a round lasts at least 500 ms, so this client stays under 2 POSTs/s (solving the
    // captcha alone takes about a second here).
    const client = (async () => {
      for (let i = 0; !stop; i++) {
        const from = Date.now();
        const marker = `tls-renewal-${i}-${randomUUID().slice(0, 8)}`;
        const answer = await submitForm(visitor, 'contact', marker).catch((error) => ({
          status: 0,
          text: String(error),
        }));
        submissions.push({ marker, answer });
        pages.push(
          await httpsGet(httpsPort, root, `/?renewal=${i}`).catch((error) => ({
            status: 0,
            text: String(error),
          })),
        );
        await sleep(Math.max(0, 500 - (Date.now() - from)));
      }
    })();
    // The renewal starts once a page and a submission have been answered on the current certificate:
    // pebble and the reload can be quicker than the client's first round.
    await waitFor('a first round on the current certificate', async () => pages.length >= 1);
    const { stdout, stderr } = await run('podman', ['exec', container('acme'), 'acme', 'renew-now']);
    const renewal = stdout + stderr;
    const renewed = await waitFor('nginx to serve the renewed certificate', async () =>
      pages.at(-1)?.serial && pages.at(-1).serial !== first.serial ? pages.at(-1).serial : false,
    );
    // A few more rounds on the renewed certificate, submissions included.
    const seen = submissions.length;
    await waitFor('a few more submissions', async () => submissions.length >= seen + 5);
    stop = true;
    await client;
    visitor.close();
    const failedPages = pages.filter((r) => r.status < 200 || r.status > 299);
    const failedSubmissions = submissions.filter((s) => !isSuccess(s.answer));
    const stored = await database(
      overrides.POSTGRES_PASSWORD,
      'SELECT email, count(*)::int AS n FROM enquiry WHERE email = ANY($1) GROUP BY email',
      [submissions.map((s) => markerEmail(s.marker))],
    );
    const storedOnce = stored.filter((r) => r.n === 1).length;
    const serials = [...new Set(pages.map((r) => r.serial).filter(Boolean))];
    const submitterSerials = [...new Set(connections.map((c) => c.serial))];
    log(
      `  lego: ${
        renewal
          .split('\n')
          .filter((l) => /renew|obtained/i.test(l))
          .slice(-1)[0] ?? renewal.slice(-200)
      }`,
    );
    log(
      `  ${pages.length} page requests, ${submissions.length} submissions over new TLS connections: ` +
        `${failedPages.length + failedSubmissions.length} failed; ${storedOnce} rows stored`,
    );
    log(
      `  the submitting client: ${connections.length} TLS connections (session, captcha challenges, ` +
        `submissions), ${connections.filter((c) => c.resumed).length} resumed; certificates ${submitterSerials.join(' then ')}`,
    );
    log(
      `  pages: certificates served ${serials.join(' then ')}; nginx reloads logged: ${(await reloads()) - reloadsBefore}`,
    );
    for (const r of failedPages.slice(0, 5)) log(`  failed page: ${r.status} ${r.text.slice(0, 200)}`);
    for (const s of failedSubmissions.slice(0, 5))
      log(`  failed submission ${s.marker}: ${s.answer.status} ${String(s.answer.text).slice(0, 200)}`);
    check(failedPages.length + failedSubmissions.length === 0, 'requests failed during the renewal');
    check(
      stored.length === submissions.length && storedOnce === submissions.length,
      `${submissions.length} submissions, ${stored.length} stored, ${storedOnce} of them once`,
    );
    check(serials.length === 2 && serials[1] === renewed, `certificates served: ${serials.join(', ')}`);
    check(
      submitterSerials.length === 2 && submitterSerials[1] === renewed,
      `certificates the submitting client saw: ${submitterSerials.join(', ')}`,
    );
    // One connection for the session, then two a submission (its captcha challenge and its POST).
    check(
      connections.length === 1 + 2 * submissions.length && connections.every((c) => !c.resumed),
      `${connections.length} TLS connections for ${submissions.length} submissions`,
    );
    check((await reloads()) === reloadsBefore + 1, 'web did not log one reload for the renewal');
    first = { ...first, serial: renewed };
  });

  await step('down (volumes kept) and up: the same certificate, none asked for', async () => {
    await compose('down');
    await compose('up', '-d');
    const page = await waitFor('the site over HTTPS again', async () => {
      const answer = await httpsGet(httpsPort, root);
      return answer.status === 200 ? answer : false;
    });
    check(
      page.serial === first.serial,
      `after down and up the certificate is ${page.serial}, not ${first.serial}`,
    );
    const acmeLog = await waitFor('the acme service to check its certificate', async () => {
      const text = await logsOf('acme');
      return /no renewal|renewal/i.test(text) ? text : false;
    });
    check(!/obtaining a certificate/.test(acmeLog), 'the acme service asked for a new certificate after up');
    log(
      `  certificate ${page.serial} served again from the acme volume; the acme service: no renewal needed`,
    );
  });

  await step('TLS_MODE=files with an own certificate; wrong settings refused at start by name', async () => {
    const own = selfSigned(DOMAIN, 'own-');
    selfSigned(DOMAIN, 'other-');
    const image = 'docker.io/orbitwise/web:latest';
    const port = await freePort();
    // `podman run` options of the web image in TLS_MODE=files with this certificate and key mounted.
    const withFiles = (cert, key) => [
      '--rm',
      '--read-only',
      '--tmpfs',
      '/tmp',
      '-e',
      'TLS_MODE=files',
      '-v',
      `${path.join(work, cert)}:/etc/orbitwise-tls/cert.pem:ro`,
      '-v',
      `${path.join(work, key)}:/etc/orbitwise-tls/key.pem:ro`,
    ];
    const id = await podman(
      'run',
      '-d',
      ...withFiles('own-cert.pem', 'own-key.pem'),
      '-p',
      `127.0.0.1:${port}:8443`,
      image,
    );
    try {
      const page = await waitFor('the own certificate served', async () => {
        const answer = await httpsGet(port, own);
        return answer.status === 200 ? answer : false;
      });
      log(
        `  TLS_MODE=files: GET / over ${page.protocol} with the mounted certificate, trusted alone: ${page.status}`,
      );
    } finally {
      await podman('rm', '-f', id).catch(() => {});
    }
    // The same certificate with the key of another one: refused at start, by name, exit 1.
    const mismatched = spawnSync('podman', ['run', ...withFiles('own-cert.pem', 'other-key.pem'), image], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const refusal = mismatched.stderr.trim().split('\n').at(-1) ?? '';
    check(
      mismatched.status === 1 && /TLS_KEY_FILE/.test(refusal),
      `web with a key of another certificate: exit ${mismatched.status}, ${mismatched.stderr.slice(-300)}`,
    );
    log(`  web with TLS_MODE=files and a key of another certificate: exit 1, "${refusal}"`);
    const refusals = [
      ['web', ['TLS_MODE=bogus'], /TLS_MODE=bogus: must be acme, files or upstream/],
      ['web', ['TLS_MODE=acme'], /TLS_MODE=acme needs SITE_DOMAIN/],
      ['web', ['TLS_MODE=files'], /TLS_MODE=files: TLS_CERT_FILE .* is not a readable PEM certificate/],
      ['web', ['HTTPS_PORT=127.0.0.1:https'], /HTTPS_PORT must be a port \(443\) or address:port/],
      ['acme', ['TLS_MODE=acme', `SITE_DOMAIN=${DOMAIN}`], /TLS_MODE=acme needs ACME_EMAIL/],
      [
        'acme',
        [
          'TLS_MODE=acme',
          `SITE_DOMAIN=${DOMAIN}`,
          'ACME_EMAIL=a@orbitwise.test',
          'ACME_DIRECTORY_URL=http://pebble/dir',
        ],
        /ACME_DIRECTORY_URL must be an https:\/\/ URL/,
      ],
    ];
    for (const [service, env, message] of refusals) {
      const result = spawnSync(
        'podman',
        [
          'run',
          '--rm',
          '--read-only',
          '--tmpfs',
          '/tmp',
          '--network',
          'none',
          ...env.flatMap((pair) => ['-e', pair]),
          `docker.io/orbitwise/${service}:latest`,
        ],
        { encoding: 'utf8' },
      );
      check(
        result.status !== 0 && message.test(result.stderr),
        `${service} with ${env.join(' ')}: exit ${result.status}, ${result.stderr.slice(-300)}`,
      );
      log(`  ${service} with ${env.join(' ')}: refused, "${result.stderr.trim().split('\n').at(-1)}"`);
    }
  });

  await step('a wrong setting stops `up` by name: tls-settings exits 1, acme is not started', async () => {
    await compose('down');
    const good = readFileSync(envFile, 'utf8');
    writeFileSync(envFile, good.replace(/^ACME_EMAIL=.*$/m, 'ACME_EMAIL='));
    try {
      const refused = await compose('up', '-d', '--no-build', 'acme').then(
        () => null,
        (error) => error,
      );
      check(refused !== null, '`up` with ACME_EMAIL empty succeeded');
      const settings = await logsOf('tls-settings');
      check(/ACME_EMAIL/.test(settings), `tls-settings said: ${settings.slice(-300)}`);
      const acme = spawnSync('podman', ['container', 'exists', container('acme')]);
      const state = await podman('inspect', '-f', '{{.State.Status}}', container('acme')).catch(() => 'none');
      check(acme.status !== 0 || state === 'created', `acme is ${state} although its settings were refused`);
      log(
        `  up exit code ${refused.code}; tls-settings: "${settings.trim().split('\n').at(-1)}"; acme: ${state}`,
      );
    } finally {
      writeFileSync(envFile, good);
    }
  });

  await step('down -v', async () => {
    await compose('down', '-v');
  });
  status = 0;
} catch (error) {
  console.error(`tls-check: FAILED in step "${current}": ${error instanceof Error ? error.message : error}`);
  for (const service of SERVICES) {
    const logs = await run('podman', ['logs', '--tail', '20', container(service)]).catch(() => ({}));
    console.error(`--- ${service} ---\n${logs.stdout ?? ''}${logs.stderr ?? ''}`);
  }
  if (!process.env.KEEP_STACK) await compose('down', '-v').catch(() => {});
} finally {
  driving = false;
  await healthchecks;
  log('step durations');
  for (const [name, seconds] of times)
    console.log(`  ${name.padEnd(76)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${'total'.padEnd(76)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  if (status === 0) rmSync(work, { recursive: true, force: true });
  log(status === 0 ? 'passed' : 'FAILED');
}
process.exit(status);
