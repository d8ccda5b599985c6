import { CSRF_HEADER } from '@orbitwise/contracts';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { ArchiveKeyError } from '../../src/backup/archive-error';
import { createBackup } from '../../src/backup/create-backup';
import { FolderDestination } from '../../src/backup/destinations';
import { restoreBackup } from '../../src/backup/restore-backup';
import type { TotpKeys } from '../../src/backup/restore-totp';
import { SecretBox, type SecretKey } from '../../src/platform/crypto/secret-box';
import { DiskMediaStore } from '../../src/storage/disk-media-store';
import { DiskResumeStore } from '../../src/storage/disk-resume-store';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { attemptSignIn, signIn, type OperatorClient } from '../operator-session';
import { testConfig } from '../test-app';

jest.setTimeout(120_000);

const runDir = () => process.env.TEST_RUN_DIR ?? tmpdir();
const NO_KEYS = { recipients: [], identity: undefined, passphrase: undefined };
const key = (id: string): SecretKey => ({ id, key: createHash('sha256').update(`drill key ${id}`).digest() });

/**
 * The restore drill onto a second instance whose TOTP_ENCRYPTION_KEYS differ from the source's: the
 * archive carries the secrets sealed under the source's key, never the key.
 */
describe('Restore onto another host keeps two-factor sign-in (TOTP keys)', () => {
  const sourceKey = key('source-2026');
  const targetKey = key('target-2026');
  let source: FreshDatabase;
  let archive: Buffer;
  let operator: OperatorClient;
  let secret: string;

  beforeAll(async () => {
    source = await freshDatabase('restore_totp_source');
    const config = testConfig({ totpEncryptionKeys: [sourceKey] });
    const app = await createApp(config, source.url);
    try {
      operator = await signIn(app, { role: 'hr' });
      ({ secret } = (await operator.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body as {
        secret: string;
      });
      const { generate } = await import('otplib');
      await operator
        .post(ADMIN_API.accountTwoFactor)
        .send({ code: await generate({ secret }) })
        .expect(200);
    } finally {
      await app.close();
    }
    const backupDir = await mkdtemp(path.join(runDir(), 'backups-'));
    const result = await createBackup({
      databaseUrl: source.url,
      store: new DiskResumeStore(config),
      media: new DiskMediaStore(config.media.dir),
      destination: new FolderDestination(backupDir),
      keys: NO_KEYS,
      appVersion: 'drill',
    });
    archive = await readFile(path.join(backupDir, result.name));
  });
  afterAll(async () => {
    await source?.drop();
  });

  async function restoreInto(target: FreshDatabase, totpKeys: TotpKeys) {
    const uploadsDir = await mkdtemp(path.join(runDir(), 'restored-'));
    const attempt = restoreBackup({
      archive: Readable.from([archive]),
      databaseUrl: target.url,
      store: new DiskResumeStore(testConfig({ uploadsDir })),
      media: new DiskMediaStore(await mkdtemp(path.join(runDir(), 'media-'))),
      keys: NO_KEYS,
      totpKeys,
      force: false,
    });
    return { attempt, uploadsDir };
  }

  it('refuses, before writing anything, secrets that neither the target nor a given source key opens', async () => {
    const target = await freshDatabase('restore_totp_refused');
    try {
      const cases: [TotpKeys, RegExp][] = [
        [
          { target: [targetKey], source: [] },
          /^The archive's TOTP secrets are sealed under key "source-2026", which neither TOTP_ENCRYPTION_KEYS nor RESTORE_SOURCE_TOTP_KEYS holds: set RESTORE_SOURCE_TOTP_KEYS/,
        ],
        [{ target: [targetKey], source: [key('another')] }, /sealed under key "source-2026"/],
        [{ target: [], source: [sourceKey] }, /^The archive's TOTP secrets need TOTP_ENCRYPTION_KEYS/],
      ];
      for (const [totpKeys, message] of cases) {
        const { attempt, uploadsDir } = await restoreInto(target, totpKeys);
        await expect(attempt).rejects.toThrow(ArchiveKeyError);
        const error = (await attempt.catch((e: unknown) => e)) as Error;
        expect(error.message).toMatch(message);
        expect(error.message).not.toContain('\n');
        const [count] = await target.query<{ tables: number }>(
          "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'",
        );
        expect(count).toEqual({ tables: 0 });
        expect(await readdir(uploadsDir)).toEqual([]);
      }
    } finally {
      await target.drop();
    }
  });

  it('seals the secrets again under the target key with the source key given; the operator signs in with a code', async () => {
    const target = await freshDatabase('restore_totp_target');
    const restoredApp = await (async () => {
      const { attempt } = await restoreInto(target, { target: [targetKey], source: [sourceKey] });
      await attempt;
      return createApp(testConfig({ totpEncryptionKeys: [targetKey] }), target.url);
    })();
    try {
      const [stored] = await target.query<{ totp_secret: string }>(
        'SELECT totp_secret FROM operator WHERE id = $1',
        [operator.operator.id],
      );
      expect(stored!.totp_secret).toMatch(/^gcm1\.target-2026\./);
      expect(new SecretBox([targetKey]).open(stored!.totp_secret, operator.operator.id)).toBe(secret);

      const step = await attemptSignIn(restoredApp, {
        email: operator.operator.email,
        password: operator.password,
      });
      expect(step.response.body).toEqual({ status: 'two-factor-required' });
      const { generate } = await import('otplib');
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const done = await request(restoredApp.getHttpServer() as Server)
        .post(ADMIN_API.sessionTwoFactor)
        .set('Cookie', step.cookie)
        .set(CSRF_HEADER, step.csrfToken)
        .send({ code });
      expect(done.body).toMatchObject({ status: 'signed-in', operator: { id: operator.operator.id } });
    } finally {
      await restoredApp.close();
      await target.drop();
    }
  });
});
