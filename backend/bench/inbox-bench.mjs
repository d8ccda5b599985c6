// `npm run bench:inbox`: the operator console's inbox with 100,000 submissions in PostgreSQL.
// Prints p50/p95 latency of the list (first page, a filtered page, a deep keyset page) and of the
// free-text search, each over REQUESTS sequential calls to the real API (built dist, production mode,
// signed-in admin), the query plans of the searches, and the API process's peak memory while it
// streams the 100,000 rows as CSV and as JSON. Figures are printed, not asserted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  backendDir,
  benchRoot,
  csrfSession,
  freePort,
  startEmbeddedPostgres,
  startProcess,
  waitFor,
} from './support.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const EMAIL = 'bench.admin@example.com';
const PASSWORD = 'bench-password-0123456789';

function run(args, env, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: backendDir, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')}: ${output}`)),
    );
    child.stdin.end(input);
  });
}

// ---------------------------------------------------------------------------------------------
// Seed: the source tables, with generate_series, so the triggers fill the inbox as in production.

const FIRST = `ARRAY['Aarav','Priya','Rahul','Ananya','Vikram','Sneha','Arjun','Kavya','Rohan','Isha','Karan','Meera',
  'Aditya','Pooja','Siddharth','Neha','Ana','Lukas','Sofia','Mateo','Emma','Noah','Olivia','Liam','Zofia','Jan',
  'Fatima','Omar','Chen','Mei','Kenji','Yuki','Grace','Samuel','Amara','Tunde','Ingrid','Lars','Elena','Marco']`;
const LAST = `ARRAY['Sharma','Patel','Iyer','Reddy','Nair','Gupta','Kumar','Singh','Menon','Das','Kowalska','Nowak',
  'Müller','Schmidt','García','Rossi','Silva','Smith','Johnson','Brown','Okafor','Adeyemi','Hansen','Berg',
  'Wang','Li','Tanaka','Sato','Haddad','Khan','O''Brien','Dubois','Novak','Horvat','Costa','Fischer']`;
const SUBJECTS = `ARRAY['Cloud migration','Website redesign','Mobile app quote','Azure DevOps training',
  'Data analytics platform','IT support contract','Security audit','ERP integration','Kubernetes upgrade',
  'Power BI dashboards','Custom CRM','Office network setup']`;
const PHRASES = `ARRAY['We are planning to move our on-premise servers to Azure next quarter',
  'Could you share a quote for a responsive website with a booking system',
  'Our team of 40 needs hands-on DevOps training with pipelines and containers',
  'Looking for a partner to maintain our Android and iOS apps',
  'Please call me back about annual IT support for two offices',
  'We need a security review before our ISO 27001 audit',
  'Interested in integrating our ERP with the online shop',
  'Can you help us build dashboards from our sales data',
  'Our email and VPN keep failing and we need help quickly',
  'We would like a proposal for a custom CRM for our field staff']`;
const TAILS = `ARRAY['Budget is flexible.','Timeline: within three months.','Happy to meet in Pune or online.',
  'Reach me on my mobile after 5 pm.','We found you through a colleague.','Please send case studies.',
  'Deadline is end of March.','Our office is in Bengaluru.']`;
const POSITIONS = `ARRAY['Backend developer','Frontend developer','DevOps engineer','QA engineer','Data analyst',
  'Project manager','Cloud architect','Mobile developer','Technical trainer','Support engineer']`;
