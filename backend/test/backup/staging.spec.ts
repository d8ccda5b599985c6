import type { NestExpressApplication } from '@nestjs/platform-express';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.factory';
import { BackupRunsRepository } from '../../src/backup/backup-runs.repository';
import { runBackup } from '../../src/backup/backup-runner';
import type { AppConfig } from '../../src/config/env';
import { DiskMediaStore } from '../../src/storage/disk-media-store';
import { DiskResumeStore } from '../../src/storage/disk-resume-store';
import { ApiClient } from '../api-client';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { submitApplication } from '../submissions';
import { testConfig } from '../test-app';

jest.setTimeout(120_000);

const runDir = () => process.env.TEST_RUN_DIR ?? tmpdir();
const CLI = path.resolve(__dirname, '..', '..', 'dist', 'backup', 'backup-cli.js');
const STAGING = /^orbitwise-backup-/;

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** What a backup killed mid-run leaves: the staging folder with a plain table copy, and its packed file. */
async function leftBehind(pid: number): Promise<string> {
  const folder = path.join(tmpdir(), `orbitwise-backup-${pid}-Ab12Cd`);
  await mkdir(path.join(folder, 'tables'), { recursive: true });
  await writeFile(path.join(folder, 'tables', 'operator.copy'), 'plain rows');
  await writeFile(`${folder}.archive`, 'packed');
  return folder;
}

describe("The backup's staging folder and destination", () => {
  let source: FreshDatabase;
  let app: NestExpressApplication;
  let config: AppConfig;

  beforeAll(async () => {
    source = await freshDatabase('backup_staging');
    config = testConfig({ uploadsDir: await mkdtemp(path.join(runDir(), 'uploads-')) });
    app = await createApp(config, source.url);
    await submitApplication(await ApiClient.create(app), 'staging.applicant@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await source?.drop();
  });

  const backupInto = (dir: string) =>
    runBackup(
      {
        config: { ...config, backup: { ...config.backup, dir } },
        databaseUrl: source.url,
        store: new DiskResumeStore(config),
        media: new DiskMediaStore(config.media.dir),
        runs: app.get(BackupRunsRepository),
      },
      'command',
    );

  it('an unwritable BACKUP_DIR fails at once, in one line naming it, and the run is recorded failed', async () => {
    const aFile = path.join(await mkdtemp(path.join(runDir(), 'backups-')), 'a-file');
    await writeFile(aFile, 'not a folder');
    for (const dir of ['/proc/orbitwise-backups', path.join(aFile, 'backups')]) {
      const escaped = dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      await expect(backupInto(dir)).rejects.toThrow(
        new RegExp(
          `^BACKUP_DIR ${escaped} cannot be written \\((ENOENT|ENOTDIR)[^\\n]*\\); no backup was taken\\.$`,
        ),
      );
    }
    const runs = await source.query<{ status: string }>(
      "SELECT status FROM backup_run WHERE error LIKE 'BACKUP_DIR %'",
    );
    expect(runs).toEqual([{ status: 'failed' }, { status: 'failed' }]);
    expect(await source.query("SELECT 1 FROM backup_run WHERE status = 'running'")).toEqual([]);
  });

  it("a staging folder left by a killed process is removed by the next backup and at the API's start", async () => {
    const backupDir = await mkdtemp(path.join(runDir(), 'backups-'));
    const alive = await leftBehind(process.ppid);
    try {
      const dead = await leftBehind(await deadPid());
      await backupInto(backupDir);
      expect([existsSync(dead), existsSync(`${dead}.archive`)]).toEqual([false, false]);
      // A folder of a process still running is left alone.
      expect(existsSync(alive)).toBe(true);

      const deadAgain = await leftBehind(await deadPid());
      await (await createApp(config, source.url)).close();
      expect([existsSync(deadAgain), existsSync(`${deadAgain}.archive`)]).toEqual([false, false]);
    } finally {
      await rm(alive, { recursive: true, force: true });
      await rm(`${alive}.archive`, { force: true });
    }
  });

  it('a command-line backup stopped by SIGTERM removes its staging folder (files 0600 until then)', async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build -w backend" first`);
    const privateTmp = await mkdtemp(path.join(runDir(), 'tmp-'));
    // The snapshot's COPY of a locked table waits: the backup is held mid-run, its staging folder written.
    const locker = await source.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE career_application IN ACCESS EXCLUSIVE MODE');
    const child = spawn(process.execPath, [CLI, 'backup'], {
      env: {
        PATH: process.env.PATH ?? '',
        TMPDIR: privateTmp,
        DATABASE_URL: source.url,
        UPLOADS_DIR: config.uploadsDir,
        BACKUP_DIR: await mkdtemp(path.join(runDir(), 'backups-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      const copy = await until(async () => {
        const [folder] = (await readdir(privateTmp)).filter((name) => STAGING.test(name));
        if (!folder) return undefined;
        const file = path.join(privateTmp, folder, 'tables', 'career_application.copy');
        return existsSync(file) ? file : undefined;
      });
      expect((await stat(copy)).mode & 0o777).toBe(0o600);
      child.kill('SIGTERM');
      expect(await exited).toBe(143);
      expect(stderr).toBe("Stopped by SIGTERM: the backup's staging folder was removed.\n");
      expect((await readdir(privateTmp)).filter((name) => STAGING.test(name))).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      await locker.query('ROLLBACK');
    }
  });
});
