import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConstructorOptions, Db, JobResult, JobWithMetadata, PgBoss, Queue } from 'pg-boss';
import { contained } from './contained';
import { cronOf } from './every';
import { loadPgBoss } from './pg-boss';

/** How a failed job is tried again. The first try plus `limit` retries; delays in seconds. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  /** Doubles the delay on every retry (with jitter), up to `maxDelaySeconds`. */
  backoff: boolean;
  maxDelaySeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 };

/**
 * A job of its own for what a first try of `policy` left to do (one item of a batch job that failed
 * while the rest succeeded): it starts when pg-boss would have retried it, and its own retries keep
 * the rest of the same schedule. pg-boss waits `delay × 2^n × (1 + jitter)` (capped) after the try
 * whose retry_count is n, without backoff `delay`: the first wait is that for n = 0, and the new job's
 * try n is the old schedule's n + 1, so its delay doubles. Null when the policy has no retry.
 */
export function afterFirstTry(
  policy: RetryPolicy,
  jitter = Math.random(),
): { startAfterSeconds: number; retry: RetryPolicy } | null {
  if (policy.limit < 1) return null;
  const delay = Math.max(policy.delaySeconds, 1);
  if (!policy.backoff) return { startAfterSeconds: delay, retry: { ...policy, limit: policy.limit - 1 } };
  return {
    startAfterSeconds: Math.min(policy.maxDelaySeconds, delay * (1 + jitter)),
    retry: { ...policy, limit: policy.limit - 1, delaySeconds: delay * 2 },
  };
}

/** One run of a job, as its handler sees it. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
  /** The tries it gets in all (retry limit + 1). */
  attempts: number;
  /** Aborted when the job expired (timeoutSeconds) or the process is stopping and could not wait. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface WorkOptions {
  retry?: Partial<RetryPolicy>;
  /** A run still going after this long counts as failed and is retried. Default 300. */
  timeoutSeconds?: number;
  /** Jobs of this queue fetched and run together, by each of two workers when > 1. Default 1. */
  concurrency?: number;
  /**
   * For long jobs: the worker refreshes a running job's heartbeat, and a job whose process died is
   * failed (and retried) once this long passes without one, instead of holding its queue until
   * `timeoutSeconds`. 10 or more; none by default.
   */
  heartbeatSeconds?: number;
}

export interface PeriodicJob extends WorkOptions {
  /** The queue's name: letters, digits, `_`, `-`, `.` and `/`. */
  name: string;
  /** A 5-field cron expression, in UTC, or a period such as '10 minutes' or '1 hour' (see every.ts). */
  every: string;
  handler: (job: JobContext) => Promise<void>;
}

/**
 * What a job can be sent through to commit with the caller's own transaction: anything that runs one
 * statement and answers its rows (a client inside BEGIN ... COMMIT).
 */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown[]>;
}

/** One of the jobs `sendMany` queues: its id, data and, if not the queue's, when it starts and its retries. */
export interface JobToSend<T> {
  id: string;
  data: T;
  startAfterSeconds?: number;
  retry?: RetryPolicy;
}

