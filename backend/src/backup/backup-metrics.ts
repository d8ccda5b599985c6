import { Gauge, register } from 'prom-client';

const NAME = 'orbitwise_backup_last_success_timestamp_seconds';

/** Answers the last successful backup's time: the newest app's reader (the database, shared by replicas). */
let readLastSuccess: (() => Promise<Date | null>) | undefined;

/**
 * `orbitwise_backup_last_success_timestamp_seconds` on prom-client's default registry (the one /metrics
 * serves), read from `backup_run` at each scrape, so every replica reports the same value whichever
 * ran the backup (or `npm run backup`). 0 when there has been none.
 */
export function exposeLastBackupSuccess(reader: () => Promise<Date | null>): void {
  readLastSuccess = reader;
  if (register.getSingleMetric(NAME)) return;
  new Gauge({
    name: NAME,
    help: 'Unix time of the last successful backup (0: none yet).',
    async collect() {
      const last = await readLastSuccess?.().catch(() => null);
      this.set(last ? last.getTime() / 1000 : 0);
    },
  });
}
