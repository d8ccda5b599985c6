// `npm run test:soak`: 1,000 valid submissions from 50 concurrent clients against the production
// topology (nginx with the repository's configuration in front of the built API in production mode,
// on a throwaway embedded PostgreSQL; scripts/nginx-stack.mjs), while one abusive client hammers
// AddContactUs from its own address. Each client has its own source address on the loopback, its
// own anti-forgery session, and solves a real captcha challenge from the server per submission.
//
// Then, straight from the database: every response with isSuccess true has exactly one row, no
// marker is stored twice, no row lacks a success response, and each resume is on disk as sent.
// The abuser must be answered 429 with Retry-After once over its quota, by the API itself too, while
// every one of the 50 others succeeds. And the e-mails: the API sends through a real SMTP server
// (scripts/soak/mail-sink.mjs) and, within a minute of the last submission, every stored submission
// has exactly one e-mail to its area's staff, replying to its marker address and naming its
// submission; none for the abuser's refused ones. Exits 1 on any failed check.
//
//   npm run test:soak                 through nginx (the default)
//   npm run test:soak -- --direct     straight to the API (TRUST_PROXY off: req.ip is the socket)
import { RATE_LIMIT_MESSAGE } from '@orbitwise/contracts';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findNginx, startStack } from '../nginx-stack.mjs';
import { json, Visitor } from './client.mjs';
import { startMailSink } from './mail-sink.mjs';
import {
  CLIENT_PLAN,
  contactMessage,
  markerEmail,
  resumePdf,
  sha256,
  submitWithRetries,
  TABLE_OF,
} from './forms.mjs';

const { values: args } = parseArgs({
  options: {
    direct: { type: 'boolean', default: false },
    clients: { type: 'string', default: '50' },
    // API processes behind nginx, on one database.
    replicas: { type: 'string', default: '1' },
    // During the load: each replica in turn gets SIGTERM and is started again.
    rolling: { type: 'boolean', default: false },
    // During the load: one replica is SIGKILLed, then started again.
    kill: { type: 'boolean', default: false },
    // Resumes in S3-compatible storage (a real s3rver on loopback) instead of the local folder.
    s3: { type: 'boolean', default: false },
  },
});
const REPLICAS = Number(args.replicas);
const DISRUPTED = args.rolling || args.kill;
if (DISRUPTED && (REPLICAS < 2 || args.direct)) {
  console.error('test:soak: --rolling and --kill need --replicas 2 or more, through nginx');
  process.exit(1);
}
const CLIENTS = Number(args.clients);
const PER_CLIENT = CLIENT_PLAN.length; // 20
// Just above what a well-behaved client sends in the run (so any stray extra count would show), far
// below what the abuser tries even through nginx's burst of 21; one window for the whole run, so the
// abuser's quota cannot refill while it is measured.
// With replicas disrupted, a client's retries count too (the limit is checked before a retry is
// recognised): a request cut off with a killed replica is retried for up to its key's 30 s lease.
const RATE_LIMIT_MAX = PER_CLIENT + 1 + (args.rolling || args.kill ? 60 : 0);
const RATE_LIMIT_WINDOW_SECONDS = 600;
const ABUSER_LANES = 4;
const ADD_CONTACT_US = '/api/ContactUs/AddContactUs';
// Staff e-mail: where each area's goes. After the last submission the e-mails are waited for as long
// as they keep coming (a pause of MAIL_STALL_MS ends the wait), MAIL_WAIT_MS at most.
const LEADS_TO = 'soak-sales@example.com';
const APPLICATIONS_TO = 'soak-hr@example.com';
// A stall this long is allowed: a relay job cut off with a SIGKILLed replica holds its queue until it
// expires (15 s) and pg-boss notices (every 10 s).
const MAIL_WAIT_MS = 120_000;
const MAIL_STALL_MS = 45_000;

const started = performance.now();
const seconds = (from, to = performance.now()) => ((to - from) / 1000).toFixed(1);
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`FAIL: ${message}`);
};

const readResumeFile = (key) => {
  const file = path.join(stack.uploadsDir, key);
  return existsSync(file) ? readFileSync(file) : undefined;
};

