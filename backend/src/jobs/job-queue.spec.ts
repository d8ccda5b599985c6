import { Module, type INestApplicationContext, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { JobQueue, type SqlRunner } from './job-queue';
import { JobsModule, TEST_JOBS_OPTIONS } from './jobs.module';

/** The job queue on a real database of its own (pg-boss installs its schema there on the first start). */

class CapturingLogger implements LoggerService {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  log(): void {}
  warn(message: unknown): void {
    this.warnings.push(String(message));
  }
  error(message: unknown): void {
    this.errors.push(String(message));
  }
}

/** A Nest application with only the jobs module; `register` runs before bootstrap, as a module's would. */
async function startJobs(
  databaseUrl: string,
  register: (jobs: JobQueue) => unknown,
  logger: LoggerService = new CapturingLogger(),
): Promise<{ app: INestApplicationContext; jobs: JobQueue }> {
  @Module({
    imports: [JobsModule.forRoot({ databaseUrl, ...TEST_JOBS_OPTIONS })],
    providers: [{ provide: 'REGISTER', inject: [JobQueue], useFactory: (jobs: JobQueue) => register(jobs) }],
  })
  class JobsTestModule {}
  const app = await NestFactory.createApplicationContext(JobsTestModule, { logger, abortOnError: false });
  return { app, jobs: app.get(JobQueue) };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

interface Attempt {
  job: string;
  attempt: number;
  outcome: string;
  at: Date;
}

interface JobRow {
  state: string;
  retry_count: number;
}

let db: FreshDatabase;

beforeAll(async () => {
  db = await freshDatabase('jobs_queue');
  await db.query(
    `CREATE TABLE attempt (job text NOT NULL, attempt int NOT NULL, outcome text NOT NULL,
       at timestamptz NOT NULL DEFAULT clock_timestamp())`,
  );
});

afterAll(async () => {
  await db?.drop();
});

/** Time for the application to close after the jobs are stopped, on a loaded machine. */
const CLOSE_SLACK_MS = 4000;

const record = (job: string, attempt: number, outcome: string) =>
  db.query(`INSERT INTO attempt (job, attempt, outcome) VALUES ($1, $2, $3)`, [job, attempt, outcome]);
const attempts = (job: string) =>
  db.query<Attempt>(`SELECT * FROM attempt WHERE job = $1 ORDER BY at`, [job]);
const jobRow = async (id: string | null) =>
  (await db.query<JobRow>(`SELECT state, retry_count FROM pgboss.job WHERE id = $1`, [id]))[0];

describe('retries', () => {
  const logger = new CapturingLogger();
  let app: INestApplicationContext;
  let jobs: JobQueue;

  beforeAll(async () => {
    ({ app, jobs } = await startJobs(
      db.url,
      (queue) => {
        void queue.work<{ label: string }>(
          'test.flaky',
          async ({ label }, job) => {
            if (job.attempt === 1) {
              await record(label, job.attempt, 'failed');
              throw new Error('the first try fails');
            }
            await record(label, job.attempt, 'done');
          },
          { retry: { limit: 2, delaySeconds: 1, backoff: true } },
        );
        void queue.work<{ label: string }>(
          'test.broken',
          async ({ label }, job) => {
            await record(label, job.attempt, 'failed');
            throw new Error('always fails');
          },
          { retry: { limit: 2, delaySeconds: 1, backoff: true } },
        );
      },
      logger,
    ));
  });

  afterAll(async () => {
    await app?.close();
  });

  it('runs a job whose handler failed the first time again, after the retry delay, and it succeeds', async () => {
    const id = await jobs.send('test.flaky', { label: 'flaky' });
    await waitFor('the second try', async () => (await attempts('flaky')).length === 2);

    const rows = await attempts('flaky');
    expect(rows.map((row) => [row.attempt, row.outcome])).toEqual([
      [1, 'failed'],
      [2, 'done'],
    ]);
    // retryDelay 1 s with backoff: the first retry waits 1 to 2 s.
    expect(rows[1]!.at.getTime() - rows[0]!.at.getTime()).toBeGreaterThanOrEqual(950);
    await waitFor('completed', async () => (await jobRow(id))?.state === 'completed');
    expect(await jobRow(id)).toEqual({ state: 'completed', retry_count: 1 });
    expect(logger.warnings).toContainEqual(
      `Job test.flaky ${id} failed on try 1 of 3 (the first try fails); it will be retried`,
    );
  });

  it('gives up after the retry limit, with a longer delay each time, and logs it', async () => {
    const id = await jobs.send('test.broken', { label: 'broken' });
    await waitFor('the job to fail for good', async () => (await jobRow(id))?.state === 'failed');

    const rows = await attempts('broken');
    expect(rows.map((row) => [row.attempt, row.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    // Backoff: 1 to 2 s before the first retry, 2 to 4 s before the second.
    expect(rows[1]!.at.getTime() - rows[0]!.at.getTime()).toBeGreaterThanOrEqual(950);
    expect(rows[2]!.at.getTime() - rows[1]!.at.getTime()).toBeGreaterThanOrEqual(1950);
    expect(await jobRow(id)).toEqual({ state: 'failed', retry_count: 2 });
    expect(logger.errors).toContainEqual(
      `Job test.broken ${id} failed on try 3 of 3 (always fails); no tries left: the job has failed`,
    );
  }, 20_000);
});

describe('sending inside a transaction', () => {
  let app: INestApplicationContext;
  let jobs: JobQueue;
  const handled: number[] = [];

  beforeAll(async () => {
    ({ app, jobs } = await startJobs(db.url, (queue) => {
      void queue.work<{ n: number }>('test.outbox', async ({ n }) => {
        handled.push(n);
      });
    }));
  });

  afterAll(async () => {
    await app?.close();
  });

  it('creates the job if, and only if, the transaction commits', async () => {
    const client = await db.connect();
    const tx: SqlRunner = { query: async (sql, parameters) => (await client.query(sql, parameters)).rows };

    await client.query('BEGIN');
    const rolledBack = await jobs.send('test.outbox', { n: 1 }, { tx });
    await client.query('ROLLBACK');

    await client.query('BEGIN');
    const committed = await jobs.send('test.outbox', { n: 2 }, { tx });
    expect(await jobRow(committed)).toBeUndefined(); // not before the commit
    await client.query('COMMIT');

    await waitFor('the committed job', async () => (await jobRow(committed))?.state === 'completed');
    expect(rolledBack).toEqual(expect.any(String));
    expect(await jobRow(rolledBack)).toBeUndefined();
    expect(handled).toEqual([2]);
  });
});

describe('shutdown', () => {
  it('closes at once when no job is running', async () => {
    const { app } = await startJobs(db.url, (queue) => {
      void queue.schedule({ name: 'test.idle-periodic', every: '1 minute', handler: async () => {} });
      void queue.work('test.idle', async () => {});
    });
    const started = Date.now();
    await app.close();
    // Not the shutdown timeout's wait for jobs in flight (the margin is for a loaded CI runner).
    expect(Date.now() - started).toBeLessThan(TEST_JOBS_OPTIONS.shutdownTimeoutSeconds! * 1000);
    // pg-boss recorded its graceful stop.
    expect(await db.query(`SELECT 1 FROM pgboss.instance WHERE stopped_on IS NULL`)).toEqual([]);
  });

  it('lets a job in flight finish before closing', async () => {
    const { app, jobs } = await startJobs(db.url, (queue) => {
      void queue.work<{ label: string }>('test.slow', async ({ label }, job) => {
        await record(label, job.attempt, 'started');
        await sleep(800);
        await record(label, job.attempt, 'finished');
      });
    });
    const id = await jobs.send('test.slow', { label: 'slow' });
    await waitFor('the job to start', async () => (await attempts('slow')).length === 1);

    await app.close();
    // Finished and completed, not failed by the shutdown timeout (that would leave it in 'retry').
    expect((await attempts('slow')).map((row) => row.outcome)).toEqual(['started', 'finished']);
    expect(await jobRow(id)).toEqual({ state: 'completed', retry_count: 0 });
  });

  it('releases a job that does not finish in time, to be retried, and still closes in bounded time', async () => {
    const { app, jobs } = await startJobs(db.url, (queue) => {
      void queue.work<{ label: string }>('test.stuck', async ({ label }, job) => {
        await record(label, job.attempt, 'started');
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
        await record(label, job.attempt, 'aborted');
        throw new Error('aborted');
      });
    });
    const id = await jobs.send('test.stuck', { label: 'stuck' });
    await waitFor('the job to start', async () => (await attempts('stuck')).length === 1);

    const started = Date.now();
    await app.close();
    const closeMs = Date.now() - started;
    expect(closeMs).toBeGreaterThanOrEqual(TEST_JOBS_OPTIONS.shutdownTimeoutSeconds! * 1000 - 50);
    // Closing itself takes well under a second on an idle machine; the slack is for a loaded CI runner.
    expect(closeMs).toBeLessThan(TEST_JOBS_OPTIONS.shutdownTimeoutSeconds! * 1000 + CLOSE_SLACK_MS);
    // Failed by the shutdown with tries left: waiting for another process (or the next start).
    expect(await jobRow(id)).toEqual({ state: 'retry', retry_count: 0 });
    // The aborted handler wound up before the application closed (its pool was still open for it).
    expect((await attempts('stuck')).map((row) => row.outcome)).toEqual(['started', 'aborted']);
  });

  it('waits only briefly for a handler that ignores the abort', async () => {
    const { app, jobs } = await startJobs(db.url, (queue) => {
      void queue.work<{ label: string }>('test.deaf', async ({ label }, job) => {
        await record(label, job.attempt, 'started');
        await sleep(20_000, undefined, { ref: false });
      });
    });
    await jobs.send('test.deaf', { label: 'deaf' });
    await waitFor('the job to start', async () => (await attempts('deaf')).length === 1);

    const started = Date.now();
    await app.close();
    const closeMs = Date.now() - started;
    console.log(`closed in ${closeMs} ms around a handler that ignores its abort`);
    // The shutdown timeout, then the 2-s wind-up, then closing.
    // Without the 2-s cap it would wait for the handler's 20 s.
    expect(closeMs).toBeLessThan(TEST_JOBS_OPTIONS.shutdownTimeoutSeconds! * 1000 + 2000 + CLOSE_SLACK_MS);
  });
});
