import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { unpackAndVerify, type Manifest } from './archive';
import type { ArchiveKeys } from './encryption';
import { assertRestorable, migrationsUpTo, replaceDatabase } from './restore-database';
import {
  assertWritable,
  inspectStores,
  replaceDiffering,
  restoreMedia,
  restoreResumes,
  undoResumes,
  type RestoreStores,
} from './restore-files';
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
  /** Stored resumes whose bytes differed from the archive's, replaced by the archive's. */
  resumesReplaced: number;
  mediaWritten: number;
  mediaAlreadyThere: number;
  mediaReplaced: number;
}

/**
 * Restores an archive, all or nothing. Nothing is touched until the whole archive is verified (every
 * checksum), the database is found empty (unless `force`) and not newer than the archive, every
 * operator's TOTP secret found readable, and both stores found writable (missing folders created).
 * A stored file counts as restored only when its SHA-256 is the manifest's. Then the resumes and the
 * content's image files the stores lack are written, the differing ones written beside them, and one transaction
 * migrates the database up to the archive's schema version and replaces every table. A failure
 * anywhere rolls the transaction back and removes the files it wrote: the target is as it was, and the
 * restore can be run again. Only after the commit do the archive's copies replace the differing files.
 */
export async function restoreBackup(inputs: RestoreInputs): Promise<RestoreResult> {
  const folder = await mkdtemp(path.join(tmpdir(), 'orbitwise-restore-'));
  try {
    const manifest = await unpackAndVerify(inputs.archive as unknown as Readable, folder, inputs.keys);
    const migrations = migrationsUpTo(manifest);
    await assertRestorable(inputs.databaseUrl, manifest, inputs.force);
    const totpSecrets = await resealTotpSecrets(manifest, folder, inputs.totpKeys);
    const stored = await inspectStores(inputs, manifest);
    await assertWritable(inputs);
    const resumes = await restoreResumes(inputs.store, manifest, folder, stored.resumes);
    let media: { written: string[]; replacements: string[] } = { written: [], replacements: [] };
    let rows: Record<string, number>;
    try {
      media = await restoreMedia(inputs.media, manifest, folder, stored.media);
      rows = await replaceDatabase(inputs.databaseUrl, migrations, manifest, folder, totpSecrets);
    } catch (error) {
      await undoResumes(inputs.store, resumes);
      for (const key of media.written) await inputs.media.remove(key).catch(() => undefined);
      throw error;
    }
    await replaceDiffering(inputs, manifest, folder, resumes.replacements, media.replacements).catch(
      (error: unknown) => {
        throw new Error(
          `The database was restored, but a stored file that differed from the archive could not be replaced (${(error as Error).message}); run the restore again with --force.`,
        );
      },
    );
    const count = (states: Map<string, string>, state: string) =>
      [...states.values()].filter((value) => value === state).length;
    return {
      manifest,
      rows,
      resumesWritten: resumes.written.length,
      resumesAlreadyThere: count(stored.resumes, 'same'),
      resumesReplaced: resumes.replacements.length,
      mediaWritten: media.written.length,
      mediaAlreadyThere: count(stored.media, 'same'),
      mediaReplaced: media.replacements.length,
    };
  } finally {
    // Retried: a failed extraction may still be closing its last files.
    await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(
      () => undefined,
    );
  }
}
