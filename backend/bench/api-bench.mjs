// `npm run bench:api`: AddContactUs throughput and p99 latency at 50 concurrent clients, for the
// real API (built dist, every protection on) and for a minimal baseline (node:http + pg inserting
// the same row), measured in the same run against the same throwaway embedded PostgreSQL.
//
// Both servers receive the same requests, built per request by the same client code.
// What the API run includes, per request: anti-forgery check (one visitor's token and cookies,
// reused as the SPA does), the per-client rate limit (its quota raised to 1e9 by configuration so
// it counts but never refuses), a distinct captcha solution (signature check, then spent in
// PostgreSQL in the same transaction as the row), per-form validation from the contracts package,
// and the insert. Challenges are made cheap to *solve* (ALTCHA_ALGORITHM=SHA-256, cost 1): the
// server's verification does the same work at any cost (two HMACs).
//
// The clients are BENCH_VISITORS (default 50) visitors, one address each, as 50 people behind nginx
// are: the bench stands where nginx stands, a loopback peer the API trusts (TRUST_PROXY's default,
// `loopback`) to name the client in X-Forwarded-For; request i comes from visitor i mod 50, so the
// requests in flight come from distinct visitors. The per-client limit is exact, so one address's
// submissions queue on its counter row (that is the protection; `npm run bench:flood` measures one
// address hammering): BENCH_VISITORS=1 reproduces it. BENCH_WAITS=1 samples PostgreSQL's wait events
// during the API's run and prints what the backends waited for. BENCH_API_DIR measures another
// checkout's built API under this load (`npm run bench:compare`).
import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_HMAC_KEY as HMAC_KEY, captchaPool } from './captcha-pool.mjs';
import path from 'node:path';
import {
  benchRoot,
  cpuSeconds,
  csrfSession,
  freePort,
  startBenchApi,
  startEmbeddedPostgres,
  startProcess,
  stopBench,
  waitFor,
} from './support.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 3;
const PATH = '/api/ContactUs/AddContactUs';
const BODY = JSON.stringify(CONTACT_US_EXAMPLES.enquiry);
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';
const VISITORS = Number(process.env.BENCH_VISITORS ?? CONNECTIONS);
if (!Number.isInteger(VISITORS) || VISITORS < 1 || VISITORS > 254) {
  throw new Error('BENCH_VISITORS takes a whole number from 1 to 254');
}
/** Visitor i's address, in TEST-NET-2 (198.51.100.0/24, documentation only). */
const visitorAddress = (i) => `198.51.100.${(i % VISITORS) + 1}`;

function run(url, duration, headers, perRequest) {
  let index = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: PATH,
        headers: { 'content-type': 'application/json', ...headers },
        body: BODY,
        ...(perRequest && {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, ...perRequest(index++) },
          }),
        }),
      },
    ],
  });
}

async function sql(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results = [];
    for (const statement of statements) results.push((await client.query(statement)).rows);
    return results;
  } finally {
    await client.end();
  }
}

/** The statements that took PostgreSQL's time during the API's run, per request. */
async function printStatements(url, requests) {
  const [rows] = await sql(url, [
    `SELECT calls, total_plan_time, total_exec_time, wal_records,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query
       FROM pg_stat_statements ORDER BY total_plan_time + total_exec_time DESC LIMIT 12`,
  ]);
  console.log('\nStatements by PostgreSQL time per request (plan + execute, ms; calls per request):');
  for (const row of rows) {
    const per = (x) => (Number(x) / requests).toFixed(3);
    console.log(
      `  ${per(row.total_plan_time)} + ${per(row.total_exec_time)}  ${per(row.calls)} calls  ${row.query}`,
    );
  }
}

/**
 * PostgreSQL's committed transactions and WAL written so far (the statistics are flushed within a
 * second of idling).
 */
async function transactions(url) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [[row]] = await sql(url, [
    `SELECT xact_commit + xact_rollback AS n, w.wal_records, w.wal_fpi, w.wal_bytes
       FROM pg_stat_database, pg_stat_wal w WHERE datname = current_database()`,
  ]);
  return {
    n: Number(row.n),
    records: Number(row.wal_records),
    fpi: Number(row.wal_fpi),
    bytes: Number(row.wal_bytes),
  };
}

