// `node bench/statement-probe.mjs`: what one AddContactUs costs PostgreSQL: transactions, statements
// and rows written per request (pg_stat_* deltas over N requests, after the background work settles).
//
// First, the transactions on the request's path alone: while the probe holds pg-boss's job table
// locked (EXCLUSIVE: reads pass, writes wait), no background work can commit (the relay and the
// deliveries all write jobs), so what commits meanwhile is the requests' own work, less what commits
// in an equally long window without requests (measured under the same lock, subtracted).
import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import pg from 'pg';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_HMAC_KEY as HMAC_KEY, captchaPool } from './captcha-pool.mjs';
import {
  benchRoot,
  csrfSession,
  freePort,
  startBenchApi,
  startEmbeddedPostgres,
  stopBench,
} from './support.mjs';

const N = Number(process.env.PROBE_REQUESTS ?? 1000);
// Under the lock: a relay waiting on it is cancelled by the API's 3-s statement timeout; stay below.
const PATH_N = Number(process.env.PROBE_PATH_REQUESTS ?? 300);
const CLIENTS = Number(process.env.PROBE_CLIENTS ?? 50);
const root = await benchRoot('orbitwise-probe-');
const children = [];
let cluster;
try {
  cluster = await startEmbeddedPostgres(path.join(root, 'pg'), await freePort());
  const { api, url: apiUrl } = await startBenchApi({ root, databaseUrl: cluster.url, hmacKey: HMAC_KEY });
  children.push(api);
  const { cookies, token } = await csrfSession(apiUrl);
  const pool = await captchaPool(N + PATH_N);
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const snapshot = async () => {
    const [x] = (
      await db.query(
        `SELECT xact_commit + xact_rollback AS xacts, tup_inserted, tup_updated, tup_deleted, tup_fetched, tup_returned FROM pg_stat_database WHERE datname = current_database()`,
      )
    ).rows;
    const tables = (
      await db.query(
        `SELECT schemaname||'.'||relname AS t, n_tup_ins, n_tup_upd, n_tup_del, seq_tup_read, coalesce(idx_tup_fetch, 0) AS idx_tup_fetch FROM pg_stat_all_tables WHERE n_tup_ins + n_tup_upd + n_tup_del + seq_tup_read > 0`,
      )
    ).rows;
    return { x, tables: Object.fromEntries(tables.map((r) => [r.t, r])) };
  };
  let next = 0;
  let limit = 0;
  const client = async () => {
    while (next < limit) {
      const response = await fetch(`${apiUrl}/api/ContactUs/AddContactUs`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies.join('; '),
          'x-csrf-token': token,
          'x-altcha': pool[next++],
        },
        body: JSON.stringify(CONTACT_US_EXAMPLES.enquiry),
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    }
  };
  const submit = async (count) => {
    limit += count;
    await Promise.all(Array.from({ length: CLIENTS }, client));
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  // Committed transactions only (a relay cancelled while it waits on the lock rolls back), less the
  // sessions opened (a new connection commits one transaction at its start: the API's pool regrows
  // after its idle connections closed).
  const commits = async () => {
    const { rows } = await db.query(
      'SELECT xact_commit - sessions AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].n);
  };
  // A backend that flushed its statistics less than a second ago flushes again only after 10 s idle.
  const FLUSHED = 11_000;
  await sleep(FLUSHED);

  // 1. The request's path, with the background held back.
  const locker = new pg.Client({ connectionString: cluster.url });
  await locker.connect();
  // Autovacuum's runs commit too (ANALYZE of the tables the requests fill): off for this window.
  await db.query('ALTER SYSTEM SET autovacuum = off');
  await db.query('SELECT pg_reload_conf()');
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE pgboss.job IN EXCLUSIVE MODE');
  const pathBefore = await commits();
  const started = performance.now();
  await submit(PATH_N);
  await sleep(FLUSHED);
  const window = performance.now() - started;
  const pathAfter = await commits();
  await sleep(window);
  const idleAfter = await commits();
  await locker.query('COMMIT');
  await locker.end();
  await db.query('ALTER SYSTEM RESET autovacuum');
  await db.query('SELECT pg_reload_conf()');
  // Each snapshot is itself one transaction of the probe's (as are ALTER SYSTEM and the reload).
  const idle = idleAfter - pathAfter - 1;
  const onPath = (pathAfter - pathBefore - 1 - idle) / PATH_N;
  await sleep(FLUSHED);

  // 2. Everything, background work included.
  await db.query('SELECT pg_stat_force_next_flush()').catch(() => {});
  const before = await snapshot();
  const totalStarted = performance.now();
  await submit(N);
  await sleep(FLUSHED);
  const after = await snapshot();
  // What the idle API commits anyway in as long a window (pg-boss's workers polling their queues,
  // its maintenance): not the submissions' cost, subtracted (and printed).
  const idleBefore = await snapshot();
  await sleep(performance.now() - totalStarted);
  const idleEnd = await snapshot();
  const xactsOf = (a, b) => Number(b.x.xacts) - Number(a.x.xacts) - 1;
  const idleTotal = xactsOf(idleBefore, idleEnd);
  const total = (xactsOf(before, after) - idleTotal) / N;
  console.log(
    `transactions per successful submission: on the request's path ${onPath.toFixed(2)} (target 1; ` +
      `${PATH_N} requests; ${idle} commits in as long a window without them subtracted), ` +
      `in total ${total.toFixed(2)} (target <= 1.3, relay and deliveries included; ` +
      `${(xactsOf(before, after) / N).toFixed(2)} before subtracting the ${idleTotal} transactions the idle API makes in as long)`,
  );
  console.log(`per request, over ${N} AddContactUs from ${CLIENTS} clients (background work included):`);
  for (const k of Object.keys(after.x))
    console.log(`  ${k.padEnd(14)} ${((after.x[k] - before.x[k]) / N).toFixed(2)}`);
  for (const [t, r] of Object.entries(after.tables)) {
    const b = before.tables[t] ?? {
      n_tup_ins: 0,
      n_tup_upd: 0,
      n_tup_del: 0,
      seq_tup_read: 0,
      idx_tup_fetch: 0,
    };
    const d = ['n_tup_ins', 'n_tup_upd', 'n_tup_del', 'seq_tup_read', 'idx_tup_fetch'].map((k) =>
      ((r[k] - b[k]) / N).toFixed(2),
    );
    if (d.some((v) => v !== '0.00')) {
      console.log(`  ${t.padEnd(36)} ins ${d[0]} upd ${d[1]} del ${d[2]} seq-read ${d[3]} idx-fetch ${d[4]}`);
    }
  }
  const jobs = await db.query(
    'SELECT name, state, count(*)::int AS n, sum(retry_count)::int AS retries FROM pgboss.job GROUP BY 1, 2 ORDER BY 1, 2',
  );
  console.log(
    `pg-boss jobs: ${jobs.rows.map((r) => `${r.name} ${r.state} ${r.n} (retries ${r.retries})`).join(', ')}`,
  );
  const deliveries = await db.query(
    'SELECT state, count(*)::int AS n FROM notification_delivery GROUP BY 1 ORDER BY 1',
  );
  console.log(`deliveries: ${deliveries.rows.map((r) => `${r.state} ${r.n}`).join(', ')}`);
  await db.end();
} finally {
  await stopBench({ children, cluster, root });
}
