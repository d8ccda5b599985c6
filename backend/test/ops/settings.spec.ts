import { spawn } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { MAIN_JS } from '../faults/support';
import { freePort } from '../free-port';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { tempDir } from './support';

/**
 * No setting can take the site down: a bad one is refused at start, by the API and by the command-line
 * tools, in one line that names the variable; a busy port likewise; and an error a job loses fails
 * that job, never the process. Against the built backend (dist/).
 */

const DIST = path.dirname(MAIN_JS);
const BACKEND = path.resolve(DIST, '..');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node <args>` with only `env` (and PATH), to its end. */
async function run(args: string[], env: Record<string, string>, input = ''): Promise<Exit> {
  const child = spawn(process.execPath, args, {
    cwd: BACKEND,
    env: { PATH: process.env.PATH, NO_COLOR: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdin.end(input);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** The API's start with the tests' quiet defaults, `env` on top; nothing of the repository's data. */
const startApi = (env: Record<string, string>) =>
  run([MAIN_JS], {
    NODE_ENV: 'test',
    SITE_DIR: 'none',
    EMBEDDED_PG_DIR: path.join(tempDir('settings'), 'pg'),
    ...env,
  });

const BAD_SETTINGS: [string, Record<string, string>, string][] = [
  [
    'an age recipient that is not one',
    { BACKUP_DIR: '/tmp/orbitwise-settings-backups', BACKUP_AGE_RECIPIENTS: 'age1notakey' },
    'BACKUP_AGE_RECIPIENTS must be a comma list of age public keys (age1…, as "age-keygen -y" prints): "age1notakey" is not one',
  ],
  [
    'a malformed age identity (never quoted)',
    { BACKUP_AGE_IDENTITY: 'AGE-SECRET-KEY-1NOTAKEY' },
    'BACKUP_AGE_IDENTITY must be an age secret key (AGE-SECRET-KEY-1…, the key line of the file "age-keygen" writes): the value given is not one',
  ],
  [
    'a cron expression out of range',
    { BACKUP_SCHEDULE: '0 25 * * *' },
    'BACKUP_SCHEDULE must be a 5-field cron expression in UTC such as "0 3 * * *" (got "0 25 * * *": Constraint error, got value 25 expected range 0-23)',
  ],
  [
    'a URL that is not one',
    { SMTP_URL: 'mail.example.com:25' },
    'SMTP_URL must be an smtp://user:password@host:port or smtps://… URL',
  ],
];

describe('a bad setting is refused at start in one line naming it', () => {
  it.each(BAD_SETTINGS)('the API: %s', async (_case, env, line) => {
    const exit = await startApi(env);
    expect(exit).toEqual({ code: 1, stdout: '', stderr: `${line}\n` });
  });

  it.each(BAD_SETTINGS)('npm run backup: %s', async (_case, env, line) => {
    const exit = await run([path.join(DIST, 'backup', 'backup-cli.js'), 'backup'], env);
    expect(exit).toEqual({ code: 1, stdout: '', stderr: `${line}\n` });
  });

  it('npm run operator says the same line', async () => {
    const exit = await run(
      [
        path.join(DIST, 'operators', 'operator-cli.js'),
        'create',
        '--email',
        'ops@example.com',
        '--role',
        'admin',
      ],
      { SITE_ORIGIN: 'ftp://www.example.com' },
      'a long and unusual passphrase for the drill\n',
    );
    expect(exit).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'SITE_ORIGIN must be an http(s) origin such as https://www.example.com (got "ftp://www.example.com")\n',
    });
  });
});

describe('the command-line tools judge the whole environment as the API does, before anything else', () => {
  const OPERATOR_CLI = path.join(DIST, 'operators', 'operator-cli.js');
  const BACKUP_CLI = path.join(DIST, 'backup', 'backup-cli.js');
  const CREATE = ['create', '--email', 'zz.cfg@example.org', '--role', 'admin'];
  const PASSWORD = 'Some-Password-1234567\n';
  let db: FreshDatabase;

  beforeEach(async () => {
    db = await freshDatabase('settings_tools');
  });

  afterEach(async () => {
    await db?.drop();
  });

  it('npm run operator refuses a bad age recipient and leaves the database untouched', async () => {
    const exit = await run(
      [OPERATOR_CLI, ...CREATE],
      { DATABASE_URL: db.url, BACKUP_AGE_RECIPIENTS: 'age1notakey' },
      PASSWORD,
    );
    expect(exit).toEqual({ code: 1, stdout: '', stderr: `${BAD_SETTINGS[0]![2]}\n` });
    // Not migrated, so no operator table and no operator row.
    expect(await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
  });

  const STAGING = 'NODE_ENV must be development, production or test (got "staging")\n';

  it.each([
    ['npm run backup', [BACKUP_CLI, 'backup'], ''],
    ['npm run restore', [BACKUP_CLI, 'restore', 'no-such-archive.tar'], ''],
    ['npm run operator', [OPERATOR_CLI, ...CREATE], PASSWORD],
  ])('%s refuses NODE_ENV=staging as the API does', async (_tool, args, input) => {
    const exit = await run(
      args,
      { DATABASE_URL: db.url, BACKUP_DIR: tempDir('settings-backups'), NODE_ENV: 'staging' },
      input,
    );
    expect(exit).toEqual({ code: 1, stdout: '', stderr: STAGING });
    expect(await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
  });
});

describe('a busy port is refused in one line naming its variable, before anything starts', () => {
  let db: FreshDatabase;
  let holder: Server;
  let busy: number;

  beforeAll(async () => {
    db = await freshDatabase('settings');
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve)); // every address, as the API binds
    busy = (holder.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => holder?.close(resolve));
    await db?.drop();
  });

  it('PORT', async () => {
    const exit = await startApi({ DATABASE_URL: db.url, PORT: String(busy) });
    expect(exit).toEqual({
      code: 1,
      stdout: '',
      stderr: `PORT ${busy} is in use: set PORT to a free port\n`,
    });
    // Refused before the job queue (or anything else) touched the database.
    expect(await db.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'`)).toEqual([]);
  });

  it('METRICS_PORT', async () => {
    const exit = await startApi({
      DATABASE_URL: db.url,
      METRICS_PORT: String(busy),
      METRICS_HOST: '127.0.0.1',
    });
    expect(exit).toEqual({
      code: 1,
      stdout: '',
      stderr: `METRICS_PORT ${busy} is in use: set METRICS_PORT to a free port\n`,
    });
  });

  it('METRICS_HOST that is not an address of this machine is blamed on METRICS_HOST', async () => {
    // 192.0.2.1: TEST-NET-1, documentation only, never an address of this machine.
    const exit = await startApi({
      DATABASE_URL: db.url,
      METRICS_PORT: String(await freePort()),
      METRICS_HOST: '192.0.2.1',
    });
    expect(exit).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'METRICS_HOST 192.0.2.1 is not an address of this machine: set METRICS_HOST to one of its addresses, 127.0.0.1 or 0.0.0.0\n',
    });
  });
});

