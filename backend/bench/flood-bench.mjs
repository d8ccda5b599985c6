// `npm run bench:flood`: does a bot flood starve visitors? For `--seconds` (30), 100 connections send
// invalid submissions as fast as they can (forged anti-forgery tokens, bad and replayed captchas, junk
// and oversized bodies, invalid fields), from many addresses, while 5 legitimate clients submit valid
// forms back to back. Twice: straight to the API, then through nginx (the production configuration,
// nginx/render.mjs, with its per-address POST limit). Prints the legitimate clients' success rate and
// p99 latency, the flood's requests per second, and what the flood wrote to PostgreSQL besides its
// rate-limit counters (from pg_stat_database and pg_stat_user_tables, in a flood-only window, less
// what the idle API writes in as long). Every legitimate submission must be stored.
//
// Addresses are varied honestly: each connection binds its own loopback source address (127.x.y.z,
// all of 127/8 is the loopback on Linux). The API trusts X-Forwarded-For only from loopback peers
// (TRUST_PROXY=loopback, as behind nginx): straight to it, the client is the socket's address; through
// nginx, nginx overwrites X-Forwarded-For with the peer's address. No client-written header is trusted.
import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { startStack } from '../../scripts/nginx-stack.mjs';
import { BENCH_HMAC_KEY, captchaPool } from './captcha-pool.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    'write-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    visitors: { type: 'string', default: '5' },
  },
});
const SECONDS = Number(args.seconds);
const WRITE_SECONDS = Number(args['write-seconds']);
const CONNECTIONS = Number(args.connections);
const VISITORS = Number(args.visitors);
const PATH = '/api/ContactUs/AddContactUs';
const REQUESTS_PER_FLOOD_ADDRESS = 50;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One HTTP request on `agent`; resolves to its status and body (never rejects: errors are status 0). */
function send(base, agent, { method = 'POST', path = PATH, headers = {}, body }) {
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', () => resolve({ status: 0 }));
      },
    );
    request.on('error', () => resolve({ status: 0 }));
    request.end(body);
  });
}

