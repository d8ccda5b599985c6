import { copyFile, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ArchiveError } from '../../src/backup/archive-error';
import { BackupRunsRepository } from '../../src/backup/backup-runs.repository';
import { runBackup } from '../../src/backup/backup-runner';
import { restoreBackup, RESTORED_RUNNING_RUN } from '../../src/backup/restore-backup';
import { createApp } from '../../src/app.factory';
import type { AppConfig } from '../../src/config/env';
import { DiskMediaStore } from '../../src/storage/disk-media-store';
import { DiskResumeStore } from '../../src/storage/disk-resume-store';
import type { ResumeStore } from '../../src/storage/resume-store';
import { ApiClient } from '../api-client';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { pdf } from '../resume-fixtures';
import { submitApplication } from '../submissions';
import { testConfig } from '../test-app';

jest.setTimeout(120_000);

const runDir = () => process.env.TEST_RUN_DIR ?? tmpdir();
const NO_KEYS = { recipients: [], identity: undefined, passphrase: undefined };
const TOTP_KEYS = { target: testConfig().totpEncryptionKeys, source: [] };
const RESUMES = 3;

/** A disk store whose `failAt`-th commit fails, as a disk that fills up half-way would. */
function failingStore(store: ResumeStore, failAt: number): ResumeStore {
  let commits = 0;
  return Object.assign(Object.create(store) as ResumeStore, {
    async receive(content: Readable) {
      const pending = await store.receive(content);
      return Object.assign(Object.create(pending) as typeof pending, {
        async commit(key: string) {
          commits += 1;
          if (commits === failAt) {
            await pending.discard();
            throw new Error('ENOSPC: no space left on device (injected)');
          }
          await pending.commit(key);
        },
      });
    },
  });
}

