import { Client } from 'pg';
import type { AppConfig } from '../config/env';
import type { MediaStore } from '../storage/media-store';
import type { ResumeStore } from '../storage/resume-store';
import { appVersion } from './app-version';
import type { BackupRunsRepository, BackupTrigger } from './backup-runs.repository';
import { createBackup, type BackupResult } from './create-backup';
import { destinationOf } from './destinations';
import { keysOf } from './encryption';

/** No BACKUP_DIR or BACKUP_S3_BUCKET: nowhere to write. */
export class BackupNotConfiguredError extends Error {
  constructor() {
    super('Set BACKUP_DIR (a folder) or BACKUP_S3_BUCKET (a bucket) to say where backups go.');
  }
}

/**
 * One recorded backup, the same for the daily job and `npm run backup`: a `backup_run` row that ends
 * succeeded (archive, size) or failed (the reason), and the retention policy applied.
 */
export async function runBackup(
  inputs: {
    config: AppConfig;
    databaseUrl: string;
    store: ResumeStore;
    media: MediaStore;
    runs: BackupRunsRepository;
  },
  trigger: BackupTrigger,
): Promise<BackupResult> {
  const { config, databaseUrl, store, media, runs } = inputs;
  const destination = destinationOf(config.backup);
  if (!destination) throw new BackupNotConfiguredError();
  const recorded = await runs.available();
  const connection = recorded ? await runConnection(databaseUrl) : undefined;
  try {
    const id = connection ? await runs.start(trigger, connection) : undefined;
    try {
      // Before the snapshot: a destination that cannot be written fails the run at once.
      await destination.check();
      const result = await createBackup({
        databaseUrl,
        store,
        media,
        destination,
        keys: keysOf(config.backup),
        appVersion: appVersion(),
        retention: { keepDaily: config.backup.keepDaily, keepWeekly: config.backup.keepWeekly },
      });
      if (id) await runs.succeed(id, result.name, result.size);
      return result;
    } catch (error) {
      if (id)
        await runs.fail(id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
      throw error;
    }
  } finally {
    destination.close();
    await connection?.end().catch(() => undefined);
  }
}

/** The run's own connection, open while it lasts: the lock it holds tells every process the run is alive. */
async function runConnection(databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'orbitwise-backup-run' });
  // A connection lost while the backup runs is an 'error' event: the run goes on, its lock is gone.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
