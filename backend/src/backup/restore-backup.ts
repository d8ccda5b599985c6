import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { unpackAndVerify, type Manifest } from './archive';
import type { ArchiveKeys } from './encryption';
import { assertRestorable, migrationsUpTo, replaceDatabase } from './restore-database';
import { assertWritable, restoreMedia, restoreResumes, type RestoreStores } from './restore-files';
import { resealTotpSecrets, type TotpKeys } from './restore-totp';

export { RESTORED_RUNNING_RUN } from './restore-database';

export interface RestoreInputs extends RestoreStores {
  archive: NodeJS.ReadableStream & AsyncIterable<Buffer>;
  databaseUrl: string;
  keys: ArchiveKeys;
  /** The operators' TOTP secrets are sealed again under `target`'s current key (see restore-totp.ts). */
  totpKeys: TotpKeys;
  /** Replace what a database that already has tables holds. */
  force: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows per table, as written. */
  rows: Record<string, number>;
  resumesWritten: number;
  resumesAlreadyThere: number;
  mediaWritten: number;
  mediaAlreadyThere: number;
}

/**
 * Restores an archive, all or nothing. Nothing is touched until the whole archive is verified (every
 * checksum), the database is found empty (unless `force`) and not newer than the archive, every
 * operator's TOTP secret found readable, and both stores found writable (missing folders created).
 * Then the resumes and the content's image files the stores lack are written, and one transaction
 * migrates the database up to the archive's schema version and replaces every table. A failure
 * anywhere rolls the transaction back and removes the files it wrote: the target is as it was, and the
 * restore can be run again.
 */
export async function restoreBackup(inputs: RestoreInputs): Promise<RestoreResult> {
  const folder = await mkdtemp(path.join(tmpdir(), 'orbitwise-restore-'));
  try {
    const manifest = await unpackAndVerify(inputs.archive as unknown as Readable, folder, inputs.keys);
    const migrations = migrationsUpTo(manifest);
    await assertRestorable(inputs.databaseUrl, manifest, inputs.force);
    const totpSecrets = await resealTotpSecrets(manifest, folder, inputs.totpKeys);
    await assertWritable(inputs);
    const written = await restoreResumes(inputs.store, manifest, folder);
    let mediaWritten: string[] = [];
    try {
      mediaWritten = await restoreMedia(inputs.media, manifest, folder);
      const rows = await replaceDatabase(inputs.databaseUrl, migrations, manifest, folder, totpSecrets);
      return {
        manifest,
        rows,
        resumesWritten: written.length,
        resumesAlreadyThere: manifest.resumes.length - written.length,
        mediaWritten: mediaWritten.length,
        mediaAlreadyThere: (manifest.media?.length ?? 0) - mediaWritten.length,
      };
    } catch (error) {
      for (const key of written) await inputs.store.remove(key).catch(() => undefined);
      for (const key of mediaWritten) await inputs.media.remove(key).catch(() => undefined);
      throw error;
    }
  } finally {
    // Retried: a failed extraction may still be closing its last files.
    await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(
      () => undefined,
    );
  }
}
