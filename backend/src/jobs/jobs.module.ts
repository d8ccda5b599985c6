import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOBS_OPTIONS, JobQueue, type JobsOptions } from './job-queue';

export type JobsModuleOptions = Partial<JobsOptions>;

export const DEFAULT_JOBS_OPTIONS: Omit<JobsOptions, 'databaseUrl'> = {
  schema: 'pgboss',
  maxConnections: 4,
  pollingIntervalSeconds: 2,
  scheduleCheckSeconds: 30,
  shutdownTimeoutSeconds: 5,
};

/**
 * For test apps (`nodeEnv === 'test'`): jobs picked up within half a second, schedules evaluated every
 * second, and a short wait for jobs in flight on close.
 */
export const TEST_JOBS_OPTIONS: JobsModuleOptions = {
  pollingIntervalSeconds: 0.5,
  scheduleCheckSeconds: 1,
  shutdownTimeoutSeconds: 2,
};

/**
 * Background jobs (see JobQueue), global: any module injects `JobQueue`. Import it once, in the root
 * module: `JobsModule.forRoot({ databaseUrl })`. Without `databaseUrl`, the URL of the application's
 * TypeORM DataSource is used. pg-boss keeps its tables in their own schema (`pgboss`), created and
 * migrated by pg-boss on start, apart from the TypeORM migrations (which only know the public schema).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions = {}): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        {
          provide: JOBS_OPTIONS,
          inject: [{ token: DataSource, optional: true }],
          useFactory: (dataSource: DataSource | undefined): JobsOptions => {
            const databaseUrl =
              options.databaseUrl ?? (dataSource?.options as { url?: string } | undefined)?.url;
            if (!databaseUrl) {
              throw new Error(
                'JobsModule.forRoot: no databaseUrl given and no TypeORM DataSource with a url',
              );
            }
            const given = Object.fromEntries(
              Object.entries(options).filter(([, value]) => value !== undefined),
            );
            return { ...DEFAULT_JOBS_OPTIONS, ...given, databaseUrl };
          },
        },
        JobQueue,
      ],
      exports: [JobQueue],
    };
  }
}