/** A visitor's anti-forgery session from `address`: its cookies and token. */
async function session(base, agent) {
  const response = await send(base, agent, { method: 'GET', path: '/api/csrf-token' });
  if (response.status !== 200) throw new Error(`GET /api/csrf-token answered ${response.status}`);
  const cookies = [].concat(response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
  return { cookie: cookies.join('; '), token: JSON.parse(response.body).token };
}

const loopback = (n) => `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const agentFrom = (address) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The flood's requests, in turn: each invalid in its own way. */
function floodRequests(csrf, spentCaptcha) {
  const json = { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrf-token': csrf.token };
  const valid = JSON.stringify({ ...CONTACT_US_EXAMPLES.contact, email: 'bot@example.com' });
  const garbageCaptcha = Buffer.from('{"challenge":{},"solution":{}}').toString('base64');
  return [
    {
      kind: 'forged token',
      headers: { ...json, 'x-csrf-token': 'forged', 'x-altcha': garbageCaptcha },
      body: valid,
    },
    { kind: 'bad captcha', headers: { ...json, 'x-altcha': garbageCaptcha }, body: valid },
    { kind: 'replayed captcha', headers: { ...json, 'x-altcha': spentCaptcha }, body: valid },
    {
      kind: 'invalid fields',
      headers: { ...json, 'x-altcha': spentCaptcha },
      body: JSON.stringify({ ...CONTACT_US_EXAMPLES.contact, email: 'not an address', userName: '' }),
    },
    { kind: 'junk body', headers: { ...json, 'x-altcha': garbageCaptcha }, body: '{"userName": "x", ]]]' },
    {
      kind: 'oversized body',
      headers: { ...json, 'x-altcha': garbageCaptcha },
      body: JSON.stringify({ ...CONTACT_US_EXAMPLES.contact, description: 'x'.repeat(200_000) }),
    },
  ];
}

/** 100 connections as fast as they go until `until`; each address sends a few requests, then the next. */
async function flood(base, requests, until, firstAddress) {
  const statuses = {};
  let count = 0;
  let nextAddress = firstAddress;
  const connection = async () => {
    while (performance.now() < until) {
      const agent = agentFrom(loopback(nextAddress++));
      for (let i = 0; i < REQUESTS_PER_FLOOD_ADDRESS && performance.now() < until; i++) {
        const { status } = await send(base, agent, requests[count++ % requests.length]);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return { count, statuses, addresses: nextAddress - firstAddress };
}

/** The visitors: each submission from a visitor of its own (its address, its session, its captcha). */
async function visitors(base, captchas, until, firstAddress, label) {
  const latencies = [];
  const sessionLatencies = [];
  const emails = [];
  const failures = {};
  let nextAddress = firstAddress;
  const visitor = async () => {
    while (performance.now() < until) {
      const agent = agentFrom(loopback(nextAddress++));
      const visited = performance.now();
      const csrf = await session(base, agent);
      sessionLatencies.push(performance.now() - visited);
      const email = `visitor.${label}.${nextAddress}@example.com`;
      const started = performance.now();
      const response = await send(base, agent, {
        headers: {
          'content-type': 'application/json',
          cookie: csrf.cookie,
          'x-csrf-token': csrf.token,
          'x-altcha': captchas.pop(),
        },
        body: JSON.stringify({ ...CONTACT_US_EXAMPLES.contact, email }),
      });
      latencies.push(performance.now() - started);
      emails.push(email);
      if (response.status !== 200) failures[response.status] = (failures[response.status] ?? 0) + 1;
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  return { latencies, sessionLatencies, emails, failures };
}

async function writes(db) {
  const [{ rows: database }, { rows: counters }] = await Promise.all([
    db.query(
      'SELECT tup_inserted + tup_updated + tup_deleted AS n FROM pg_stat_database WHERE datname = current_database()',
    ),
    db.query(
      `SELECT schemaname || '.' || relname AS relname, n_tup_ins + n_tup_upd + n_tup_del AS n FROM pg_stat_user_tables
       WHERE n_tup_ins + n_tup_upd + n_tup_del > 0`,
    ),
  ]);
  return {
    all: Number(database[0].n),
    tables: Object.fromEntries(counters.map((r) => [r.relname, Number(r.n)])),
  };
}

function writesBetween(before, after) {
  const tables = {};
  for (const [table, n] of Object.entries(after.tables)) {
    const delta = n - (before.tables[table] ?? 0);
    if (delta > 0) tables[table] = delta;
  }
  const sum = (filter) =>
    Object.entries(tables)
      .filter(([table]) => filter(table))
      .reduce((total, [, n]) => total + n, 0);
  return {
    all: after.all - before.all,
    counters: tables['public.rate_limit_counter'] ?? 0,
    // The application's tables besides the counters: what an invalid request must never write.
    beyond: sum((table) => table.startsWith('public.') && table !== 'public.rate_limit_counter'),
    // pg-boss's own bookkeeping (queue statistics, its version and instance rows): the idle API's too.
    jobQueue: sum((table) => table.startsWith('pgboss.')),
    tables,
  };
}

/** The flood, in a thread of its own: its work must not delay the visitors' clocks. */
function floodInThread(base, csrf, spentCaptcha, seconds, firstAddress) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { base, csrf, spentCaptcha, seconds, firstAddress },
      argv: process.argv.slice(2),
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) {
  const { base, csrf, spentCaptcha, seconds, firstAddress } = workerData;
  const result = await flood(
    base,
    floodRequests(csrf, spentCaptcha),
    performance.now() + seconds * 1000,
    firstAddress,
  );
  parentPort.postMessage(result);
} else {
  // Statistics reach the shared view when a backend has been idle a while (up to 10 s after a flush).
  const FLUSHED = 11_000;

  const stack = await startStack({
    accessLog: false,
    apiEnv: {
      ALTCHA_HMAC_KEY: BENCH_HMAC_KEY,
      ALTCHA_ALGORITHM: 'SHA-256',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MAX: '2',
    },
  });
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  try {
    await db.connect();
    const setup = agentFrom('127.0.0.1');
    const csrf = await session(stack.apiUrl, setup);
    console.log('Solving captcha challenges for the visitors...');
    const captchas = await captchaPool(Math.max(200, VISITORS * SECONDS * 40));
    const spentCaptcha = captchas.pop();
    const spent = await send(stack.apiUrl, setup, {
      headers: {
        'content-type': 'application/json',
        cookie: csrf.cookie,
        'x-csrf-token': csrf.token,
        'x-altcha': spentCaptcha,
      },
      body: JSON.stringify({ ...CONTACT_US_EXAMPLES.contact, email: 'first-use@example.com' }),
    });
    if (spent.status !== 200) throw new Error(`The setup submission answered ${spent.status}: ${spent.body}`);
    setup.destroy();

    // 1. What the flood alone writes, less what the idle API writes in as long.
    await sleep(FLUSHED);
    const idleStart = await writes(db);
    await sleep(WRITE_SECONDS * 1000);
    await sleep(FLUSHED);
    const idle = writesBetween(idleStart, await writes(db));
    const floodStart = await writes(db);
    const alone = await floodInThread(stack.apiUrl, csrf, spentCaptcha, WRITE_SECONDS, 1 << 16);
    await sleep(FLUSHED);
    const floodWrites = writesBetween(floodStart, await writes(db));

    // 2. Visitors during the flood: straight to the API, then through nginx.
    const results = [];
    for (const [label, base, firstFlood, firstVisitor] of [
      ['straight to the API', stack.apiUrl, 2 << 16, 10 << 16],
      ['through nginx', stack.baseUrl, 4 << 16, 12 << 16],
    ]) {
      console.log(`${label}: ${SECONDS} s, ${CONNECTIONS} flood connections, ${VISITORS} visitors...`);
      const until = performance.now() + SECONDS * 1000;
      const [floodResult, visitorResult] = await Promise.all([
        floodInThread(base, csrf, spentCaptcha, SECONDS, firstFlood),
        visitors(base, captchas, until, firstVisitor, label.replace(/\W+/g, '-')),
      ]);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM enquiry WHERE email = ANY($1)', [
        visitorResult.emails,
      ]);
      results.push({ label, flood: floodResult, visitors: visitorResult, stored: rows[0].n });
    }

    console.log('');
    console.log(
      `Bot flood: ${CONNECTIONS} connections of invalid requests, ${VISITORS} visitors submitting valid forms, ${SECONDS} s each`,
    );
    for (const { label, flood: f, visitors: v, stored } of results) {
      const ok = v.emails.length - Object.values(v.failures).reduce((a, b) => a + b, 0);
      console.log(`${label}:`);
      console.log(
        `  visitors: ${ok}/${v.emails.length} answered 200 (${((100 * ok) / Math.max(1, v.emails.length)).toFixed(1)} %), ` +
          `${stored} stored, p99 ${percentile(v.latencies, 99).toFixed(0)} ms, median ${percentile(v.latencies, 50).toFixed(0)} ms ` +
          `(GET /api/csrf-token before each: p99 ${percentile(v.sessionLatencies, 99).toFixed(0)} ms)` +
          (Object.keys(v.failures).length ? `, refused: ${JSON.stringify(v.failures)}` : ''),
      );
      console.log(
        `  flood: ${(f.count / SECONDS).toFixed(0)} req/s from ${f.addresses} addresses, answers ${JSON.stringify(f.statuses)}`,
      );
    }
    console.log(
      `PostgreSQL rows written by ${alone.count} flood requests alone in ${WRITE_SECONDS} s (${JSON.stringify(alone.statuses)}): ` +
        `${floodWrites.counters} to their rate-limit counters, ${floodWrites.beyond} to any other table of the application; ` +
        `${floodWrites.jobQueue} by pg-boss's bookkeeping (${idle.jobQueue} in as long with no requests at all)`,
    );
    const lost = results.filter((r) => r.stored !== r.visitors.emails.length);
    if (lost.length > 0) {
      console.log(`FAILED: legitimate submissions not stored (${lost.map((r) => r.label).join(', ')})`);
      process.exitCode = 1;
    }
  } finally {
    await db.end().catch(() => undefined);
    await stack.stop();
  }
}