export interface SendOptions {
  /** Insert the job through this transaction: it exists if, and only if, the transaction commits. */
  tx?: SqlRunner;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobsOptions {
  databaseUrl: string;
  /** pg-boss keeps its tables in this PostgreSQL schema, created on the first start. */
  schema: string;
  /** Connections of pg-boss's own pool (it does not share TypeORM's). */
  maxConnections: number;
  /** How often an idle worker looks for a job (>= 0.5). */
  pollingIntervalSeconds: number;
  /** How often schedules are evaluated (1 to 45); a job is sent that long after its minute at most. */
  scheduleCheckSeconds: number;
  /** On shutdown, how long jobs in flight are waited for before they are failed, to be retried. */
  shutdownTimeoutSeconds: number;
  /**
   * How often a job that outlived its timeout (its process died) is failed, to be retried. A crash
   * delays a job by its timeout plus up to this.
   */
  superviseIntervalSeconds: number;
}

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');

/** After a shutdown aborted the handlers still running, how long they get to record what they did. */
const ABORTED_WIND_UP_MS = 2000;

interface Registration {
  name: string;
  cron?: string;
  options: WorkOptions;
  handler: JobHandler<unknown>;
}

/**
 * Background jobs on PostgreSQL, with pg-boss: periodic jobs (`schedule`) and one-off jobs
 * (`work` + `send`), shared by every API process on the same database.
 *
 * - A periodic job runs once per period across all processes: each process evaluates the schedules,
 *   pg-boss files the job of a period under one key so only one is created, and its queue (policy
 *   `stately`) lets only one run at a time and keeps at most one waiting.
 * - A job whose handler throws (or runs past its timeout, or loses an error to the process: an
 *   'error' event nobody listens to, an unawaited rejection) is logged and retried per its
 *   RetryPolicy; after the last try it stays `failed` in pgboss.job. No job's error ends the process. Handlers must tolerate running twice: a job
 *   is delivered at least once.
 * - Register from a constructor or `onModuleInit`; the queue starts on application bootstrap and
 *   applies them then. Registered later (e.g. in another module's `onApplicationBootstrap`), they
 *   apply at once.
 * - On shutdown, workers stop taking jobs and the ones in flight get `shutdownTimeoutSeconds` to
 *   finish (before the HTTP server is drained and the database pool closed); the rest are failed so
 *   that another process retries them. `send` keeps working until the pool is closed.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly registrations = new Map<string, Registration>();
  private boss: PgBoss | undefined;
  /** Handlers running now, waited for (briefly) on shutdown even after pg-boss gave up on them. */
  private readonly running = new Set<Promise<void>>();
  private starting: Promise<PgBoss> | undefined;

  constructor(@Inject(JOBS_OPTIONS) private readonly options: JobsOptions) {}

  /** Runs `job.handler` every period, once across all processes. */
  schedule(job: PeriodicJob): Promise<void> {
    const { name, every, handler, ...options } = job;
    return this.register({
      name,
      cron: cronOf(every),
      options,
      handler: (_data, context) => handler(context),
    });
  }