const CITIES = `ARRAY['Pune','Mumbai','Bengaluru','Hyderabad','Chennai','Delhi','Kolkata','Ahmedabad','Kochi','Jaipur']`;
const pick = (array, expr) => `(${array})[1 + (${expr}) % array_length(${array}, 1)]`;
// Spread over the last two years, a different second for each row.
const AT = `now() - (((i::bigint * 7919) % (730 * 86400)) * interval '1 second') - (i % 1000) * interval '1 microsecond'`;

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const enquiries = Math.round(ROWS * 0.6);
  const applications = Math.round(ROWS * 0.25);
  const name = `${pick(FIRST, 'i * 31')} || ' ' || ${pick(LAST, 'i * 17')}`;
  const email = `lower(${pick(FIRST, 'i * 31')}) || '.' || i || '@' || (ARRAY['gmail.com','outlook.com','example.co.in','yahoo.com'])[1 + i % 4]`;
  await client.query(`
    INSERT INTO enquiry (form_type, user_name, email, subject, number, description, howdidyoufindus,
                         country_code, is_active, created_at)
    SELECT (ARRAY['enquiry','contact','event','it-support'])[1 + i % 4], ${name}, ${email},
           ${pick(SUBJECTS, 'i * 7')}, (9000000000 + (i::bigint * 104729) % 999999999)::text,
           ${pick(PHRASES, 'i * 13')} || '. ' || ${pick(TAILS, 'i * 3')},
           CASE WHEN i % 4 IN (0, 2) THEN (ARRAY['Google','LinkedIn','A friend','Event'])[1 + i % 4] END,
           CASE WHEN i % 4 >= 2 THEN '+91' END, true, ${AT}
    FROM generate_series(1, ${enquiries}) AS i`);
  await client.query(`
    INSERT INTO career_application
      (first_name, last_name, email, phone_number, city, position, date_of_birth, application_details,
       experience, expected_salary, file_path_url, is_active, resume_original_name, resume_key, resume_size,
       resume_mime_type, resume_sha256, created_at)
    SELECT ${pick(FIRST, 'i * 31')}, ${pick(LAST, 'i * 17')}, ${email},
           (9000000000 + (i::bigint * 15485863) % 999999999)::text, ${pick(CITIES, 'i * 11')},
           ${pick(POSITIONS, 'i * 7')}, date '1985-01-01' + (i % 5000),
           'I have ' || (i % 12) || ' years of experience and would love to join as ' || ${pick(POSITIONS, 'i * 7')},
           (i % 12)::numeric, (4 + i % 30)::numeric, NULL, true, 'CV ' || i || '.pdf', 'bench-' || i || '.pdf',
           100000 + i, 'application/pdf', encode(sha256(i::text::bytea), 'hex'), ${AT}
    FROM generate_series(${enquiries + 1}, ${enquiries + applications}) AS i`);
  await client.query(`
    INSERT INTO subscription (email, user_activation_date, is_active, created_at)
    SELECT ${email}, ${AT}, true, ${AT}
    FROM generate_series(${enquiries + applications + 1}, ${ROWS}) AS i`);
  // Some triage state, as a used inbox has: most read, some in progress.
  await client.query(`UPDATE submission SET read_at = received_at + interval '1 hour' WHERE id % 9 <> 0`);
  await client.query(
    `UPDATE submission SET status = 'in-progress' WHERE kind <> 'application' AND id % 7 = 0`,
  );
  await client.query('VACUUM ANALYZE');
  const [{ count }] = (await client.query('SELECT count(*)::int AS count FROM submission')).rows;
  return { client, count };
}