describe('Restore is all or nothing: destinations checked first, the target left as it was on failure', () => {
  let source: FreshDatabase;
  let archive: Buffer;

  beforeAll(async () => {
    source = await freshDatabase('restore_atomic_source');
    const backupDir = await mkdtemp(path.join(runDir(), 'backups-'));
    const config: AppConfig = testConfig();
    const app = await createApp({ ...config, backup: { ...config.backup, dir: backupDir } }, source.url);
    try {
      const visitor = await ApiClient.create(app);
      for (let i = 0; i < RESUMES; i++)
        await submitApplication(visitor, `atomic.${i}@example.com`, { bytes: pdf(i), name: 'cv.pdf' });
      // Recorded as `npm run backup` records it: the archive holds its own run, still running then.
      const result = await runBackup(
        {
          config: { ...config, backup: { ...config.backup, dir: backupDir } },
          databaseUrl: source.url,
          store: new DiskResumeStore(config),
          media: new DiskMediaStore(config.media.dir),
          runs: app.get(BackupRunsRepository),
        },
        'command',
      );
      archive = await readFile(path.join(backupDir, result.name));
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await source?.drop();
  });

  const tablesOf = async (target: FreshDatabase) =>
    (
      await target.query<{ tables: number }>(
        "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'",
      )
    )[0]!.tables;

  const restore = (target: FreshDatabase, store: ResumeStore, mediaDir: string, folders?: string[]) =>
    restoreBackup({
      archive: Readable.from([archive]),
      databaseUrl: target.url,
      store,
      media: new DiskMediaStore(mediaDir),
      keys: NO_KEYS,
      totpKeys: TOTP_KEYS,
      folders,
      force: false,
    });

  it('creates missing upload and media folders, and restores the running backup of the archive as interrupted', async () => {
    const target = await freshDatabase('restore_atomic_missing');
    try {
      const base = path.join(await mkdtemp(path.join(runDir(), 'target-')), 'not-yet');
      const uploadsDir = path.join(base, 'uploads');
      const mediaDir = path.join(base, 'media');
      const result = await restore(target, new DiskResumeStore(testConfig({ uploadsDir })), mediaDir, [
        uploadsDir,
        mediaDir,
      ]);
      expect(result.resumesWritten).toBe(RESUMES);
      expect((await readdir(uploadsDir)).length).toBe(RESUMES);
      expect(await target.query('SELECT status, error FROM backup_run')).toEqual([
        { status: 'failed', error: RESTORED_RUNNING_RUN },
      ]);
    } finally {
      await target.drop();
    }
  });

  it('refuses a resume store that cannot be written before the database is touched', async () => {
    const target = await freshDatabase('restore_atomic_blocked');
    try {
      const parent = await mkdtemp(path.join(runDir(), 'target-'));
      await writeFile(path.join(parent, 'a-file'), 'not a folder');
      const uploadsDir = path.join(parent, 'a-file', 'uploads');
      const attempt = restore(
        target,
        new DiskResumeStore(testConfig({ uploadsDir })),
        await mkdtemp(path.join(runDir(), 'media-')),
      );
      await expect(attempt).rejects.toThrow(ArchiveError);
      await expect(attempt).rejects.toThrow(
        /^The resume store \(UPLOADS_DIR, or S3_BUCKET\) cannot be written \(.*ENOTDIR.*\); nothing was restored\.$/,
      );
      expect(await tablesOf(target)).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('a failure inside the database load rolls back the migrations too and removes the files written', async () => {
    const target = await freshDatabase('restore_atomic_role');
    // A role that may create the tables but not switch triggers off: the load fails after the migrations.
    const role = `restorer_${Math.random().toString(36).slice(2, 10)}`;
    const admin = await source.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'restorer'`);
    const name = new URL(target.url).pathname.slice(1);
    await admin.query(`ALTER DATABASE ${name} OWNER TO ${role}`);
    const url = new URL(target.url);
    url.username = role;
    url.password = 'restorer';
    try {
      const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
      const attempt = restore(
        { ...target, url: url.toString() },
        new DiskResumeStore(testConfig({ uploadsDir })),
        await mkdtemp(path.join(runDir(), 'media-')),
      );
      await expect(attempt).rejects.toThrow(/session_replication_role/);
      expect(await tablesOf(target)).toBe(0);
      expect(await readdir(uploadsDir)).toEqual([]);
    } finally {
      await target.drop();
      await admin.query(`DROP ROLE ${role}`);
    }
  });

  /** The resume keys of the archive, by restoring it once into a database and folder of their own. */
  const archiveKeys = async (): Promise<{ keys: string[]; uploadsDir: string }> => {
    const scratch = await freshDatabase('restore_atomic_keys');
    try {
      const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
      await restore(
        scratch,
        new DiskResumeStore(testConfig({ uploadsDir })),
        await mkdtemp(path.join(runDir(), 'media-')),
      );
      return { keys: (await readdir(uploadsDir)).sort(), uploadsDir };
    } finally {
      await scratch.drop();
    }
  };

  it('a stored resume with other bytes counts only once replaced, after the database, and stays on failure', async () => {
    const { keys, uploadsDir: good } = await archiveKeys();
    expect(keys).toHaveLength(RESUMES);
    const [differs, same, missing] = keys as [string, string, string];
    const target = await freshDatabase('restore_atomic_differs');
    try {
      const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
      const mediaDir = await mkdtemp(path.join(runDir(), 'media-'));
      await writeFile(path.join(uploadsDir, differs), 'wrong bytes');
      await copyFile(path.join(good, same), path.join(uploadsDir, same));
      const store = new DiskResumeStore(testConfig({ uploadsDir }));

      // The missing resume's write fails: the differing one keeps its bytes, nothing else is left.
      await expect(restore(target, failingStore(store, 1), mediaDir)).rejects.toThrow(/injected/);
      expect(await tablesOf(target)).toBe(0);
      expect((await readdir(uploadsDir)).sort()).toEqual([differs, same].sort());
      expect(await readFile(path.join(uploadsDir, differs), 'utf8')).toBe('wrong bytes');

      const result = await restore(target, store, mediaDir);
      expect([result.resumesWritten, result.resumesAlreadyThere, result.resumesReplaced]).toEqual([1, 1, 1]);
      expect((await readdir(uploadsDir)).sort()).toEqual(keys);
      for (const key of [differs, missing])
        expect(await readFile(path.join(uploadsDir, key))).toEqual(await readFile(path.join(good, key)));
    } finally {
      await target.drop();
    }
  });

  it("refuses a directory under a resume's name in one line naming it, before writing anything", async () => {
    const { keys } = await archiveKeys();
    const target = await freshDatabase('restore_atomic_directory');
    try {
      const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
      await mkdir(path.join(uploadsDir, keys[1]!));
      const attempt = restore(
        target,
        new DiskResumeStore(testConfig({ uploadsDir })),
        await mkdtemp(path.join(runDir(), 'media-')),
      );
      await expect(attempt).rejects.toThrow(ArchiveError);
      await expect(attempt).rejects.toThrow(
        `The resume store holds a directory named ${keys[1]}: move it away and run the restore again; nothing was restored.`,
      );
      expect(await tablesOf(target)).toBe(0);
      expect(await readdir(uploadsDir)).toEqual([keys[1]]);
    } finally {
      await target.drop();
    }
  });

  it('a failure on the second resume leaves an empty database and folder, and the retry restores all', async () => {
    const target = await freshDatabase('restore_atomic_retry');
    try {
      const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
      const mediaDir = await mkdtemp(path.join(runDir(), 'media-'));
      const store = new DiskResumeStore(testConfig({ uploadsDir }));
      await expect(restore(target, failingStore(store, 2), mediaDir)).rejects.toThrow(/injected/);
      expect(await tablesOf(target)).toBe(0);
      expect(await readdir(uploadsDir)).toEqual([]);

      const retried = await restore(target, store, mediaDir);
      expect(retried.resumesWritten).toBe(RESUMES);
      expect(retried.rows.career_application).toBe(RESUMES);
      const keys = (await target.query<{ key: string }>('SELECT resume_key AS key FROM career_application'))
        .map((row) => row.key)
        .sort();
      expect((await readdir(uploadsDir)).sort()).toEqual(keys);
    } finally {
      await target.drop();
    }
  });
});
