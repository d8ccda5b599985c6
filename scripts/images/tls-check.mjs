// The TLS check (run by scripts/check-images.sh --finish, after the compose check): the repository's
// docker-compose.yml with TLS_MODE=acme, plus scripts/images/tls-check.compose.yml (Debian's pebble as
// the certificate authority on the compose network; no internet), on podman:
//   - the acme service obtains the certificate of SITE_DOMAIN over HTTP-01 (pebble fetches the
//     challenge from web's port 8080, the published HTTP port);
//   - the site over HTTPS, trusting pebble's root only; HSTS; HTTP redirected to HTTPS, the
//     challenge path not;
//   - testssl.sh (Debian's) on the HTTPS port: no finding above LOW;
//   - a forced renewal (`acme renew-now`) while a client keeps requesting pages over new TLS
//     connections: nginx serves the new certificate after its reload, 0 failed requests;
//   - `down` (volumes kept) and `up`: the same certificate, no new one asked for;
//   - the web image with TLS_MODE=files and a mounted certificate; wrong settings of web and acme
//     refused at start with a line naming the variable; `down -v`.
// The site's pages come from the built files here (web falls back to them while no API answers):
// db and api are not started (`up --no-deps`), TLS is all this check is about.
//   node scripts/images/tls-check.mjs
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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

