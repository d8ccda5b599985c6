import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import { freePort } from '../free-port';
import {
  application,
  ClusterProcess,
  createDatabase,
  databaseAt,
  enquiry,
  killAllServers,
  RemoteClient,
  resumeOf,
  send,
  ServerProcess,
  uniqueEmail,
  waitFor,
  type RawResponse,
  type TestDatabase,
} from './support';

/**
 * SIGTERM to the built server while requests are in flight: it stops accepting, finishes them (an
 * upload still being sent, submissions waiting on a database lock), closes the pool and exits 0;
 * every submission it answered with isSuccess true has its row. After SHUTDOWN_TIMEOUT_SECONDS it
 * gives up on what is left and exits anyway.
 */
describe('Graceful shutdown', () => {
  let db: TestDatabase;
  let uploadsDir: string;
  const cleanups: (() => Promise<unknown> | void)[] = [];

  beforeAll(async () => {
    db = await createDatabase();
    uploadsDir = newUploadsDir();
  });

  afterAll(async () => {
    await killAllServers();
    for (const cleanup of cleanups.reverse()) await cleanup();
    await db?.drop();
  });

  function newUploadsDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-shutdown-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  /** Waits (5 s at most) until the server, signalled to stop, refuses new connections. */
  const refusesNewConnections = (server: ServerProcess) =>
    waitFor(
      'new connections to be refused',
      () =>
        send(`${server.baseUrl}/api/health`).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      5000,
    );

  const filesIn = (dir: string) => readdirSync(dir);
  const files = () => filesIn(uploadsDir);

  interface Setup {
    server: ServerProcess;
    database: TestDatabase;
    /** The database to check the rows in once the server has exited. */
    afterExit(): Promise<TestDatabase>;
  }

  const SETUPS: Record<string, (uploads: string) => Promise<Setup>> = {
    'an external PostgreSQL (DATABASE_URL)': async (uploads) => ({
      server: await ServerProcess.start({ databaseUrl: db.url, uploadsDir: uploads }),
      database: db,
      afterExit: async () => db,
    }),
    // main.ts starts the cluster, and must stop it only after the requests in flight.
    'its embedded PostgreSQL': async (uploads) => {
      const root = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-shutdown-pg-'));
      chmodSync(root, 0o755); // the cluster runs as the postgres user when tests run as root
      cleanups.push(() => rmSync(root, { recursive: true, force: true }));
      const pgDir = path.join(root, 'pg');
      const pgPort = await freePort();
      const server = await ServerProcess.start({
        uploadsDir: uploads,
        env: { EMBEDDED_PG_DIR: pgDir, EMBEDDED_PG_PORT: String(pgPort) },
      });
      const database = databaseAt(`postgres://postgres:postgres@127.0.0.1:${pgPort}/orbitwise`);
      cleanups.push(() => database.close());
      return {
        server,
        database,
        afterExit: async () => {
          // Stopped on the way out: no PostgreSQL is left running.
          expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
          await database.close();
          const cluster = await ClusterProcess.start(pgDir, pgPort);
          cleanups.push(() => cluster.stop());
          const after = databaseAt(cluster.url);
          cleanups.push(() => after.close());
          return after;
        },
      };
    },
  };

  it.each(Object.keys(SETUPS))(
    'finishes the requests in flight on SIGTERM, loses none, and exits 0, with %s',
    async (setupName) => {
      const uploads = newUploadsDir();
      const { server, database, afterExit } = await SETUPS[setupName]!(uploads);
      const client = await RemoteClient.create(server.baseUrl);
      const captchas = await Promise.all(Array.from({ length: 4 }, () => client.solveCaptcha()));
      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 10 });
      // An idle keep-alive connection at the time of the signal.
      expect((await send(`${server.baseUrl}/api/health`, { agent: keepAlive })).status).toBe(200);

      // Submissions that wait on the database: a lock held by the test blocks their inserts.
      const locker: Client = await database.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE enquiry IN ACCESS EXCLUSIVE MODE');
      const emails = [uniqueEmail('drain'), uniqueEmail('drain'), uniqueEmail('drain')];
      const waiting = emails.map((email, i) =>
        client.postJson('/api/ContactUs/AddContactUs', enquiry(email), captchas[i], keepAlive),
      );
      await waitFor('3 inserts waiting on the lock', async () => {
        const [row] = await database.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
          [database.name],
        );
        return Number(row?.n) === 3;
      });

      // An upload still being sent when the signal comes, and for a while after.
      const careerEmail = uniqueEmail('drain');
      const resume = resumeOf(1024 * 1024);
      let sendingSince = 0;
      const uploading = client.postCareer(application(careerEmail), resume, captchas[3]!, {
        chunkBytes: 32 * 1024,
        delayMs: 50, // 32 chunks: about 1.6 s
        hold: async () => {
          await waitFor('the partial file', () => filesIn(uploads).some((name) => name.endsWith('.part')));
          sendingSince = Date.now();
        },
      });
      await waitFor('the upload to start', () => sendingSince > 0);

      const signalledAt = Date.now();
      server.signal('SIGTERM');
      // It stops accepting connections at once.
      await refusesNewConnections(server);
      await sleep(300);
      await locker.query('COMMIT'); // the waiting inserts go through now

      const responses: RawResponse[] = await Promise.all([...waiting, uploading]);
      const exit = await server.waitForExit(15_000);
      keepAlive.destroy();

      for (const response of responses) {
        expect({ status: response.status, body: response.body }).toEqual({
          status: 200,
          body: {
            errorMessage: null,
            isSuccess: true,
            id: expect.stringMatching(/^\d+$/),
            ref: expect.stringMatching(/^#\d+$/),
          },
        });
        // Answered after the signal, on a connection that ends with it.
        expect(response.at).toBeGreaterThan(signalledAt);
        expect(response.headers.connection).toBe('close');
      }
      expect(exit).toEqual({ code: 0, signal: null });
      // 4, or 5 when the first probe above got in before the signal was handled (it is answered too).
      expect(server.log).toMatch(/Finishing [45] request\(s\) in flight/);

      const stored = await afterExit();
      for (const email of emails) {
        expect(await stored.query('SELECT id FROM enquiry WHERE email = $1', [email])).toHaveLength(1);
      }
      const [career] = await stored.query<{ name: string }>(
        'SELECT resume_key AS name FROM career_application WHERE email = $1',
        [careerEmail],
      );
      expect(statSync(path.join(uploads, career!.name)).size).toBe(resume.length);
      expect(filesIn(uploads)).toEqual([career!.name]);
    },
  );

  it('cuts what is still in flight after SHUTDOWN_TIMEOUT_SECONDS and exits anyway', async () => {
    const server = await ServerProcess.start({
      databaseUrl: db.url,
      uploadsDir,
      env: { SHUTDOWN_TIMEOUT_SECONDS: '1' },
    });
    const client = await RemoteClient.create(server.baseUrl);
    const before = new Set(files());
    const stopSending = new AbortController();
    let started = false;
    const stalled = client.postCareer(application(), resumeOf(256 * 1024), await client.solveCaptcha(), {
      chunkBytes: 16 * 1024,
      delayMs: 5,
      hold: async () => {
        await waitFor('the partial file', () => files().some((name) => name.endsWith('.part')));
        started = true;
        await sleep(60_000, undefined, { signal: stopSending.signal }); // a client that stops sending
      },
    });
    stalled.catch(() => undefined);
    await waitFor('the upload to start', () => started);

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const exit = await server.waitForExit(10_000);
    const took = Date.now() - signalledAt;
    stopSending.abort();

    await expect(stalled).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(5000);
    expect(server.log).toMatch(/Still 1 request\(s\) in flight after 1 s/);
    // The cut upload's partial file is removed (or, had the process died first, by the next start).
    await waitFor('the partial file to go', () => files().every((name) => before.has(name)), 2000);
  });
});
