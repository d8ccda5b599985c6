import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { SERVICE_UNAVAILABLE_DETAIL } from '../../src/platform/problems/problem-details.filter';
import { DB_QUERY_TIMEOUT_MS } from '../../src/platform/database/typeorm-options';
import { ApiClient } from '../api-client';
import { freePort } from '../free-port';
import { pdf } from '../resume-fixtures';
import { testConfig } from '../test-app';
import {
  application,
  ClusterProcess,
  enquiry,
  RemoteClient,
  resumeOf,
  subscription,
  uniqueEmail,
  waitFor,
} from './support';

/**
 * PostgreSQL stopped (and hung) while the API runs: every call that needs it fails fast with 503
 * problem details, nothing is half-stored, and once PostgreSQL is back the API recovers by itself.
 * The API runs in-process against a cluster of this test's own, which it stops and starts.
 */

/** The gauges read from the database at each scrape: no sample of any of them while it is down. */
const DATABASE_GAUGES = [
  'orbitwise_deliveries_pending',
  'orbitwise_deliveries_failed',
  'orbitwise_deliveries_oldest_pending_age_seconds',
  'orbitwise_deliveries_waiting_for_smtp',
  'orbitwise_job_queue_waiting',
  'orbitwise_backup_last_success_timestamp_seconds',
];

/** The names of the metrics with a sample in an exposition text (comment lines aside). */
function sampled(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)![0]),
  );
}

/** A call that needs the database must be answered within this, whatever state PostgreSQL is in. */
const FAIL_FAST_MS = 2000;
/** Hung server (no answer at all): the query timeout (4 s) or the connect timeout (3 s), plus slack. */
const HUNG_FAIL_MS = DB_QUERY_TIMEOUT_MS + 1000;

const CALLS = ['AddContactUs', 'GetCountryCodes', 'AddUserSubscription', 'AddCareer'] as const;
type Call = (typeof CALLS)[number];

