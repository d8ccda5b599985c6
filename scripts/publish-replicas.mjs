// `npm run test:publish-replicas`: three API replicas behind Debian's nginx, on one
// database. An editor publishes a job through replica 1; the new page must be served through nginx
// within 10 s whichever replica answers. Prints the figure; exits 1 when it does not hold.
// Needs `npm run build` and nginx (without nginx: SKIPPED, except in CI where that is a failure).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ROOT, findNginx, startStack } from './nginx-stack.mjs';
import { signedIn } from './operator-session.mjs';

const DEADLINE_MS = 10_000;
const REPLICAS = 3;
const PASSWORD = 'Correct-horse-battery-42';

if (!findNginx()) {
  if (process.env.CI) {
    console.error('test:publish-replicas: nginx is not installed, and CI must run this test');
    process.exit(1);
  }
  console.log('\n*** test:publish-replicas SKIPPED: nginx is not installed (apt-get install nginx) ***\n');
  process.exit(0);
}

/** Waits until no site.render job is waiting or running (the replicas' first render after start). */
async function rendersSettled(db) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const [{ pages }] = (await db.query('SELECT count(*)::int AS pages FROM published_page')).rows;
    const [{ busy }] = (
      await db.query(
        `SELECT count(*)::int AS busy FROM pgboss.job WHERE name = 'site.render' AND state IN ('created', 'retry', 'active')`,
      )
    ).rows;
    if (pages > 0 && busy === 0) return;
    if (Date.now() > deadline) throw new Error('the replicas’ first render did not finish within 300 s');
    await sleep(250);
  }
}

const stack = await startStack({ replicas: REPLICAS, apiEnv: { RATE_LIMIT_MAX: '100000' } });
const db = new pg.Client({ connectionString: stack.databaseUrl });
let failed = false;
try {
  await db.connect();
  await rendersSettled(db);
  const email = `editor-${Date.now()}@example.com`;
  const cli = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'backend/dist/operators/operator-cli.js'),
      'create',
      '--email',
      email,
      '--role',
      'editor',
    ],
    { input: `${PASSWORD}\n`, env: { ...process.env, DATABASE_URL: stack.databaseUrl }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`operator create: ${cli.stderr}`);
  const editor = await signedIn(stack.replicas[0].url, email, PASSWORD);

  const seed = (await editor('GET', '/api/admin/content/job/sales-intern')).draft;
  // A job title holds letters and spaces only: the run's stamp in letters.
  const stamp = Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]);
  const slug = `site-reliability-engineer-${stamp}`;
  const title = `Site Reliability Engineer ${stamp}`;
  await editor('POST', '/api/admin/content/job', {
    slug,
    data: { ...seed, title, open: true, closesOn: null },
  });
  const published = Date.now();
  await editor('POST', `/api/admin/content/job/${slug}/publish`, {});

  // Through nginx until every replica has answered with the page, and straight from each replica.
  const seenThroughNginx = new Set();
  const replicaTimes = new Map();
  let lastMiss = '';
  while (
    Date.now() - published < DEADLINE_MS &&
    (seenThroughNginx.size < REPLICAS || replicaTimes.size < REPLICAS)
  ) {
    const response = await fetch(`${stack.baseUrl}/careers/jobs`);
    const text = await response.text();
    if (response.status === 200 && text.includes(title))
      seenThroughNginx.add(response.headers.get('x-request-id'));
    else lastMiss = `${response.status}`;
    for (const [i, replica] of stack.replicas.entries()) {
      if (replicaTimes.has(i)) continue;
      const direct = await fetch(`${replica.url}/careers/jobs/${slug}`);
      if (direct.status === 200 && (await direct.text()).includes(title))
        replicaTimes.set(i, Date.now() - published);
    }
    await sleep(50);
  }
  const took = Date.now() - published;
  // Which replica answered each of nginx's answers that held the page: its access log.
  const upstreams = new Set(
    readFileSync(path.join(stack.dir, 'access.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.path === '/careers/jobs' && seenThroughNginx.has(entry.request_id))
      .map((entry) => entry.upstream),
  );
  console.log(
    `test:publish-replicas: publish through replica 1 -> the job on /careers/jobs through nginx from ` +
      `${upstreams.size} of ${REPLICAS} replicas (${[...upstreams].join(', ')}) after ${took} ms; ` +
      `its page on each replica after ${[...replicaTimes.values()].join(', ')} ms (requirement: ${DEADLINE_MS} ms)`,
  );
  if (upstreams.size < REPLICAS || replicaTimes.size < REPLICAS) {
    failed = true;
    console.error(
      `test:publish-replicas: FAILED: not on every replica within ${DEADLINE_MS} ms (last miss ${lastMiss})`,
    );
  }
  // A page served through nginx keeps the site's headers, and its CSP allows its own inline scripts.
  const page = await fetch(`${stack.baseUrl}/careers/jobs/${slug}`);
  const html = await page.text();
  const csp = page.headers.get('content-security-policy') ?? '';
  const { inlineScriptHashes } = await import('../nginx/render.mjs');
  const missing = inlineScriptHashes(html).filter((hash) => !csp.includes(hash));
  if (
    page.status !== 200 ||
    missing.length > 0 ||
    page.headers.get('x-frame-options') !== 'DENY' ||
    page.headers.get('x-orbitwise-script-src')
  ) {
    failed = true;
    console.error(
      `test:publish-replicas: FAILED: the page through nginx: ${page.status}, CSP lacks ${missing.join(' ')}`,
    );
  }
  await editor('POST', `/api/admin/content/job/${slug}/unpublish`);
  const unpublished = Date.now();
  let gone;
  while (Date.now() - unpublished < DEADLINE_MS) {
    const response = await fetch(`${stack.baseUrl}/careers/jobs/${slug}`);
    if (response.status === 404 && (await response.text()).includes('Not found')) {
      gone = Date.now() - unpublished;
      break;
    }
    await sleep(100);
  }
  console.log(
    `test:publish-replicas: unpublish -> its page 404 through nginx after ${gone ?? 'more than 10000'} ms`,
  );
  if (gone === undefined) failed = true;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await db.end().catch(() => undefined);
  await stack.stop();
}
process.exit(failed ? 1 : 0);
