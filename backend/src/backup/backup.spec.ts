import type { NestExpressApplication } from '@nestjs/platform-express';
import { BACKUP_STATUS_PATH, type BackupStatusResponse } from '@orbitwise/contracts/admin';
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { register } from 'prom-client';
import { DataSource } from 'typeorm';
import { MailSink } from '../../test/mail-sink';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { privateDatabase } from '../../test/hostile/private-database';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import type { AppConfig } from '../config/env';
import { JobQueue } from '../jobs/job-queue';
import { RESUME_STORE } from '../storage/resume-store';
import { MEDIA_STORE } from '../storage/media-store';
import { BACKUP_RUN_LOCK, BackupRunsRepository, INTERRUPTED_RUN } from './backup-runs.repository';
import { BackupService } from './backup.service';

const runDir = () => process.env.TEST_RUN_DIR!;

describe('Scheduled backups: the job, the dashboard status, the gauge and the alerts', () => {
  let sink: MailSink;
  let app: NestExpressApplication;
  let admin: OperatorClient;
  let sales: OperatorClient;
  let backupDir: string;
  let config: AppConfig;
  let drop: () => Promise<void>;
  let databaseUrl: string;

  beforeAll(async () => {
    sink = await MailSink.start();
    const database = await privateDatabase('backups');
    drop = database.drop;
    databaseUrl = database.url;
    backupDir = await mkdtemp(path.join(runDir(), 'backups-'));
    const base = testConfig();
    config = testConfig({
      notifications: { ...base.notifications, smtpUrl: sink.url },
      backup: { ...base.backup, dir: backupDir, keepDaily: 2, keepWeekly: 0, maxAgeHours: 26 },
    });
    app = await createApp(config, database.url);
    [admin, sales] = await Promise.all([signIn(app, { role: 'admin' }), signIn(app, { role: 'sales' })]);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await sink?.stop();
  });

  it('runs a backup as the daily job does, records it, shows it to admins only, and applies retention', async () => {
    // Two older archives of earlier days: with 2 days kept, the older one goes.
    await writeFile(path.join(backupDir, 'orbitwise-backup-20200101T030000Z.tar.gz'), 'old');
    await writeFile(path.join(backupDir, 'orbitwise-backup-20200102T030000Z.tar.gz'), 'old');
    await writeFile(path.join(backupDir, 'unrelated.txt'), 'kept');

    await app.get(BackupService).daily({ id: 'job-1', attempt: 1, attempts: 3 });

    const files = (await readdir(backupDir)).sort();
    const archive = files.find(
      (name) =>
        /^orbitwise-backup-\d{8}T\d{6}Z\.tar\.gz$/.test(name) && !name.startsWith('orbitwise-backup-2020'),
    );
    expect(files).toEqual([archive, 'orbitwise-backup-20200102T030000Z.tar.gz', 'unrelated.txt'].sort());

    const status = (await admin.get(BACKUP_STATUS_PATH).expect(200)).body as BackupStatusResponse;
    expect(status).toMatchObject({
      configured: true,
      location: backupDir,
      encrypted: false,
      schedule: '0 3 * * *',
      retention: { daily: 2, weekly: 0 },
      overdue: false,
      last: {
        status: 'succeeded',
        trigger: 'schedule',
        archive,
        sizeBytes: (await stat(path.join(backupDir, archive!))).size,
        error: null,
      },
    });
    expect(status.lastSuccess).toEqual(status.last);
    await sales.get(BACKUP_STATUS_PATH).expect(403);

    const gauge = await register.getSingleMetricAsString('orbitwise_backup_last_success_timestamp_seconds');
    const seconds = Number(/ (\d+(?:\.\d+)?)$/m.exec(gauge)?.[1]);
    expect(Math.abs(seconds * 1000 - Date.parse(status.lastSuccess!.finishedAt!))).toBeLessThan(1000);
  });

  it('alerts the admins by e-mail when the last try of a daily backup fails, and records why', async () => {
    // The same service with a destination that cannot be created (a folder inside a file).
    const blocked = path.join(backupDir, 'unrelated.txt', 'backups');
    const failing = new BackupService(
      app.get(BackupRunsRepository),
      app.get(JobQueue),
      app.get(DataSource),
      app.get(RESUME_STORE),
      app.get(MEDIA_STORE),
      { ...config, backup: { ...config.backup, dir: blocked } },
    );
    await expect(failing.daily({ id: 'job-2', attempt: 1, attempts: 2 })).rejects.toThrow(/ENOTDIR/);
    await expect(failing.daily({ id: 'job-2', attempt: 2, attempts: 2 })).rejects.toThrow(/ENOTDIR/);
    await sink.waitFor((received) => received.some((mail) => mail.parsed.subject === 'Backup failed'));
    const alerts = sink.received.filter((mail) => mail.parsed.subject === 'Backup failed');
    expect(alerts).toHaveLength(1); // the first try, with another to come, alerted nobody
    expect(alerts[0]!.recipients).toEqual([admin.operator.email]);
    expect(alerts[0]!.parsed.text).toMatch(/failed after 2 tries/);

    const status = (await admin.get(BACKUP_STATUS_PATH).expect(200)).body as BackupStatusResponse;
    expect(status.last).toMatchObject({
      status: 'failed',
      archive: null,
      error: expect.stringMatching(/ENOTDIR/),
    });
    expect(status.lastSuccess?.status).toBe('succeeded');
  });

  it('a key setting that is not an age key fails the run, records it and alerts; the process goes on', async () => {
    const failing = new BackupService(
      app.get(BackupRunsRepository),
      app.get(JobQueue),
      app.get(DataSource),
      app.get(RESUME_STORE),
      app.get(MEDIA_STORE),
      { ...config, backup: { ...config.backup, ageRecipients: ['age1notakey'] } },
    );
    const alerted = sink.received.filter((mail) => mail.parsed.subject === 'Backup failed').length;
    await expect(failing.daily({ id: 'job-3', attempt: 1, attempts: 1 })).rejects.toThrow(
      /^BACKUP_AGE_RECIPIENTS holds a value that is not an age public key/,
    );
    await sink.waitFor(
      (received) => received.filter((mail) => mail.parsed.subject === 'Backup failed').length > alerted,
    );
    const status = (await admin.get(BACKUP_STATUS_PATH).expect(200)).body as BackupStatusResponse;
    expect(status.last).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^BACKUP_AGE_RECIPIENTS holds a value that is not an age public key/),
    });
    expect(status.last!.error).not.toContain('notakey');
    // Nothing of the failed run is left behind, and the next run with good settings succeeds.
    expect((await readdir(backupDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    await app.get(BackupService).daily({ id: 'job-4', attempt: 1, attempts: 1 });
    const after = (await admin.get(BACKUP_STATUS_PATH).expect(200)).body as BackupStatusResponse;
    expect(after.last?.status).toBe('succeeded');
  });

  it('at start, fails the runs whose process ended mid-run, and leaves a run that another replica holds', async () => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const replica = new Client({ connectionString: databaseUrl });
    await replica.connect();
    let second: NestExpressApplication | undefined;
    try {
      const started = async () =>
        (
          await client.query<{ id: string }>(
            "INSERT INTO backup_run (trigger, started_at) VALUES ('schedule', now() - interval '1 hour') RETURNING id::text",
          )
        ).rows[0]!.id;
      const [abandoned, alive] = [await started(), await started()];
      // Another replica's backup, still going: it holds its run's lock on a connection of its own.
      await replica.query('SELECT pg_advisory_lock($1, $2::int)', [BACKUP_RUN_LOCK, Number(alive)]);

      second = await createApp(config, databaseUrl);
      const rows = async () =>
        (
          await client.query<{ id: string; status: string; error: string | null; finished: boolean }>(
            'SELECT id::text, status, error, finished_at IS NOT NULL AS finished FROM backup_run WHERE id = ANY($1) ORDER BY id',
            [[abandoned, alive]],
          )
        ).rows;
      expect(await rows()).toEqual([
        { id: abandoned, status: 'failed', error: INTERRUPTED_RUN, finished: true },
        { id: alive, status: 'running', error: null, finished: false },
      ]);

      // The daily job's queue has a heartbeat: a job whose process died does not hold the schedule for
      // its 4 hours, pg-boss fails and retries it a minute after its last heartbeat.
      expect(
        (
          await client.query(
            "SELECT heartbeat_seconds, expire_seconds FROM pgboss.queue WHERE name = 'backup.daily'",
          )
        ).rows,
      ).toEqual([{ heartbeat_seconds: 60, expire_seconds: 4 * 3600 }]);

      // That replica dies: its connection ends, and the hourly watch fails its run too.
      await replica.end();
      await app.get(BackupService).watch();
      expect((await rows())[1]).toEqual({
        id: alive,
        status: 'failed',
        error: INTERRUPTED_RUN,
        finished: true,
      });

      // A run started as the backup starts one holds its lock until its connection ends.
      const runs = app.get(BackupRunsRepository);
      const own = new Client({ connectionString: databaseUrl });
      await own.connect();
      const id = await runs.start('command', own);
      expect(await runs.failAbandoned(INTERRUPTED_RUN)).toBe(0);
      await own.end();
      expect(await runs.failAbandoned(INTERRUPTED_RUN)).toBe(1);
      const [row] = (
        await client.query<{ status: string }>('SELECT status FROM backup_run WHERE id = $1', [id])
      ).rows;
      expect(row).toEqual({ status: 'failed' });
    } finally {
      await second?.close();
      await replica.end().catch(() => undefined);
      await client.end();
    }
  });

  it('alerts once when no backup has succeeded for BACKUP_MAX_AGE_HOURS, then once a day', async () => {
    const service = app.get(BackupService);
    const status = (await admin.get(BACKUP_STATUS_PATH).expect(200)).body as BackupStatusResponse;
    const since = Date.parse(status.lastSuccess!.finishedAt!);
    const hours = (h: number) => new Date(since + h * 3_600_000);
    const missing = () => sink.received.filter((mail) => mail.parsed.subject === 'No recent backup');

    await service.watch(hours(25.5)); // not overdue yet
    await service.watch(hours(26.2)); // crossed the limit this hour: alerted
    await service.watch(hours(27.2)); // still overdue, already told
    await sink.waitFor(() => missing().length === 1);
    await service.watch(hours(50.2)); // a day later: told again
    await sink.waitFor(() => missing().length === 2);
    expect(missing()[0]!.recipients).toEqual([admin.operator.email]);
    expect(missing()[0]!.parsed.text).toContain(new Date(since).toISOString());
  });
});
