import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from '../../src/app.factory';
import { ApiClient } from '../api-client';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { submitApplication } from '../submissions';
import { testConfig } from '../test-app';

jest.setTimeout(120_000);

const CLI = path.resolve(__dirname, '..', '..', 'dist', 'backup', 'backup-cli.js');

/** The built command as a process of its own, as `npm run backup` / `npm run restore` run it. */
function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe('npm run backup / npm run restore, as processes', () => {
  let source: FreshDatabase;
  let target: FreshDatabase;
  let uploadsDir: string;
  let backupDir: string;
  const passphrase = 'the operations passphrase';

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build -w backend" first`);
    source = await freshDatabase('backup_cli');
    target = await freshDatabase('restore_cli');
    const runDir = process.env.TEST_RUN_DIR!;
    uploadsDir = await mkdtemp(path.join(runDir, 'uploads-'));
    backupDir = await mkdtemp(path.join(runDir, 'backups-'));
    const app = await createApp(testConfig({ uploadsDir }), source.url);
    try {
      await submitApplication(await ApiClient.create(app), 'cli.applicant@example.com');
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('backs up, refuses a damaged copy and a database in use in one line, and restores', async () => {
    const env = { UPLOADS_DIR: uploadsDir, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: passphrase };
    const backup = await run(['backup'], { ...env, DATABASE_URL: source.url });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and 1 resumes and 0 image files at schema [A-Za-z]+\d{13} into orbitwise-backup-\d{8}T\d{6}Z\.tar\.gz\.age \([\d.]+ [KM]B\)\.\n$/,
    );
    const [name] = await readdir(backupDir);
    const [run1] = await source.query<{ status: string; trigger: string; archive: string }>(
      'SELECT status, trigger, archive FROM backup_run',
    );
    expect(run1).toEqual({ status: 'succeeded', trigger: 'command', archive: name });

    const damaged = path.join(backupDir, 'damaged.age');
    const bytes = await readFile(path.join(backupDir, name!));
    bytes[bytes.length - 10]! ^= 0xff;
    await writeFile(damaged, bytes);
    // A folder that does not exist yet: the restore creates it before it touches the database.
    const restoredUploads = path.join(
      await mkdtemp(path.join(process.env.TEST_RUN_DIR!, 'restored-')),
      'uploads',
    );
    const targetEnv = { ...env, UPLOADS_DIR: restoredUploads, DATABASE_URL: target.url };
    const refused = await run(['restore', damaged], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^The archive (is damaged|does not open)[^\n]*\n$/);
    expect(await target.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);

    const badSourceKeys = await run(['restore', name!], {
      ...targetEnv,
      RESTORE_SOURCE_TOTP_KEYS: 'old:short',
    });
    expect(badSourceKeys.code).toBe(1);
    expect(badSourceKeys.stderr).toMatch(/^RESTORE_SOURCE_TOTP_KEYS must be id:key pairs[^\n]*\n$/);
    expect(badSourceKeys.stderr).not.toContain('short');
    expect(await target.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);

    const restored = await run(['restore', name!], targetEnv);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${name}`);
    expect(restored.stdout).toMatch(/ {2}career_application: 1 rows\n/);
    expect(restored.stdout).toContain('resumes: 1 written, 0 already in the store');
    expect(await readdir(restoredUploads)).toEqual(await readdir(uploadsDir));

    const again = await run(['restore', name!], targetEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^The database is not empty \(\d+ tables\): restore into a new database, or add --force to replace its contents\.\n$/,
    );

    const usage = await run(['restore'], targetEnv);
    expect(usage.code).toBe(2);
  });
});