  /** Runs `handler` for every job sent to `name`. */
  work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    return this.register({ name, options, handler: handler as JobHandler<unknown> });
  }

  /**
   * Queues a job for the queue `name` (registered with `work` in some process). Resolves to its id,
   * or null when a singleton rule refused it. Only once the application has started.
   */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = this.boss;
    if (!boss) throw new Error(`JobQueue.send("${name}") before the application started`);
    return boss.send(name, data, {
      ...(options.tx ? { db: asPgBossDb(options.tx) } : {}),
      ...(options.startAfterSeconds !== undefined ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /**
   * Queues several jobs for `name` at once, each with its own id (a UUID chosen by the caller, so that
   * the caller can record which job is responsible for what, in the same transaction).
   */
  async sendMany<T extends object>(
    name: string,
    jobs: JobToSend<T>[],
    options: Pick<SendOptions, 'tx'> = {},
  ): Promise<void> {
    const boss = this.boss;
    if (!boss) throw new Error(`JobQueue.sendMany("${name}") before the application started`);
    if (jobs.length === 0) return;
    await boss.insert(
      name,
      jobs.map(({ id, data, startAfterSeconds, retry }) => ({
        id,
        data,
        ...(startAfterSeconds !== undefined && { startAfter: startAfterSeconds }),
        ...(retry && {
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
          retryDelayMax: retry.maxDelaySeconds,
        }),
      })),
      options.tx ? { db: asPgBossDb(options.tx) } : {},
    );
  }

  /** Jobs waiting (queued, not yet active) per queue, from pg-boss's own statistics; [] before start. */
  async queueDepths(): Promise<{ queue: string; waiting: number }[]> {
    if (!this.boss) return [];
    const queues = await this.boss.getQueues();
    return queues.map((queue) => ({ queue: queue.name, waiting: queue.queuedCount }));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  /**
   * Stops taking jobs and waits for the ones in flight, while the database pool is still open. Those
   * still running at the timeout are failed (to be retried elsewhere) and aborted; they then get a
   * moment to wind up, so that what one did before it saw the abort (an e-mail already on the wire) is
   * still recorded rather than done again by its retry.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const boss = await this.starting?.catch(() => undefined);
    await boss?.stop({ close: false, graceful: true, timeout: this.options.shutdownTimeoutSeconds * 1000 });
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => (timer = setTimeout(resolve, ABORTED_WIND_UP_MS))),
    ]);
    clearTimeout(timer);
  }

  /** Closes pg-boss's own pool. */
  async onApplicationShutdown(): Promise<void> {
    const boss = await this.starting?.catch(() => undefined);
    await boss?.stop({ close: true, timeout: this.options.shutdownTimeoutSeconds * 1000 });
  }

  private register(registration: Registration): Promise<void> {
    if (this.registrations.has(registration.name)) {
      throw new Error(`A job named "${registration.name}" is already registered`);
    }
    this.registrations.set(registration.name, registration);
    // Until start() has gone through them all, it applies it; after that, now.
    return this.boss ? this.apply(this.boss, registration) : Promise.resolve();
  }

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const { PgBoss } = loadPgBoss();
      const { options } = this;
      const boss = new PgBoss({
        connectionString: options.databaseUrl,
        schema: options.schema,
        max: options.maxConnections,
        application_name: 'orbitwise-jobs',
        cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
        cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
        superviseIntervalSeconds: options.superviseIntervalSeconds,
        // Expired jobs are looked for at most this often per queue, whatever the supervision's pace.
        monitorIntervalSeconds: options.superviseIntervalSeconds,
      } satisfies ConstructorOptions);
      boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`, error.stack));
      boss.on('warning', (warning) => this.logger.warn(`pg-boss: ${warning.message}`));
      await boss.start();
      // In parallel; then whatever was registered meanwhile, until nothing is left.
      const applied = new Set<Registration>();
      for (;;) {
        const pending = [...this.registrations.values()].filter((registration) => !applied.has(registration));
        if (pending.length === 0) break;
        for (const registration of pending) applied.add(registration);
        await Promise.all(pending.map((registration) => this.apply(boss, registration)));
      }
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  private async apply(boss: PgBoss, { name, cron, options, handler }: Registration): Promise<void> {
    const retry = { ...DEFAULT_RETRY, ...options.retry };
    const settings = {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      retryDelayMax: retry.maxDelaySeconds,
      expireInSeconds: options.timeoutSeconds ?? 300,
      ...(options.heartbeatSeconds ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
    } satisfies Omit<Queue, 'name'>;
    // Creating is a no-op when the queue exists (another process, an earlier start); updating makes
    // the settings of this release the queue's.
    await boss.createQueue(name, { ...settings, policy: cron ? 'stately' : 'standard' });
    await boss.updateQueue(name, settings);
    if (cron) await boss.schedule(name, cron, null, { tz: 'UTC' });
    // A batch of `concurrency` jobs per fetch, run together, each settled on its own; while batches come
    // back full the worker fetches again at once (a backlog drains at the handlers' speed, not one
    // job per polling interval). Two such workers, so one slow job does not hold the queue.
    const concurrency = options.concurrency ?? 1;
    await boss.work(
      name,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: concurrency,
        burstWhenBatchFull: concurrency > 1,
        localConcurrency: concurrency > 1 ? 2 : 1,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds,
      },
      (jobs) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            try {
              await this.run(name, handler, job);
              return { id: job.id, status: 'completed' };
            } catch (error) {
              return { id: job.id, status: 'failed', output: { message: (error as Error).message } };
            }
          }),
        ),
    );
  }

  private async run(
    name: string,
    handler: JobHandler<unknown>,
    job: JobWithMetadata<unknown>,
  ): Promise<void> {
    const context: Omit<JobContext, 'signal'> = {
      id: job.id,
      name,
      attempt: job.retryCount + 1,
      attempts: job.retryLimit + 1,
    };
    // An error the handler loses (an unheard 'error' event, an unawaited rejection) fails this job
    // rather than the process (contained.ts).
    const handled = contained(job.signal, (signal) => handler(job.data, { ...context, signal }));
    this.running.add(handled);
    try {
      await handled;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const summary = `Job ${name} ${job.id} failed on try ${context.attempt} of ${context.attempts} (${reason})`;
      // A try that will be retried is expected now and then (a mail server down): a warning. The last
      // one is an error, with its stack.
      if (context.attempt < context.attempts) this.logger.warn(`${summary}; it will be retried`);
      else this.logger.error(`${summary}; no tries left: the job has failed`, (error as Error).stack);
      throw error;
    } finally {
      this.running.delete(handled);
    }
  }
}

function asPgBossDb(tx: SqlRunner): Db {
  return { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) };
}
