import { gaugeReadAtScrape } from '../platform/metrics/metrics';

/** Answers the last successful backup's time: the newest app's reader (the database, shared by replicas). */
let readLastSuccess: (() => Promise<Date | null>) | undefined;

/**
 * `orbitwise_backup_last_success_timestamp_seconds` on prom-client's default registry (the one /metrics
 * serves), read from `backup_run` at each scrape, so every replica reports the same value whichever
 * ran the backup (or `npm run backup`). 0 when there has been none; left out of a scrape that cannot
 * read the database, so that `BackupMissing` does not fire on a database outage.
 */
export function exposeLastBackupSuccess(reader: () => Promise<Date | null>): void {
  readLastSuccess = reader;
  gaugeReadAtScrape(
    'orbitwise_backup_last_success_timestamp_seconds',
    'Unix time of the last successful backup (0: none yet; left out while the database cannot be read).',
    async () => {
      if (!readLastSuccess) return undefined;
      const last = await readLastSuccess();
      return last ? last.getTime() / 1000 : 0;
    },
  );
}