/** Milliseconds of CPU per request, per side (user and system), between two readings of cpuSeconds. */
function cpuPerRequest(before, after, requests) {
  const ms = (seconds) => (seconds * 1000) / requests;
  return Object.fromEntries(
    Object.keys(after).map((name) => [
      name,
      {
        user: ms(after[name].user - before[name].user),
        system: ms(after[name].system - before[name].system),
      },
    ]),
  );
}

/** Transactions and WAL per request between two readings (the second reading's own transaction excluded). */
function perRequest(before, after, requests) {
  return {
    xacts: (after.n - before.n - 1) / requests,
    walRecords: (after.records - before.records) / requests,
    walFpi: (after.fpi - before.fpi) / requests,
    walBytes: (after.bytes - before.bytes) / requests,
  };
}

/**
 * Samples pg_stat_activity (and the ungranted locks) every 20 ms until stopped: what the database's
 * client backends were doing, as shares of the samples of active backends.
 */
function sampleWaits(url) {
  const client = new pg.Client({ connectionString: url });
  const waits = new Map();
  const locks = new Map();
  let samples = 0;
  let running = true;
  const add = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'running (no wait)') AS wait,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 48) AS query
           FROM pg_stat_activity
          WHERE state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid()
            AND datname = current_database()`,
      );
      const { rows: blocked } = await client.query(
        `SELECT locktype || coalesce(' on ' || relation::regclass::text, '') AS lock, count(*)::int AS n
           FROM pg_locks WHERE NOT granted GROUP BY 1`,
      );
      samples++;
      for (const row of rows) add(waits, `${row.wait.padEnd(32)} ${row.query}`);
      for (const row of blocked) add(locks, row.lock, row.n);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    const total = [...waits.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `\nPostgreSQL client backends, ${samples} samples (active backends per sample: ${(total / samples).toFixed(1)})`,
    );
    for (const [key, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      console.log(`  ${((n / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
    console.log('Ungranted locks, mean per sample:');
    for (const [key, n] of [...locks].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
      console.log(`  ${(n / samples).toFixed(1).padStart(5)}  ${key}`);
    }
    if (locks.size === 0) console.log('  none');
  };
}

const summary = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  total: result.requests.total,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

const root = await benchRoot('orbitwise-bench-');
const children = [];
let cluster;
try {
  console.log('Starting an embedded PostgreSQL...');
  const pgPort = await freePort();
  cluster = await startEmbeddedPostgres(path.join(root, 'pg'), pgPort);
  if (STATEMENTS) {
    await sql(cluster.url, [
      "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'",
      'ALTER SYSTEM SET pg_stat_statements.track_planning = on',
    ]);
    await cluster.stop();
    cluster = await startEmbeddedPostgres(path.join(root, 'pg'), pgPort);
    await sql(cluster.url, ['CREATE EXTENSION pg_stat_statements']);
  }

  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const { api, url: apiUrl } = await startBenchApi({
    root,
    databaseUrl: cluster.url,
    hmacKey: HMAC_KEY,
    nodeArgs: profile,
  });
  children.push(api);

  const baselinePort = await freePort();
  const baseline = startProcess('baseline', ['bench/baseline-server.mjs'], {
    PORT: String(baselinePort),
    DATABASE_URL: cluster.url,
  });
  children.push(baseline);
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  await waitFor(`${baselineUrl}/health`, baseline, 'The baseline');

  // One visitor's anti-forgery token and cookies, as the SPA keeps them.
  const { cookies, token } = await csrfSession(apiUrl);
  const csrfHeaders = { cookie: cookies.join('; '), 'x-csrf-token': token };

  console.log('Solving captcha challenges for the warm-ups...');
  const warmPool = await captchaPool(4000);
  // The baseline gets byte-for-byte the same requests (cookies, token and a captcha per request,
  // built per request by the same client code): the ratio compares the servers, not the client's work.
  const warmHeaders = (i) => ({
    'x-altcha': warmPool[i % warmPool.length],
    'x-forwarded-for': visitorAddress(i),
  });
  console.log(`Baseline: warm-up ${WARMUP} s, then ${DURATION} s at ${CONNECTIONS} connections...`);
  await run(baselineUrl, WARMUP, csrfHeaders, warmHeaders);
  const processes = { server: baseline.pid, 'load generator': process.pid };
  const baseBefore = await transactions(cluster.url);
  const baseCpu = await cpuSeconds(processes);
  const base = summary(await run(baselineUrl, DURATION, csrfHeaders, warmHeaders));
  base.cpu = cpuPerRequest(baseCpu, await cpuSeconds(processes), base.total);
  Object.assign(base, perRequest(baseBefore, await transactions(cluster.url), base.total));

  await run(apiUrl, WARMUP, csrfHeaders, warmHeaders);
  const poolSize = Math.ceil(Math.max(base.rps, 500) * DURATION * 1.3);
  console.log(`API: solving ${poolSize} captcha challenges (one per request)...`);
  const pool = await captchaPool(poolSize);
  console.log(`API: ${DURATION} s at ${CONNECTIONS} connections...`);
  let exhausted = false;
  const appBefore = await transactions(cluster.url);
  if (STATEMENTS) await sql(cluster.url, ['SELECT pg_stat_statements_reset()']);
  processes.server = api.pid;
  const appCpu = await cpuSeconds(processes);
  const stopSampling = process.env.BENCH_WAITS === '1' ? sampleWaits(cluster.url) : undefined;
  const app = summary(
    await run(apiUrl, DURATION, csrfHeaders, (i) => {
      if (i >= pool.length) exhausted = true;
      return { 'x-altcha': pool[i % pool.length], 'x-forwarded-for': visitorAddress(i) };
    }),
  );
  app.cpu = cpuPerRequest(appCpu, await cpuSeconds(processes), app.total);
  if (STATEMENTS) await printStatements(cluster.url, app.total);
  await stopSampling?.();
  // Background work included: the relay and deliveries the submissions start (given time to finish).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  Object.assign(app, perRequest(appBefore, await transactions(cluster.url), app.total));

  const rows = (label, s) =>
    `${label.padEnd(40)} ${s.rps.toFixed(0).padStart(8)} ${String(s.p99).padStart(8)} ${String(s.total).padStart(8)} ${String(s.non2xx + s.errors).padStart(8)}`;
  console.log('');
  console.log(
    `AddContactUs, ${CONNECTIONS} concurrent connections from ${VISITORS} visitor address${VISITORS === 1 ? '' : 'es'}, ${DURATION} s each`,
  );
  console.log(
    `${''.padEnd(40)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(8)} ${'failed'.padStart(8)}`,
  );
  console.log(rows('baseline (node:http + pg, one INSERT)', base));
  console.log(rows('API (NestJS, all protections on)', app));
  console.log('');
  console.log(`throughput ratio API / baseline: ${(app.rps / base.rps).toFixed(2)}`);
  console.log(`p99 latency ratio API / baseline: ${(app.p99 / Math.max(base.p99, 1)).toFixed(2)}`);
  console.log(
    `PostgreSQL transactions per request: baseline ${base.xacts.toFixed(2)}, API ${app.xacts.toFixed(2)} ` +
      "(the API's with the background work its submissions start)",
  );
  const wal = (s) =>
    `${s.walRecords.toFixed(1)} records, ${(s.walBytes / 1024).toFixed(1)} KB, ${s.walFpi.toFixed(2)} full pages`;
  console.log(`PostgreSQL WAL per request: baseline ${wal(base)}; API ${wal(app)}`);
  const cpu = (s) =>
    Object.entries(s.cpu)
      .map(
        ([name, { user, system }]) => `${name} ${(user + system).toFixed(2)} (${system.toFixed(2)} system)`,
      )
      .join(', ');
  console.log(`CPU ms per request (during the run): baseline: ${cpu(base)}; API: ${cpu(app)}`);
  if (app.non2xx + app.errors > 0 || base.non2xx + base.errors > 0) {
    console.log(
      `WARNING: failed requests (API ${app.non2xx + app.errors}, baseline ${base.non2xx + base.errors})` +
        (exhausted ? '; the captcha pool ran out, so replays were refused' : ''),
    );
  }
} finally {
  await stopBench({ children, cluster, root });
}
