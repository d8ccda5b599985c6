import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue';
import { RetentionService } from './retention.service';

export const RETENTION_PURGE_JOB = 'retention.purge';

/** Enforces the retention every day at 03:00 UTC, once across replicas. */
@Injectable()
export class RetentionPurgeJob implements OnModuleInit {
  constructor(
    private readonly retention: RetentionService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.schedule({
      name: RETENTION_PURGE_JOB,
      every: '0 3 * * *',
      // A first purge may meet a large backlog: past this it stops between batches, and the retry goes on.
      timeoutSeconds: 3600,
      handler: async ({ signal }) => {
        await this.retention.purge(signal);
      },
    });
  }
}
