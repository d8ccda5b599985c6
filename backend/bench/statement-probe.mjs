// `node bench/statement-probe.mjs`: what one AddContactUs costs PostgreSQL: transactions, statements
// and rows written per request (pg_stat_* deltas over N requests, after the background work settles).
import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import pg from 'pg';
import path from 'node:path';
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
const CLIENTS = Number(process.env.PROBE_CLIENTS ?? 50);
const root = await benchRoot('orbitwise-probe-');
const children = [];
let cluster;
try {
  cluster = await startEmbeddedPostgres(path.join(root, 'pg'), await freePort());
  const { api, url: apiUrl } = await startBenchApi({ root, databaseUrl: cluster.url, hmacKey: HMAC_KEY });
  children.push(api);
  const { cookies, token } = await csrfSession(apiUrl);
  const pool = await captchaPool(N);
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
  await new Promise((r) => setTimeout(r, 3000));
  await db.query('SELECT pg_stat_force_next_flush()').catch(() => {});
  const before = await snapshot();
  let next = 0;
  const client = async () => {
    while (next < N) {
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
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await new Promise((r) => setTimeout(r, 5000));
  const after = await snapshot();
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
  await db.end();
} finally {
  await stopBench({ children, cluster, root });
}
