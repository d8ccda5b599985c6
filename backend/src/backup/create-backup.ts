import { createReadStream } from 'node:fs';
import { Client } from 'pg';
import type { MediaStore } from '../storage/media-store';
import type { ResumeStore } from '../storage/resume-store';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, packFolder, sealFolder, type Manifest } from './archive';
import type { ArchiveDestination } from './destinations';
import type { ArchiveKeys } from './encryption';
import { archiveNameAt, archivesToDelete, type RetentionPolicy } from './retention';
import { takeSnapshot, type SnapshotHook } from './snapshot';
import { createStagingFolder, packedFileOf, removeStagingFolder } from './staging';

export interface BackupInputs {
  databaseUrl: string;
  store: ResumeStore;
  /** The content's uploaded images. */
  media: MediaStore;
  destination: ArchiveDestination;
  keys: ArchiveKeys;
  appVersion: string;
  /** Applied after the archive is stored; undefined keeps every archive. */
  retention?: RetentionPolicy;
  onSnapshot?: SnapshotHook;
}

export interface BackupResult {
  name: string;
  size: number;
  manifest: Manifest;
  deleted: string[];
}

export function encrypts(keys: ArchiveKeys): boolean {
  return Boolean(keys.passphrase || keys.identity || keys.recipients.length > 0);
}

/**
 * One backup: a snapshot into a private staging folder (staging.ts), sealed with its manifest, packed (and
 * encrypted) straight into the destination; then the retention policy. The folder is removed whatever
 * happens. The snapshot has its own connection, without the API pool's 3-second statement timeout.
 */
export async function createBackup(inputs: BackupInputs): Promise<BackupResult> {
  const folder = await createStagingFolder();
  const packedFile = packedFileOf(folder);
  const client = new Client({ connectionString: inputs.databaseUrl, application_name: 'orbitwise-backup' });
  // A connection lost between two statements is an 'error' event: the next statement fails instead.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const snapshot = await takeSnapshot(
      client,
      folder,
      { resumes: inputs.store, media: inputs.media },
      inputs.onSnapshot,
    );
    const schemaVersion = snapshot.migrations.at(-1) ?? '';
    const manifest = await sealFolder(folder, {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion: inputs.appVersion,
      schemaVersion,
      ...snapshot,
    });
    const name = archiveNameAt(new Date(snapshot.createdAt), encrypts(inputs.keys));
    // Packed whole before it is sent: a destination that fails cannot leave the packer reading a folder
    // that is being removed, and the upload reads a finished file.
    await packFolder(folder, inputs.keys, packedFile);
    const size = await inputs.destination.put(name, createReadStream(packedFile));
    let deleted: string[] = [];
    if (inputs.retention) {
      const stored = (await inputs.destination.list()).map((archive) => archive.name);
      deleted = archivesToDelete(stored, inputs.retention).filter((old) => old !== name);
      for (const old of deleted) await inputs.destination.remove(old);
    }
    return { name, size, manifest, deleted };
  } finally {
    await client.end().catch(() => undefined);
    await removeStagingFolder(folder);
  }
}
