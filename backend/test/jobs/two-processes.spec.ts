import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshDatabase, type FreshDatabase } from './fresh-database';

/**
 * Two API processes on one database: both start the whole built API (with its own periodic jobs,
 * captcha purge and resume sweep) and the same extra periodic job
 * (every minute: schedules have a granularity of one minute, so this takes one to two minutes of
 * real time; TEST_JOBS_OPTIONS has each process evaluate the schedules every second) and each run is
 * a row. Every period must have exactly one row, whichever process ran it.
 */

const SCRIPT = path.join(__dirname, 'scheduler-process.cjs');
const BUILT = path.resolve(__dirname, '..', '..', 'dist', 'app.factory.js');
const JOB = 'test.every-minute';
const TABLE = 'periodic_run';

class SchedulerProcess {
  private output = '';
  readonly exited: Promise<number | null>;

  private constructor(private readonly child: ChildProcess) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString('utf8'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  static async start(databaseUrl: string): Promise<SchedulerProcess> {
    const uploadsDir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'uploads-'));
    const child = spawn(process.execPath, [SCRIPT, databaseUrl, JOB, TABLE, '1 minute', uploadsDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = new SchedulerProcess(child);
    await waitFor(
      'READY',
      () => started.output.includes('READY'),
      60_000, // a loaded CI machine: a guard against a hang, not a timing claim
      () => started.exited,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${started.output}`);
    });
    return started;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get log(): string {
    return this.output;
  }

  /** SIGTERM: the process closes its application; resolves to its exit code and how long closing took. */
  async stop(): Promise<{ code: number | null; closeMs: number }> {
    this.child.kill('SIGTERM');
    const code = await Promise.race([this.exited, sleep(15_000, 'timeout' as const, { ref: false })]);
    if (code === 'timeout') throw new Error(`Process ${this.pid} did not exit on SIGTERM:\n${this.output}`);
    return { code, closeMs: Number(/CLOSED (\d+)/.exec(this.output)?.[1] ?? NaN) };
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  failFast?: () => Promise<unknown>,
): Promise<void> {
  let failed = false;
  void failFast?.().then(() => (failed = true));
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (failed) throw new Error(`A process exited while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

describe('a periodic job with two API processes on one database', () => {
  let db: FreshDatabase;
  const processes: SchedulerProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run "npm run build -w backend" first`);
    db = await freshDatabase('jobs_two');
    await db.query(
      `CREATE TABLE ${TABLE} (period timestamptz NOT NULL, pid int NOT NULL, job_id uuid NOT NULL,
         ran_at timestamptz NOT NULL DEFAULT clock_timestamp())`,
    );
  });

  afterAll(async () => {
    for (const child of processes) child.kill();
    await db?.drop();
  });

  it('runs once per period in total, not once per process', async () => {
    // The run of the first period is sent as the processes start. Started in the last seconds of a
    // minute, it could run after the minute turned and share the next period's row count; so not then.
    const { second } = (
      await db.query<{ second: number }>(`SELECT extract(second FROM now())::float AS second`)
    )[0]!;
    if (second >= 50) await sleep((61 - second) * 1000);

    processes.push(...(await Promise.all([SchedulerProcess.start(db.url), SchedulerProcess.start(db.url)])));
    const pids = processes.map((child) => child.pid).sort();

    // Both are running pg-boss instances that evaluate schedules, on this database.
    const liveSchedulers = () =>
      db.query<{ pid: number }>(
        `SELECT pid FROM pgboss.instance WHERE schedule AND stopped_on IS NULL ORDER BY pid`,
      );
    expect((await liveSchedulers()).map((row) => row.pid).sort()).toEqual(pids);
    // The API's own periodic jobs are scheduled once for the database, not once per process.
    const schedules = await db.query<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name');
    expect(schedules.map((row) => row.name)).toEqual([
      'analytics.rollup',
      'captcha.purge',
      'content.publish-due',
      'idempotency.purge',
      'newsletter.digest-send',
      'newsletter.digest-tick',
      'notifications.relay',
      'rate-limit.purge',
      'resumes.sweep',
      'retention.purge',
      JOB,
    ]);

    const periods = () =>
      db.query<{ period: Date; runs: number; pids: number[] }>(
        `SELECT period, count(*)::int AS runs, array_agg(pid) AS pids FROM ${TABLE} GROUP BY period ORDER BY period`,
      );
    await waitFor('runs in two periods', async () => (await periods()).length >= 2, 80_000);
    // Each process evaluates the schedule every second: five more seconds of both, for a second run
    // of the last period to show up.
    await sleep(5_000);
    expect((await liveSchedulers()).map((row) => row.pid).sort()).toEqual(pids);

    const stopped = await Promise.all(processes.map((child) => child.stop()));
    for (const { code, closeMs } of stopped) {
      expect(code).toBe(0);
      expect(closeMs).toBeLessThan(3000);
    }

    const runs = await periods();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.map((row) => row.runs)).toEqual(runs.map(() => 1));
    // One period after the other, none skipped.
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.period.getTime() - runs[i - 1]!.period.getTime()).toBe(60_000);
    }
    // Only the two processes ran it; both stopped as pg-boss instances.
    for (const row of runs) expect(pids).toContain(row.pids[0]);
    expect(await liveSchedulers()).toEqual([]);
  }, 120_000);
});
