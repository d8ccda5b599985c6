// One "API process" of the jobs test: the built JobsModule (dist/jobs) in a Nest application of its
// own, with one periodic job that records each run as a row (the minute it ran in and this process's
// pid). Prints "READY <pid>" once started; on SIGTERM closes the application and exits 0.
//   node scheduler-process.cjs <databaseUrl> <job name> <table> <every>
require('reflect-metadata');
const { Inject, Injectable, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { Pool } = require('pg');
const { JobsModule, TEST_JOBS_OPTIONS } = require('../../dist/jobs/jobs.module.js');
const { JobQueue } = require('../../dist/jobs/job-queue.js');

const [databaseUrl, name, table, every] = process.argv.slice(2);
const pool = new Pool({ connectionString: databaseUrl, max: 2 });

class RunRecorder {
  constructor(jobs) {
    this.jobs = jobs;
  }

  onModuleInit() {
    return this.jobs.schedule({
      name,
      every,
      handler: async (job) => {
        await pool.query(
          `INSERT INTO ${table} (period, pid, job_id) VALUES (date_trunc('minute', now()), $1, $2)`,
          [process.pid, job.id],
        );
      },
    });
  }
}
Injectable()(RunRecorder);
Inject(JobQueue)(RunRecorder, undefined, 0);

class SchedulerProcessModule {}
Module({
  imports: [JobsModule.forRoot({ databaseUrl, ...TEST_JOBS_OPTIONS })],
  providers: [RunRecorder],
})(SchedulerProcessModule);

async function main() {
  const app = await NestFactory.createApplicationContext(SchedulerProcessModule, {
    logger: ['error', 'warn'],
  });
  process.once('SIGTERM', () => {
    const started = Date.now();
    app
      .close()
      .then(() => pool.end())
      .then(
        () => {
          process.stdout.write(`CLOSED ${Date.now() - started}\n`);
          process.exit(0);
        },
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
  process.stdout.write(`READY ${process.pid}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
