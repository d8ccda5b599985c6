import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue';
import { AnalyticsService } from './analytics.service';

export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';

/**
 * Every 10 minutes, once across replicas: rolls up the days that ended, deletes raw events past 48
 * hours and the salts of ended days, and the rollups past their retention. Each run does only what
 * is due, so a missed run is caught up by the next.
 */
@Injectable()
export class AnalyticsRollupJob implements OnModuleInit {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): Promise<void> {
    return this.jobs.schedule({
      name: ANALYTICS_ROLLUP_JOB,
      every: '10 minutes',
      handler: async () => {
        await this.analytics.rollUp();
      },
    });
  }
}