async function waitFor(description, predicate, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate().catch(() => false);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await sleep(500);
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
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

function httpGet(port, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: DOMAIN }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
  });
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
try {
  const httpPort = await freePort();
  const httpsPort = await freePort();
  // pebble's own HTTPS certificate (its ACME directory), trusted by the acme service through
  // ACME_CA_CERTIFICATES, as a private CA's would be.
  const openssl = spawnSync(
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
      '/CN=pebble',
      '-addext',
      'subjectAltName=DNS:pebble',
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  check(openssl.status === 0, `openssl: ${openssl.stderr}`);
  chmodSync(path.join(work, 'key.pem'), 0o644);
  chmodSync(work, 0o755);
  const pebbleTls = readFileSync(path.join(work, 'cert.pem'));
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
  };
  let env = readFileSync(path.join(ROOT, '.env.example'), 'utf8').replace(/^([A-Z_]+)=.*$/gm, (line, name) =>
    name in overrides ? `${name}=${overrides[name]}` : line,
  );
  // Not in .env.example: pebble's files, a quick retry of a first order made before web answered, and
  // a quick look for a changed certificate.
  env += `\nPEBBLE_TLS_DIR=${work}\nACME_RETRY_SECONDS=2\nTLS_RELOAD_CHECK_SECONDS=2\n`;
  writeFileSync(envFile, env);
  await compose('down', '-v', '--remove-orphans').catch(() => {});
  const services = ['pebble', 'acme', 'web'];

  let root;
  let first;
  await step('up (pebble, acme, web): a certificate from pebble over HTTP-01, served on HTTPS', async () => {
    await compose('up', '-d', '--build', '--no-deps', ...services);
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
  });

  await step('HTTP: redirected to HTTPS, the ACME challenge path answered', async () => {
    const redirect = await httpGet(httpPort, '/careers/jobs?x=1');
    check(
      redirect.status === 301 && redirect.location === `https://${DOMAIN}/careers/jobs?x=1`,
      `HTTP answered ${redirect.status} ${redirect.location}`,
    );
    const challenge = await httpGet(httpPort, '/.well-known/acme-challenge/unknown-token');
    check(challenge.status === 404, `an unknown challenge answered ${challenge.status}`);
    log(`  GET http://${DOMAIN}/careers/jobs?x=1 -> 301 ${redirect.location}; unknown challenge -> 404`);
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

  await step('forced renewal under a requesting client: nginx reloads, 0 failed requests', async () => {
    const reloads = async () => (await logsOf('web')).split('nginx reloaded').length - 1;
    const reloadsBefore = await reloads();
    const results = [];
    let stop = false;
    const client = (async () => {
      while (!stop) {
        const from = Date.now();
        const answer = await httpsGet(httpsPort, root).catch((error) => ({ status: 0, text: String(error) }));
        results.push(answer);
        await sleep(Math.max(0, 50 - (Date.now() - from)));
      }
    })();
    const { stdout, stderr } = await run('podman', ['exec', container('acme'), 'acme', 'renew-now']);
    const renewal = stdout + stderr;
    const renewed = await waitFor('nginx to serve the renewed certificate', async () =>
      results.at(-1)?.serial && results.at(-1).serial !== first.serial ? results.at(-1).serial : false,
    );
    const seen = results.length;
    await waitFor('a few more requests', async () => results.length >= seen + 20);
    stop = true;
    await client;
    const failed = results.filter((r) => r.status !== 200);
    const serials = [...new Set(results.map((r) => r.serial).filter(Boolean))];
    log(
      `  lego: ${
        renewal
          .split('\n')
          .filter((l) => /renew|obtained/i.test(l))
          .slice(-1)[0] ?? renewal.slice(-200)
      }`,
    );
    log(
      `  ${results.length} requests over new TLS connections: ${failed.length} failed; certificates served: ${serials.join(' then ')}`,
    );
    for (const r of failed.slice(0, 5)) log(`  failed: ${r.status} ${r.text.slice(0, 200)}`);
    check(failed.length === 0, `${failed.length} requests failed during the renewal`);
    check(serials.length === 2 && serials[1] === renewed, `certificates served: ${serials.join(', ')}`);
    check((await reloads()) === reloadsBefore + 1, 'web did not log one reload for the renewal');
    first = { ...first, serial: renewed };
  });

  await step('down (volumes kept) and up: the same certificate, none asked for', async () => {
    await compose('down');
    await compose('up', '-d', '--no-deps', ...services);
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
        `/CN=${DOMAIN}`,
        '-addext',
        `subjectAltName=DNS:${DOMAIN}`,
        '-keyout',
        path.join(work, 'own-key.pem'),
        '-out',
        path.join(work, 'own-cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    check(made.status === 0, `openssl: ${made.stderr}`);
    chmodSync(path.join(work, 'own-key.pem'), 0o644);
    const own = readFileSync(path.join(work, 'own-cert.pem'));
    const image = 'docker.io/orbitwise/web:latest';
    const port = await freePort();
    const id = await podman(
      'run',
      '-d',
      '--rm',
      '--read-only',
      '--tmpfs',
      '/tmp',
      '-e',
      'TLS_MODE=files',
      '-v',
      `${path.join(work, 'own-cert.pem')}:/etc/orbitwise-tls/cert.pem:ro`,
      '-v',
      `${path.join(work, 'own-key.pem')}:/etc/orbitwise-tls/key.pem:ro`,
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
    const refusals = [
      ['web', ['TLS_MODE=bogus'], /TLS_MODE=bogus: must be acme, files or upstream/],
      ['web', ['TLS_MODE=acme'], /TLS_MODE=acme needs SITE_DOMAIN/],
      ['web', ['TLS_MODE=files'], /TLS_MODE=files: TLS_CERT_FILE .* is not a readable PEM certificate/],
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

  await step('down -v', async () => {
    await compose('down', '-v');
  });
  status = 0;
} catch (error) {
  console.error(`tls-check: FAILED in step "${current}": ${error instanceof Error ? error.message : error}`);
  for (const service of ['pebble', 'acme', 'web']) {
    const logs = await run('podman', ['logs', '--tail', '20', container(service)]).catch(() => ({}));
    console.error(`--- ${service} ---\n${logs.stdout ?? ''}${logs.stderr ?? ''}`);
  }
  if (!process.env.KEEP_STACK) await compose('down', '-v').catch(() => {});
} finally {
  log('step durations');
  for (const [name, seconds] of times)
    console.log(`  ${name.padEnd(76)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${'total'.padEnd(76)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  if (status === 0) rmSync(work, { recursive: true, force: true });
  log(status === 0 ? 'passed' : 'FAILED');
}
process.exit(status);