describe('PostgreSQL unavailable while the API runs', () => {
  let root: string;
  let dataDir: string;
  let port: number;
  let cluster: ClusterProcess | undefined;
  let app: NestExpressApplication;
  let client: ApiClient;
  let db: DataSource;
  let uploadsDir: string;
  let metricsUrl: string;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'orbitwise-faults-pg-'));
    await chmod(root, 0o755); // the server runs as the postgres user when tests run as root
    dataDir = path.join(root, 'data');
    port = await freePort();
    cluster = await ClusterProcess.start(dataDir, port);
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const config = testConfig({ metricsPort });
    uploadsDir = config.uploadsDir;
    app = await createApp(config, cluster.url);
    await app.listen(0, '127.0.0.1');
    client = await ApiClient.create(app);
    db = app.get(DataSource);
  });

  afterAll(async () => {
    // Whatever state a failed test left: running again, so that it can be stopped for good.
    resumeCluster();
    await app?.close();
    await cluster?.stop();
    if (root) await rm(root, { recursive: true, force: true });
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    console.log(`Database-down timings (ms): ${JSON.stringify(timings)}`);
  });

  async function call(name: Call) {
    switch (name) {
      case 'AddContactUs':
        return client.submit('/api/ContactUs/AddContactUs', enquiry());
      case 'AddUserSubscription':
        return client.submit('/api/ContactUs/AddUserSubscription', subscription());
      case 'GetCountryCodes':
        return client.post('/api/ContactUs/GetCountryCodes');
      case 'AddCareer':
        return client
          .post('/api/ContactUs/AddCareer', await client.solveCaptcha())
          .attach('file', pdf(64 * 1024), { filename: 'resume.pdf', contentType: 'application/pdf' })
          .field('data', JSON.stringify(application()));
    }
  }

  /** Calls one endpoint and checks the 503 problem document; returns how long it took. */
  async function expectUnavailable(name: Call, withinMs: number): Promise<number> {
    // Includes fetching and solving the captcha (cheap in tests): the visitor's whole wait.
    const started = Date.now();
    const response = await call(name);
    const elapsed = Date.now() - started;
    expect({ name, status: response.status }).toEqual({ name, status: 503 });
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.503',
      title: 'Service Unavailable',
      status: 503,
      detail: SERVICE_UNAVAILABLE_DETAIL,
      instance: `/api/ContactUs/${name}`,
      requestId: response.headers['x-request-id'],
    });
    expect(elapsed).toBeLessThan(withinMs);
    return elapsed;
  }

  const rowsOf = async (table: string, email: string) =>
    (await db.query(`SELECT id FROM ${table} WHERE email = $1`, [email])) as unknown[];

  /** SIGSTOP/SIGCONT to the postmaster and its backends: a server that accepts but never answers. */
  function clusterPids(): number[] {
    const postmaster = Number(
      execFileSync('head', ['-n1', path.join(dataDir, 'postmaster.pid')])
        .toString()
        .trim(),
    );
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }
  let stopped: number[] = [];
  function hangCluster() {
    stopped = clusterPids();
    for (const pid of stopped) process.kill(pid, 'SIGSTOP');
  }
  function resumeCluster() {
    for (const pid of stopped) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // already gone
      }
    }
    stopped = [];
  }

  const scrape = async () => (await request(metricsUrl).get('/metrics').expect(200)).text;

  it('stores submissions while PostgreSQL is up', async () => {
    const body = enquiry();
    const response = await client.submit('/api/ContactUs/AddContactUs', body);
    expect(response.status).toBe(200);
    expect(await rowsOf('enquiry', body.email as string)).toHaveLength(1);
  });

  it('reports every database-read gauge while PostgreSQL is up (no backup yet: 0)', async () => {
    const text = await scrape();
    expect(DATABASE_GAUGES.filter((name) => !sampled(text).has(name))).toEqual([]);
    expect(text).toMatch(/^orbitwise_backup_last_success_timestamp_seconds 0$/m);
    expect(text).toMatch(/^orbitwise_database_up 1$/m);
  });

  it('answers 503 to an upload in flight when PostgreSQL stops, and removes its file', async () => {
    const { port: apiPort } = app.getHttpServer().address() as { port: number };
    const remote = await RemoteClient.create(`http://127.0.0.1:${apiPort}`);
    const email = uniqueEmail('inflight');
    const response = await remote.postCareer(
      application(email),
      resumeOf(512 * 1024),
      await remote.solveCaptcha(),
      {
        chunkBytes: 64 * 1024,
        delayMs: 5,
        // The captcha was checked; the resume is being written: now the database goes away.
        hold: async () => {
          await waitFor('the partial file', async () => (await readdir(uploadsDir)).length > 0);
          await cluster!.stop();
        },
      },
    );
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ title: 'Service Unavailable', detail: SERVICE_UNAVAILABLE_DETAIL });
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('answers 503 problem details at once, for every call, while PostgreSQL is stopped', async () => {
    for (const name of CALLS) timings[`stopped ${name}`] = await expectUnavailable(name, FAIL_FAST_MS);
    // The health check tells nginx and the orchestrator.
    const started = Date.now();
    const health = await request(app.getHttpServer()).get('/api/health');
    timings['stopped health'] = Date.now() - started;
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 503, detail: 'The database is unreachable.' });
    expect(Date.now() - started).toBeLessThan(FAIL_FAST_MS);
    // The resume of the refused AddCareer is not kept, not even as a partial file.
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('leaves the database-read gauges out of /metrics while PostgreSQL is stopped, and keeps the counters', async () => {
    const text = await scrape();
    // Unknown is no sample, never 0: a last backup at 0 would fire BackupMissing during the outage.
    expect(DATABASE_GAUGES.filter((name) => sampled(text).has(name))).toEqual([]);
    expect(text).toMatch(/^orbitwise_database_up 0$/m);
    expect(text).toMatch(/^orbitwise_submissions_stored_total\{kind="enquiry"\} [1-9]/m);
    expect(text).toMatch(
      /^orbitwise_http_request_duration_seconds_count\{method="POST",route="\/api\/ContactUs\/AddContactUs",status="503"\} [1-9]/m,
    );
    expect(text).toMatch(/^orbitwise_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('stores the very next submission once PostgreSQL is back, without a restart of the API', async () => {
    cluster = await ClusterProcess.start(dataDir, port);
    const email = uniqueEmail('recovered');
    const response = await client.submit('/api/ContactUs/AddContactUs', enquiry(email));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
      ref: expect.stringMatching(/^#\d+$/),
    });
    expect(await rowsOf('enquiry', email)).toHaveLength(1);

    const careerEmail = uniqueEmail('recovered');
    const career = await client
      .post('/api/ContactUs/AddCareer', await client.solveCaptcha())
      .attach('file', pdf(1024), { filename: 'resume.pdf', contentType: 'application/pdf' })
      .field('data', JSON.stringify(application(careerEmail)));
    expect(career.status).toBe(200);
    const [row] = (await db.query('SELECT resume_key FROM career_application WHERE email = $1', [
      careerEmail,
    ])) as { resume_key: string }[];
    expect(await readFile(path.join(uploadsDir, row!.resume_key))).toEqual(pdf(1024));
    expect(await readdir(uploadsDir)).toEqual([row!.resume_key]);
    // A scrape that cannot read the database leaves its gauges out; one that can has them all again
    // (the first read after the restart may still meet a connection the stop broke, on a loaded runner).
    const text = await waitFor('a scrape with every database gauge', async () => {
      const scraped = await scrape();
      return DATABASE_GAUGES.every((name) => sampled(scraped).has(name)) && scraped;
    });
    expect(text).toMatch(/^orbitwise_database_up 1$/m);
  });

  it('does not hang when PostgreSQL accepts connections but never answers, and recovers after', async () => {
    // Warm the pool: idle connections to a server that will stop answering.
    expect((await client.submit('/api/ContactUs/AddContactUs', enquiry())).status).toBe(200);
    hangCluster();
    try {
      for (const name of ['AddContactUs', 'GetCountryCodes'] as const) {
        timings[`hung ${name}`] = await expectUnavailable(name, HUNG_FAIL_MS);
      }
    } finally {
      resumeCluster();
    }
    const email = uniqueEmail('unhung');
    const response = await client.submit('/api/ContactUs/AddContactUs', enquiry(email));
    expect(response.status).toBe(200);
    expect(await rowsOf('enquiry', email)).toHaveLength(1);
  });
});