/** s3rver on loopback with one bucket; `read(key)` is an object's bytes, or undefined. */
async function startS3() {
  const { default: S3rver } = await import('s3rver');
  const { S3Client, CreateBucketCommand, GetObjectCommand, ListObjectsV2Command } =
    await import('@aws-sdk/client-s3');
  const directory = mkdtempSync(path.join(tmpdir(), 'orbitwise-soak-s3-'));
  // s3rver writes an upload to a file as it arrives; when a killed replica's upload is swept (deleted)
  // by its successor while s3rver is still writing it, s3rver's file stream fails with ENOENT and,
  // unhandled, would end this process. A real S3 server just drops the upload: so does this harness.
  process.on('uncaughtException', (error) => {
    if (error?.code === 'ENOENT' && String(error.path).startsWith(directory)) {
      console.log(
        `test:soak: s3rver lost a swept upload in flight (${path.basename(String(error.path))}), as S3 would`,
      );
      return;
    }
    console.error(error);
    process.exit(1);
  });
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, vhostBuckets: false });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'soak-resumes';
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body.transformToByteArray());
      } catch {
        return undefined;
      }
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Delimiter: '/' }));
      return (listed.Contents ?? []).map((object) => object.Key);
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

if (!args.direct && !findNginx()) {
  console.error('test:soak: nginx is not installed (apt-get install nginx), or run with --direct');
  process.exit(1);
}

const mail = await startMailSink();
const s3 = args.s3 ? await startS3() : undefined;
const stack = await startStack({
  replicas: REPLICAS,
  accessLog: false,
  apiEnv: {
    SMTP_URL: mail.url,
    MAIL_FROM: 'Orbitwise Soak <no-reply@example.com>',
    NOTIFY_LEADS_TO: LEADS_TO,
    NOTIFY_APPLICATIONS_TO: APPLICATIONS_TO,
    // A try that fails (it should not) is retried within seconds, not minutes, inside the wait.
    NOTIFY_RETRY_DELAY_SECONDS: '1',
    NOTIFY_RETRY_MAX_DELAY_SECONDS: '5',
    SMTP_TIMEOUT_SECONDS: '10',
    // Real proof of work, solved per submission, but cheap: 1,000 solutions take seconds.
    ALTCHA_ALGORITHM: 'SHA-256',
    ALTCHA_COST: '10',
    ALTCHA_COUNTER_MAX: '100',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_SECONDS: String(RATE_LIMIT_WINDOW_SECONDS),
    // Through nginx only nginx (127.0.0.1) may tell the client address; straight to the API, no one.
    TRUST_PROXY: args.direct ? 'false' : 'loopback',
    ...s3?.env,
  },
});
const target = args.direct ? stack.apiUrl : stack.baseUrl;
const run = Date.now().toString(36);
console.log(
  `test:soak: ${args.direct ? 'API' : 'nginx + API'} up at ${target} in ${seconds(started)} s; ` +
    `run ${run}, ${CLIENTS} clients x ${PER_CLIENT} submissions, API quota ${RATE_LIMIT_MAX} per ` +
    `${RATE_LIMIT_WINDOW_SECONDS} s per address`,
);

/** Every well-behaved submission: marker, kind, status, body, when it ended. */
const results = [];
/** Every abuser request: status, Retry-After, content type, problem detail, when. */
const abuse = [];
let db;