// ---------------------------------------------------------------------------------------------
// Measurements

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(base, cookie, label, paths) {
  const call = async (p) => {
    const response = await fetch(`${base}${p}`, { headers: { cookie } });
    if (response.status !== 200)
      throw new Error(`${label}: ${p} -> ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (let i = 0; i < WARMUP; i++) await call(paths[i % paths.length]);
  const times = [];
  let items = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const body = await call(paths[i % paths.length]);
    times.push(performance.now() - started);
    items += body.items.length;
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), items: items / REQUESTS };
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function exportMemory(base, cookie, pid, format) {
  const before = rssOf(pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid).rss)), 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/submissions/export?format=${format}`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
  }
  clearInterval(sampler);
  return {
    format,
    before,
    peak,
    seconds: (performance.now() - started) / 1000,
    mb: bytes / 1024 / 1024,
    newlines,
  };
}

async function signIn(base) {
  const { cookies: csrfCookies, token } = await csrfSession(base);
  const response = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrfCookies.join('; '), 'x-csrf-token': token },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return [...csrfCookies, ...response.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

/** The inbox's own search statement (SubmissionsRepository.list), for EXPLAIN. */
async function searchPlan(client, q, kind) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await client.query(
    `EXPLAIN (ANALYZE, COSTS OFF) SELECT s.id FROM submission s LEFT JOIN operator o ON o.id = s.assignee_id
     WHERE ${kind ? 's.kind = $2 AND ' : ''}s.search_text ILIKE $1
     ORDER BY s.received_at DESC, s.id DESC LIMIT 51`,
    kind ? [pattern, kind] : [pattern],
  );
  const plan = rows.map((row) => row['QUERY PLAN']);
  const index = plan.some((line) => line.includes('submission_search_idx'))
    ? 'trigram index'
    : plan
        .find((line) => /Scan/.test(line))
        ?.trim()
        .split(' on ')[0];
  return `${index}, ${plan.find((line) => line.startsWith('Execution Time'))}`;
}

const root = await benchRoot('orbitwise-inbox-bench-');
let cluster;
let api;
let db;
try {
  console.log('Starting an embedded PostgreSQL...');
  cluster = await startEmbeddedPostgres(path.join(root, 'pg'), await freePort());
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    SITE_DIR: 'none',
    UPLOADS_DIR: path.join(root, 'uploads'),
    CSRF_SECRET: 'bench-csrf-secret-0123456789abcdef0123456789',
    ALTCHA_HMAC_KEY: 'bench-altcha-hmac-key-0123456789abcdef0123456789',
    TOTP_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 1).toString('base64')}`,
    COOKIE_SECURE: 'false',
    ADMIN_REQUIRE_2FA: 'false',
  };
  const port = await freePort();
  api = startProcess('api', ['dist/main.js'], { ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, api, 'The API', 600); // migrations have run

  console.log(`Seeding ${ROWS} submissions through the source tables' triggers...`);
  const seeded = await seed(cluster.url);
  db = seeded.client;
  console.log(`${seeded.count} submissions in the inbox.`);
  await run(
    ['dist/operators/operator-cli.js', 'create', '--email', EMAIL, '--role', 'admin', '--name', 'Bench'],
    env,
    `${PASSWORD}\n`,
  );
  const cookie = await signIn(base);

  // A cursor deep in the inbox (row 90,000 of 100,000), in the API's own format.
  const [deep] = (
    await db.query(
      `SELECT (extract(epoch FROM received_at) * 1000000)::bigint::text AS micros, id
       FROM submission ORDER BY received_at DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.floor(seeded.count * 0.9)],
    )
  ).rows;
  const deepCursor = Buffer.from(`${deep.micros}:${deep.id}`).toString('base64url');
  const searches = [
    'priya',
    'azure devops',
    'gmail.com',
    '98765',
    "o'brien",
    'kubernetes upgrade',
    'zzqx-none',
  ];

  console.log(`Measuring, ${REQUESTS} sequential requests each (after ${WARMUP} warm-up calls)...`);
  const results = [];
  results.push(await measure(base, cookie, 'list: first page', ['/api/admin/submissions']));
  results.push(
    await measure(base, cookie, 'list: kind=contact, status=new, unread', [
      '/api/admin/submissions?kind=contact&status=new&unread=true',
    ]),
  );
  results.push(
    await measure(base, cookie, 'list: from/to month, kind=application', [
      `/api/admin/submissions?kind=application&from=${new Date(Date.now() - 200 * 86400e3).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 170 * 86400e3).toISOString().slice(0, 10)}`,
    ]),
  );
  results.push(
    await measure(base, cookie, 'list: deep keyset page (row 90,000)', [
      `/api/admin/submissions?cursor=${deepCursor}`,
    ]),
  );
  results.push(
    await measure(
      base,
      cookie,
      `search: ${searches.length} queries in turn`,
      searches.map((q) => `/api/admin/submissions?q=${encodeURIComponent(q)}`),
    ),
  );
  results.push(
    await measure(
      base,
      cookie,
      'search + kind=application',
      searches.map((q) => `/api/admin/submissions?kind=application&q=${encodeURIComponent(q)}`),
    ),
  );
  for (const q of searches) {
    results.push(
      await measure(base, cookie, `search: q=${q}`, [`/api/admin/submissions?q=${encodeURIComponent(q)}`]),
    );
  }

  console.log('Exporting every submission, sampling the API process memory...');
  const csv = await exportMemory(base, cookie, api.pid, 'csv');
  const json = await exportMemory(base, cookie, api.pid, 'json');

  console.log('');
  console.log(
    `Inbox with ${seeded.count} submissions; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`${''.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(6)}`);
  for (const r of results) {
    console.log(
      `${r.label.padEnd(44)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.items.toFixed(0).padStart(6)}`,
    );
  }
  console.log('');
  console.log('Search plans (EXPLAIN ANALYZE of the list statement):');
  for (const q of searches) console.log(`  q=${q.padEnd(20)} ${await searchPlan(db, q)}`);
  console.log(`  q=priya, kind=application ${await searchPlan(db, 'priya', 'application')}`);
  console.log('');
  console.log('Export of every submission (API process RSS, sampled every 20 ms):');
  for (const e of [csv, json]) {
    console.log(
      `  ${e.format.padEnd(5)} ${e.mb.toFixed(1)} MB, ${e.newlines} lines in ${e.seconds.toFixed(1)} s; ` +
        `RSS before ${e.before.toFixed(0)} MB, peak ${e.peak.toFixed(0)} MB (+${(e.peak - e.before).toFixed(0)} MB)`,
    );
  }
  console.log(`  API process peak RSS since start (VmHWM): ${rssOf(api.pid).hwm.toFixed(0)} MB`);
} finally {
  await db?.end();
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  await cluster?.stop();
  await rm(root, { recursive: true, force: true });
}
