import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JOBS_OPTIONS, JobQueue, type JobsOptions } from './job-queue';

export type JobsModuleOptions = Pick<JobsOptions, 'databaseUrl'> & Partial<JobsOptions>;

export const DEFAULT_JOBS_OPTIONS: Omit<JobsOptions, 'databaseUrl'> = {
  schema: 'pgboss',
  maxConnections: 4,
  pollingIntervalSeconds: 2,
  scheduleCheckSeconds: 30,
  shutdownTimeoutSeconds: 5,
  superviseIntervalSeconds: 10,
};

/**
 * For test apps (`nodeEnv === 'test'`): jobs picked up within half a second, schedules evaluated every
 * second, and a short wait for jobs in flight on close.
 */
export const TEST_JOBS_OPTIONS: Partial<JobsOptions> = {
  pollingIntervalSeconds: 0.5,
  scheduleCheckSeconds: 1,
  shutdownTimeoutSeconds: 2,
  superviseIntervalSeconds: 2,
};

/**
 * Background jobs (see JobQueue), global: any module injects `JobQueue`. Import it once, in the root
 * module: `JobsModule.forRoot({ databaseUrl })`. pg-boss keeps its tables in their own schema
 * (`pgboss`), created and migrated by pg-boss on start, apart from the TypeORM migrations (which only
 * know the public schema).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_OPTIONS, useValue: { ...DEFAULT_JOBS_OPTIONS, ...options } }, JobQueue],
      exports: [JobQueue],
    };
  }
}