try {
  const visitors = Array.from(
    { length: CLIENTS },
    (_, i) => new Visitor(target, `127.0.1.${i + 1}`, { connections: 1 }),
  );
  const abuser = new Visitor(target, '127.0.2.1', { connections: ABUSER_LANES });
  await Promise.all([...visitors, abuser].map((v) => v.startSession()));

  // The abuser: valid Contact page messages with real captcha solutions, from ABUSER_LANES parallel
  // connections, as fast as it goes, each claiming another address in X-Forwarded-For (nginx
  // overwrites it; the API trusts it only from nginx). A solution not spent (429) is sent again.
  let stopAbuse = false;
  let abuseSequence = 0;
  const abuseLane = async () => {
    let captcha;
    while (!stopAbuse) {
      try {
        captcha ??= await abuser.solveCaptcha();
      } catch {
        continue; // its challenge request was lost with a replica: ask again
      }
      const n = ++abuseSequence;
      const marker = `soak.${run}.abuser.n${n}`;
      const response = await abuser
        .postJson(
          ADD_CONTACT_US,
          {
            formType: 'contact',
            userName: 'Abusive Client',
            email: markerEmail(marker),
            subject: 'Spam',
            number: '9876543210',
            description: `Spam ${n}`,
            isActive: true,
          },
          { captcha, headers: { 'X-Forwarded-For': `198.51.100.${n % 250}` } },
        )
        .catch((error) => ({ status: 0, headers: {}, text: String(error) }));
      abuse.push({
        marker,
        at: performance.now(),
        status: response.status,
        retryAfter: response.headers['retry-after'],
        contentType: response.headers['content-type'] ?? '',
        body: json(response.text),
        text: response.text,
      });
      if (response.status !== 429) captcha = undefined;
    }
  };
  const abuseStarted = performance.now();
  const abuseLanes = Array.from({ length: ABUSER_LANES }, abuseLane);

  // The 50 well-behaved clients, all at once, each sending its 20 submissions one after another;
  // meanwhile, replicas are restarted or killed if asked.
  const loadStarted = performance.now();
  let loadDone = false;
  const disruptions = [];
  const disruption = (async () => {
    if (!DISRUPTED) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (args.kill && !loadDone) {
      const victim = stack.replicas[1];
      await victim.kill();
      disruptions.push(`replica ${victim.port} SIGKILLed at ${seconds(loadStarted)} s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await victim.start();
      disruptions.push(`replica ${victim.port} started again at ${seconds(loadStarted)} s`);
    }
    if (args.rolling) {
      for (const replica of stack.replicas) {
        if (loadDone) break;
        await replica.restart();
        disruptions.push(`replica ${replica.port} restarted (SIGTERM) by ${seconds(loadStarted)} s`);
      }
    }
  })();
  await Promise.all(
    visitors.map(async (visitor, client) => {
      for (const [index, kind] of CLIENT_PLAN.entries()) {
        const marker = `soak.${run}.c${client}.n${index}`;
        // While replicas are disrupted, clients pause between submissions (as people do), and each
        // keeps its last one until the disruptions are over, so that every planned restart happens
        // while the load runs however long a restart takes on this machine.
        if (DISRUPTED && index > 0) await new Promise((resolve) => setTimeout(resolve, 400));
        if (DISRUPTED && index === CLIENT_PLAN.length - 1) await disruption;
        const response = await submitWithRetries(visitor, kind, marker);
        results.push({
          marker,
          kind,
          status: response.status,
          body: json(response.text),
          text: response.text,
          attempts: response.attempts,
          at: performance.now(),
        });
      }
    }),
  );
  const loadEnded = performance.now();
  loadDone = true;
  await disruption;
  for (const line of disruptions) console.log(`test:soak: ${line}`);
  const retried = results.filter((r) => r.attempts > 1);
  console.log(
    `test:soak: ${retried.length} submissions needed a retry with their Idempotency-Key ` +
      `(${retried.reduce((sum, r) => sum + r.attempts - 1, 0)} retries)`,
  );
  const planned = (args.kill ? 2 : 0) + (args.rolling ? REPLICAS : 0);
  if (disruptions.length < planned) {
    fail(`the load ended after ${disruptions.length} of the ${planned} planned replica stops and starts`);
  }
  // On a machine fast enough to finish before nginx let the abuser use up its API quota, it goes on
  // a little longer, so the API's own refusal is always tried.
  const graceEnds = performance.now() + 10_000;
  while (!abuse.some((a) => a.body?.detail === RATE_LIMIT_MESSAGE) && performance.now() < graceEnds) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopAbuse = true;
  await Promise.all(abuseLanes);
  const abuseEnded = performance.now();
  for (const visitor of [...visitors, abuser]) visitor.close();

  // ---- The well-behaved clients' answers ----
  const succeeded = results.filter((r) => r.status === 200 && r.body?.isSuccess === true);
  const others = results.filter((r) => !(r.status === 200 && r.body?.isSuccess === true));
  for (const r of others.slice(0, 20)) {
    console.error(`  not a success: ${r.marker} (${r.kind}) -> ${r.status} ${r.text.slice(0, 300)}`);
  }
  if (others.length > 0) {
    fail(
      `${others.length} of the well-behaved clients' submissions did not succeed (none may: not even 429)`,
    );
  }
  if (results.length !== CLIENTS * PER_CLIENT)
    fail(`${results.length} answers for ${CLIENTS * PER_CLIENT} sent`);

  // ---- The database: exactly one row per success ----
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const rows = new Map(); // marker -> [{ table, row }]
  for (const table of new Set(Object.values(TABLE_OF))) {
    const { rows: found } = await db.query(`SELECT * FROM ${table} WHERE email LIKE $1`, [`soak.${run}.%`]);
    for (const row of found) {
      const marker = row.email.replace(/@example\.com$/, '');
      rows.set(marker, [...(rows.get(marker) ?? []), { table, row }]);
    }
  }
  const wellBehavedRows = [...rows].filter(([marker]) => !marker.includes('.abuser.'));
  const rowCount = wellBehavedRows.reduce((sum, [, list]) => sum + list.length, 0);
  const duplicates = wellBehavedRows.filter(([, list]) => list.length > 1);
  const successMarkers = new Set(succeeded.map((r) => r.marker));
  const lost = succeeded.filter((r) => !rows.has(r.marker));
  const unexplained = wellBehavedRows.filter(([marker]) => !successMarkers.has(marker));
  for (const [marker, list] of duplicates.slice(0, 10)) {
    console.error(`  duplicate: ${marker} stored ${list.length} times`);
  }
  for (const r of lost.slice(0, 10)) console.error(`  lost: ${r.marker} (${r.kind}) succeeded, no row`);
  for (const [marker] of unexplained.slice(0, 10)) console.error(`  row without a success: ${marker}`);
  if (duplicates.length > 0) fail(`${duplicates.length} markers stored more than once`);
  if (lost.length > 0) fail(`${lost.length} successful submissions have no row`);
  if (unexplained.length > 0) fail(`${unexplained.length} rows have no successful response`);
  if (rowCount !== succeeded.length) fail(`${rowCount} rows for ${succeeded.length} successes`);

  // Each row is the one sent: right table and form, the Contact message byte for byte, the resume
  // on disk with the bytes sent.
  let resumesChecked = 0;
  for (const r of succeeded) {
    const stored = rows.get(r.marker)?.[0];
    if (!stored) continue;
    const { table, row } = stored;
    if (table !== TABLE_OF[r.kind]) fail(`${r.marker} (${r.kind}) stored in ${table}`);
    else if (table === 'enquiry' && row.form_type !== r.kind) {
      fail(`${r.marker} stored as form_type ${row.form_type}, sent as ${r.kind}`);
    }
    if (r.kind === 'contact' && row.description !== contactMessage(r.marker)) {
      fail(`${r.marker}: description stored as ${JSON.stringify(row.description)}`);
    }
    if (r.kind === 'career') {
      const expected = sha256(resumePdf(r.marker));
      const bytes = s3 ? await s3.read(row.resume_key) : readResumeFile(row.resume_key);
      if (!bytes) fail(`${r.marker}: resume ${row.resume_key} is not ${s3 ? 'in the bucket' : 'on disk'}`);
      else if (row.resume_sha256 !== expected || sha256(bytes) !== expected) {
        fail(`${r.marker}: the stored resume is not the one sent`);
      } else resumesChecked++;
    }
  }
  if (s3) {
    // Exactly the stored resumes are in the bucket: nothing from a cut-off upload or a restart remains.
    const careerRows = wellBehavedRows.filter(([, list]) =>
      list.some(({ table }) => table === TABLE_OF.career),
    );
    const objects = await s3.keys();
    console.log(
      `test:soak: the bucket holds ${objects.length} objects for ${careerRows.length} applications`,
    );
    if (objects.length !== careerRows.length) {
      fail(`${objects.length} objects in the bucket for ${careerRows.length} stored applications`);
    }
  }

  // ---- The abuser ----
  const abuserOk = abuse.filter((a) => a.status === 200 && a.body?.isSuccess === true);
  const limited = abuse.filter((a) => a.status === 429);
  const limitedByApi = limited.filter((a) => a.body?.detail === RATE_LIMIT_MESSAGE);
  const limitedByNginx = limited.length - limitedByApi.length;
  // The abuser does not retry: while a replica is killed or restarting it may see its request lost
  // (nginx's 502, or a cut connection), which is neither a success nor a refusal.
  const abuserLost = abuse.filter((a) => DISRUPTED && [0, 502, 503, 504].includes(a.status));
  const abuserOther = abuse.filter(
    (a) => a.status !== 429 && !(a.status === 200 && a.body?.isSuccess) && !abuserLost.includes(a),
  );
  const abuserRows = [...rows].filter(([marker]) => marker.includes('.abuser.'));
  const badLimited = limited.filter(
    (a) =>
      !/^\d+$/.test(a.retryAfter ?? '') ||
      Number(a.retryAfter) < 1 ||
      Number(a.retryAfter) > RATE_LIMIT_WINDOW_SECONDS ||
      !a.contentType.startsWith('application/problem+json') ||
      a.body?.status !== 429,
  );
  for (const a of badLimited.slice(0, 5)) {
    console.error(`  429 without Retry-After/problem details: ${a.retryAfter} ${a.contentType} ${a.text}`);
  }
  for (const a of abuserOther.slice(0, 5)) console.error(`  abuser got ${a.status}: ${a.text.slice(0, 300)}`);
  if (limited.length === 0) fail('the abuser was never refused with 429');
  if (limitedByApi.length === 0) fail("the API's own rate limit never refused the abuser");
  if (badLimited.length > 0) fail(`${badLimited.length} 429 answers lack a Retry-After or problem details`);
  if (abuserOther.length > 0) fail(`the abuser got ${abuserOther.length} answers other than 200 and 429`);
  if (abuserOk.length > RATE_LIMIT_MAX) {
    fail(`the abuser stored ${abuserOk.length} submissions, over its quota of ${RATE_LIMIT_MAX}`);
  }
  // A lost answer may hide a stored row (the abuser sends no Idempotency-Key): at most that many more.
  if (abuserRows.length < abuserOk.length || abuserRows.length > abuserOk.length + abuserLost.length) {
    fail(`${abuserRows.length} abuser rows for ${abuserOk.length} abuser successes`);
  }
  // The others kept succeeding while the abuser was being refused.
  const firstApiRefusal = limitedByApi[0]?.at ?? Infinity;
  const succeededAfter = succeeded.filter((r) => r.at > firstApiRefusal).length;
  if (firstApiRefusal < loadEnded && succeededAfter === 0) {
    fail('no well-behaved submission succeeded after the abuser was first limited');
  }

  // Every accepted captcha solution was spent exactly once: one per stored row.
  const spent = Number((await db.query('SELECT count(*) AS n FROM captcha_solution')).rows[0].n);
  const allRows = rowCount + abuserRows.reduce((sum, [, list]) => sum + list.length, 0);
  if (spent !== allRows) fail(`${spent} captcha solutions spent for ${allRows} rows`);

  // ---- The e-mails: one per stored submission, to its area, replying to its marker ----
  const markerOf = (address) => address?.replace(/@example\.com$/, '');
  const { rows: envelopes } = await db.query(
    'SELECT id::text AS id, email, kind FROM submission WHERE email LIKE $1',
    [`soak.${run}.%`],
  );
  const envelopeOf = new Map(envelopes.map((row) => [markerOf(row.email), row]));
  // A newsletter subscription is a lead only once its owner confirms it (double opt-in), which no
  // soak client does: its address gets the confirmation e-mail, told apart by its recipient and
  // checked on its own below, and the staff get nothing for it.
  const leads = succeeded.filter((r) => r.kind !== 'subscription');
  const expected = [...leads.map((r) => r.marker), ...abuserOk.map((a) => a.marker)];
  const isConfirmation = (message) =>
    message.recipients.length === 1 && markerOf(message.recipients[0]).startsWith(`soak.${run}.`);
  const staffMail = () => mail.received.filter((message) => !isConfirmation(message));
  const subscribers = succeeded.filter((r) => r.kind === 'subscription').map((r) => r.marker);
  const mailsOf = () => {
    const byMarker = new Map();
    for (const message of staffMail()) {
      const marker = markerOf(message.replyTo);
      byMarker.set(marker, [...(byMarker.get(marker) ?? []), message]);
    }
    return byMarker;
  };
  const mailWaitStarted = performance.now();
  const inAtLoadEnd = mail.received.filter((message) => message.at <= loadEnded).length;
  let lastCount = -1;
  let lastProgress = performance.now();
  while (performance.now() - mailWaitStarted < MAIL_WAIT_MS) {
    const byMarker = mailsOf();
    const confirmations = mail.received.filter(isConfirmation).length;
    if (expected.every((marker) => byMarker.has(marker)) && confirmations >= subscribers.length) break;
    if (mail.received.length !== lastCount) {
      lastCount = mail.received.length;
      lastProgress = performance.now();
    } else if (performance.now() - lastProgress > MAIL_STALL_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const mailWait = seconds(mailWaitStarted);
  const lastMailAt = Math.max(...mail.received.map((message) => message.at));
  const firstMailAt = Math.min(...mail.received.map((message) => message.at));
  await new Promise((resolve) => setTimeout(resolve, 3000)); // a duplicate would have come by now
  const byMarker = mailsOf();
  const received = leads.filter((r) => byMarker.has(r.marker));
  const missing = leads.filter((r) => !byMarker.has(r.marker));
  const announcedUnconfirmed = subscribers.filter((marker) => byMarker.has(marker));
  const doubled = succeeded.filter((r) => (byMarker.get(r.marker)?.length ?? 0) > 1);
  for (const r of missing.slice(0, 10)) console.error(`  no e-mail: ${r.marker} (${r.kind})`);
  for (const r of doubled.slice(0, 10)) {
    console.error(`  duplicate e-mail: ${r.marker} got ${byMarker.get(r.marker).length}`);
  }
  if (received.length + subscribers.length !== CLIENTS * PER_CLIENT) {
    fail(
      `${received.length} submissions with an e-mail and ${subscribers.length} subscriptions, for ${CLIENTS * PER_CLIENT} sent`,
    );
  }
  if (announcedUnconfirmed.length > 0) {
    fail(`${announcedUnconfirmed.length} unconfirmed subscriptions were e-mailed to the staff`);
  }
  if (missing.length > 0) fail(`${missing.length} successful submissions got no e-mail in ${mailWait} s`);
  if (doubled.length > 0) fail(`${doubled.length} submissions got more than one e-mail`);
  // Each is about its own submission and went to its area.
  let misaddressed = 0;
  for (const r of received) {
    const [message] = byMarker.get(r.marker);
    const envelope = envelopeOf.get(r.marker);
    const to = r.kind === 'career' ? APPLICATIONS_TO : LEADS_TO;
    if (!envelope || message.submission !== envelope.id || message.recipients.join() !== to) {
      if (misaddressed++ < 10) {
        console.error(
          `  e-mail of ${r.marker}: about #${message.submission} (stored as #${envelope?.id}), ` +
            `to ${message.recipients.join(', ')} (expected ${to})`,
        );
      }
    }
  }
  if (misaddressed > 0) fail(`${misaddressed} e-mails name another submission or go to the wrong area`);
  // The abuser: an e-mail for each submission it got stored, none for what was refused.
  const abuserMailed = abuserOk.filter((a) => byMarker.get(a.marker)?.length === 1).length;
  const refused = abuse.filter((a) => a.status === 429);
  const refusedMailed = refused.filter((a) => byMarker.has(a.marker)).length;
  // An answer lost with a killed replica may hide a stored row: it has its e-mail if, and only if, it was stored.
  const lostMismatched = abuserLost.filter(
    (a) => (byMarker.get(a.marker)?.length ?? 0) !== (rows.get(a.marker)?.length ?? 0),
  );
  if (lostMismatched.length > 0) {
    fail(`${lostMismatched.length} of the abuser's lost answers have e-mails not matching their stored rows`);
  }
  if (abuserMailed !== abuserOk.length) {
    fail(`${abuserMailed} of the abuser's ${abuserOk.length} stored submissions got exactly one e-mail`);
  }
  if (refusedMailed > 0) fail(`${refusedMailed} of the abuser's refused submissions produced an e-mail`);
  const known = new Set([...expected, ...abuse.map((a) => a.marker)]);
  const stray = staffMail().filter((message) => !known.has(markerOf(message.replyTo)));
  if (stray.length > 0) fail(`${stray.length} e-mails are about no submission of this run`);
  // Each stored subscription's address got exactly one confirmation; no other address got one.
  const confirmed = mail.received.filter(isConfirmation).map((message) => markerOf(message.recipients[0]));
  if (JSON.stringify([...confirmed].sort()) !== JSON.stringify([...subscribers].sort())) {
    fail(`${confirmed.length} confirmation e-mails for ${subscribers.length} subscriptions, not one each`);
  }
  const { rows: states } = await db.query(
    `SELECT d.state, count(*)::int AS n FROM notification_delivery d
     JOIN submission s ON s.id = d.submission_id WHERE s.email LIKE $1 GROUP BY d.state ORDER BY d.state`,
    [`soak.${run}.%`],
  );
  const deliveryStates = states.map((row) => `${row.state} ${row.n}`).join(', ');
  if (states.length !== 1 || states[0].state !== 'sent') fail(`deliveries: ${deliveryStates}`);
  if (mail.parseFailures() > 0) fail(`the sink could not parse ${mail.parseFailures()} messages`);

  const loadSeconds = (loadEnded - loadStarted) / 1000;
  const kinds = Object.entries(
    results.reduce((count, r) => ({ ...count, [r.kind]: (count[r.kind] ?? 0) + 1 }), {}),
  )
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  console.log('');
  console.log(`well-behaved clients: ${CLIENTS}, each from its own address, ${PER_CLIENT} submissions each`);
  console.log(`  sent ${results.length} (${kinds})`);
  console.log(`  succeeded ${succeeded.length}, failed ${others.length}`);
  console.log(
    `  rows ${rowCount}, duplicates ${duplicates.length}, lost ${lost.length}, without a success ${unexplained.length}; ` +
      `resumes verified ${s3 ? 'in S3' : 'on disk'} ${resumesChecked}; captcha solutions spent ${spent}`,
  );
  console.log(
    `  throughput ${(succeeded.length / loadSeconds).toFixed(0)} submissions/s over ${loadSeconds.toFixed(1)} s ` +
      `(each with a captcha challenge fetched and solved)`,
  );
  console.log(
    `e-mails: ${received.length} received, ${doubled.length} duplicates, ${missing.length} missing ` +
      `(waited ${mailWait} s after the checks; ${inAtLoadEnd} in when the load ended, the last ` +
      `${seconds(loadEnded, lastMailAt)} s after it; ` +
      `${(mail.received.length / ((lastMailAt - firstMailAt) / 1000)).toFixed(1)} e-mails/s; deliveries ${deliveryStates}; ` +
      `abuser: ${abuserMailed} for ${abuserOk.length} stored, ${refusedMailed} for ${refused.length} refused)`,
  );
  console.log(`abusive client (one address, ${ABUSER_LANES} connections, spoofed X-Forwarded-For):`);
  console.log(
    `  requests ${abuse.length} in ${seconds(abuseStarted, abuseEnded)} s, stored ${abuserOk.length} ` +
      `(quota ${RATE_LIMIT_MAX}), 429 ${limited.length} (API ${limitedByApi.length}, nginx ${limitedByNginx}), ` +
      `all with Retry-After: ${badLimited.length === 0 ? 'yes' : 'NO'}; well-behaved successes after its first ` +
      `API 429: ${succeededAfter}`,
  );
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await db?.end().catch(() => undefined);
  await stack.stop();
  await s3?.close();
  await mail.stop();
}

console.log(
  `test:soak: ${failures.length === 0 ? 'passed' : `FAILED (${failures.length} checks)`} in ${seconds(started)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
