import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { createApp } from '../../src/app.factory';
import { ArchiveError } from '../../src/backup/archive-error';
import { createBackup } from '../../src/backup/create-backup';
import { FolderDestination } from '../../src/backup/destinations';
import type { ArchiveKeys } from '../../src/backup/encryption';
import { restoreBackup } from '../../src/backup/restore-backup';
import { DiskMediaStore } from '../../src/storage/disk-media-store';
import { DiskResumeStore } from '../../src/storage/disk-resume-store';
import { ApiClient } from '../api-client';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { submitApplication, submitEnquiry } from '../submissions';
import { testConfig } from '../test-app';

jest.setTimeout(120_000);

const runDir = () => process.env.TEST_RUN_DIR ?? tmpdir();
const NO_KEYS: ArchiveKeys = { recipients: [], identity: undefined, passphrase: undefined };
const TOTP_KEYS = { target: testConfig().totpEncryptionKeys, source: [] };
const newMediaStore = async () => new DiskMediaStore(await mkdtemp(path.join(runDir(), 'media-')));

describe('Restore refuses a bad archive or a database in use, and writes nothing', () => {
  let source: FreshDatabase;
  let app: NestExpressApplication;
  let backups: FolderDestination;
  let backupDir: string;
  let plain: Buffer;
  let encrypted: Buffer;
  let identity: string;

  const sourceStore = () => new DiskResumeStore(testConfig({ uploadsDir: appUploads }));
  let appUploads: string;

  beforeAll(async () => {
    source = await freshDatabase('backup_refusals');
    appUploads = await mkdtemp(path.join(runDir(), 'uploads-'));
    app = await createApp(testConfig({ uploadsDir: appUploads }), source.url);
    const visitor = await ApiClient.create(app);
    await submitEnquiry(visitor, 'refusals.enquiry@example.com');
    await submitApplication(visitor, 'refusals.applicant@example.com');
    backupDir = await mkdtemp(path.join(runDir(), 'backups-'));
    backups = new FolderDestination(backupDir);
    const { generateIdentity } = await import('age-encryption');
    identity = await generateIdentity();
    const inputs = {
      databaseUrl: source.url,
      store: sourceStore(),
      media: await newMediaStore(),
      destination: backups,
      appVersion: 'test',
    };
    const one = await createBackup({ ...inputs, keys: NO_KEYS });
    plain = await readFile(path.join(backupDir, one.name));
    // A second later, so that the names differ.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const two = await createBackup({ ...inputs, keys: { ...NO_KEYS, identity } });
    encrypted = await readFile(path.join(backupDir, two.name));
    expect(encrypted.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
  });
  afterAll(async () => {
    await app?.close();
    await source?.drop();
  });

  /** Restores `bytes` into a new empty database and store; expects a one-line refusal and nothing written. */
  async function expectRefused(bytes: Buffer, keys: ArchiveKeys, message: RegExp): Promise<void> {
    const target = await freshDatabase('restore_refused');
    const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
    try {
      const attempt = restoreBackup({
        archive: Readable.from([bytes]),
        databaseUrl: target.url,
        store: new DiskResumeStore(testConfig({ uploadsDir })),
        media: await newMediaStore(),
        keys,
        totpKeys: TOTP_KEYS,
        force: false,
      });
      await expect(attempt).rejects.toThrow(ArchiveError);
      const error = (await attempt.catch((e: unknown) => e)) as Error;
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain('\n');
      const [{ tables }] = (await target.query<{ tables: number }>(
        "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'",
      )) as [{ tables: number }];
      expect(tables).toBe(0);
      expect(await readdir(uploadsDir)).toEqual([]);
    } finally {
      await target.drop();
    }
  }

  it('restores the good archives (the refusals below are about the damage, not the archive)', async () => {
    for (const [bytes, keys] of [
      [plain, NO_KEYS],
      [encrypted, { ...NO_KEYS, identity }],
    ] as const) {
      const target = await freshDatabase('restore_good');
      try {
        const result = await restoreBackup({
          archive: Readable.from([bytes]),
          databaseUrl: target.url,
          store: new DiskResumeStore(
            testConfig({ uploadsDir: await mkdtemp(path.join(runDir(), 'restored-')) }),
          ),
          media: await newMediaStore(),
          keys,
          totpKeys: TOTP_KEYS,
          force: false,
        });
        expect(result.rows.career_application).toBe(1);
        expect(result.resumesWritten).toBe(1);
      } finally {
        await target.drop();
      }
    }
  });

  it('refuses a flipped byte', async () => {
    const flipped = Buffer.from(plain);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    await expectRefused(flipped, NO_KEYS, /damaged/);
    const flippedEncrypted = Buffer.from(encrypted);
    flippedEncrypted[Math.floor(flippedEncrypted.length / 2)]! ^= 0x01;
    await expectRefused(flippedEncrypted, { ...NO_KEYS, identity }, /damaged|does not open/);
  });

  it('refuses a truncated archive', async () => {
    await expectRefused(plain.subarray(0, Math.floor(plain.length * 0.6)), NO_KEYS, /damaged|truncated/);
    await expectRefused(
      encrypted.subarray(0, Math.floor(encrypted.length * 0.6)),
      { ...NO_KEYS, identity },
      /damaged|truncated/,
    );
  });

  it('refuses the wrong key, and an encrypted archive without one', async () => {
    const { generateIdentity } = await import('age-encryption');
    await expectRefused(
      encrypted,
      { ...NO_KEYS, identity: await generateIdentity() },
      /does not open with the key/,
    );
    await expectRefused(encrypted, NO_KEYS, /encrypted: set BACKUP_AGE_IDENTITY or BACKUP_PASSPHRASE/);
  });

  it('names BACKUP_AGE_IDENTITY when it is not an age key, without repeating it', async () => {
    const damagedKey = `${identity.slice(0, -4)}QQQQ`;
    await expectRefused(
      encrypted,
      { ...NO_KEYS, identity: damagedKey },
      /^BACKUP_AGE_IDENTITY is not an age secret key \(AGE-SECRET-KEY-1…\): /,
    );
    const error = (await restoreBackup({
      archive: Readable.from([encrypted]),
      databaseUrl: source.url,
      store: sourceStore(),
      media: await newMediaStore(),
      keys: { ...NO_KEYS, identity: damagedKey },
      totpKeys: TOTP_KEYS,
      force: false,
    }).catch((e: unknown) => e)) as Error;
    expect(error.message).not.toContain(damagedKey.slice(16));
  });

  it('refuses a part that no longer matches its checksum, even in a well-formed archive', async () => {
    const folder = await mkdtemp(path.join(runDir(), 'tampered-'));
    await pipeline(Readable.from([plain]), tar.extract({ cwd: folder }));
    const part = path.join(folder, 'tables', 'enquiry.copy');
    await writeFile(part, (await readFile(part, 'utf8')).replace('refusals.enquiry', 'tampered.enquiry'));
    const repacked = tar.create({ gzip: true, cwd: folder }, await readdir(folder)) as unknown as Readable;
    const chunks: Buffer[] = [];
    for await (const chunk of repacked) chunks.push(chunk as Buffer);
    await expectRefused(Buffer.concat(chunks), NO_KEYS, /tables\/enquiry\.copy does not match its SHA-256/);
  });

  it('refuses a database that has tables unless told --force, then replaces its contents', async () => {
    const counts = () =>
      source.query<{ enquiries: number }>('SELECT count(*)::int AS enquiries FROM enquiry');
    const visitor = await ApiClient.create(app);
    await submitEnquiry(visitor, 'refusals.after@example.com');
    const before = await counts();
    expect(before).toEqual([{ enquiries: 2 }]);
    const media = await newMediaStore();
    const restore = (force: boolean) =>
      restoreBackup({
        archive: Readable.from([plain]),
        databaseUrl: source.url,
        store: sourceStore(),
        media,
        keys: NO_KEYS,
        totpKeys: TOTP_KEYS,
        force,
      });
    await expect(restore(false)).rejects.toThrow(/The database is not empty .*--force/);
    expect(await counts()).toEqual(before);
    const forced = await restore(true);
    expect(forced.resumesAlreadyThere).toBe(1);
    expect(await counts()).toEqual([{ enquiries: 1 }]);
  });
});