/** A port below 1024 that nothing listens on. */
async function freePrivilegedPort(): Promise<number> {
  for (let port = 1023; port > 900; port--) {
    // Bound (root) or refused to this user: either way nothing listens there.
    const code = await new Promise<string | undefined>((resolve) => {
      const probe = createServer();
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)));
    });
    if (code === undefined || code === 'EACCES') return port;
  }
  throw new Error('No free port from 901 to 1023');
}

// As root the API's check binds it but PostgreSQL's user cannot; as another user the check cannot.
it('an EMBEDDED_PG_PORT below 1024 is a permission, not a busy port', async () => {
  const dir = tempDir('settings-pg');
  chmodSync(dir, 0o755); // initdb runs as the postgres user
  const port = await freePrivilegedPort();
  const exit = await startApi({ EMBEDDED_PG_DIR: path.join(dir, 'pg'), EMBEDDED_PG_PORT: String(port) });
  expect(exit).toEqual({
    code: 1,
    stdout: '',
    stderr:
      `Port ${port} of the embedded PostgreSQL (EMBEDDED_PG_PORT) may not be listened on by its user ` +
      '(Permission denied): set EMBEDDED_PG_PORT to a port above 1023.\n',
  });
});

describe('an error a job loses fails the job, not the process', () => {
  let db: FreshDatabase;

  beforeAll(async () => {
    db = await freshDatabase('settings_jobs');
  });

  afterAll(async () => {
    await db?.drop();
  });

  it("records the job as failed, logs it, and goes on running jobs after an unheard 'error' event", async () => {
    // The built JobQueue with a job whose stream emits 'error' later, with no listener (as the backup's
    // archive stream did with a bad key), then a job that works.
    const script = `
      const { Module } = require('@nestjs/common');
      const { NestFactory } = require('@nestjs/core');
      const { EventEmitter } = require('node:events');
      const { JobsModule, TEST_JOBS_OPTIONS } = require(${JSON.stringify(path.join(DIST, 'jobs', 'jobs.module.js'))});
      const { JobQueue } = require(${JSON.stringify(path.join(DIST, 'jobs', 'job-queue.js'))});
      const errors = [];
      const logger = { log() {}, warn() {}, error: (message) => errors.push(String(message)) };
      class Jobs {}
      Module({ imports: [JobsModule.forRoot({ databaseUrl: process.env.DATABASE_URL, ...TEST_JOBS_OPTIONS })] })(Jobs);
      (async () => {
        const app = await NestFactory.createApplicationContext(Jobs, { logger, abortOnError: false });
        const jobs = app.get(JobQueue);
        await jobs.work('drill.lost-error', async () => {
          const archive = new EventEmitter();
          setTimeout(() => archive.emit('error', new Error('unknown recipient type')), 10);
          await new Promise(() => {});
        }, { retry: { limit: 0 } });
        let worked = false;
        await jobs.work('drill.fine', async () => { worked = true; });
        const failing = await jobs.send('drill.lost-error', {});
        while (!errors.some((line) => line.includes(failing))) await new Promise((r) => setTimeout(r, 50));
        await jobs.send('drill.fine', {});
        while (!worked) await new Promise((r) => setTimeout(r, 50));
        await app.close();
        console.log(JSON.stringify({ failing, errors }));
      })();
    `;
    const exit = await run(['-e', script], { DATABASE_URL: db.url });
    expect({ code: exit.code, stderr: exit.stderr }).toEqual({ code: 0, stderr: '' });
    const { failing, errors } = JSON.parse(exit.stdout) as { failing: string; errors: string[] };
    expect(errors).toEqual([
      `Job drill.lost-error ${failing} failed on try 1 of 1 (unknown recipient type); no tries left: the job has failed`,
    ]);
    const [row] = await db.query<{ state: string; output: unknown }>(
      `SELECT state, output FROM pgboss.job WHERE id = $1`,
      [failing],
    );
    expect(row).toEqual({ state: 'failed', output: { message: 'unknown recipient type' } });
  });
});
