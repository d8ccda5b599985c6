// One API process of the jobs test: the whole built API (dist/app.factory.js, every module and its
// own periodic jobs) on the given database, plus one periodic job that records each run as a row
// (the minute it ran in and this process's pid). Prints "READY <pid>" once started; on SIGTERM closes
// the application and exits 0.
//   node scheduler-process.cjs <databaseUrl> <job name> <table> <every> <uploads folder>
require('reflect-metadata');
const { Pool } = require('pg');
const { createApp } = require('../../dist/app.factory.js');
const { loadConfig } = require('../../dist/config/env.js');
const { JobQueue } = require('../../dist/jobs/job-queue.js');

const [databaseUrl, name, table, every, uploadsDir] = process.argv.slice(2);
const pool = new Pool({ connectionString: databaseUrl, max: 2 });

async function main() {
  const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: 'none', UPLOADS_DIR: uploadsDir });
  const app = await createApp(config, databaseUrl);
  await app.get(JobQueue).schedule({
    name,
    every,
    handler: async (job) => {
      await pool.query(
        `INSERT INTO ${table} (period, pid, job_id) VALUES (date_trunc('minute', now()), $1, $2)`,
        [process.pid, job.id],
      );
    },
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
