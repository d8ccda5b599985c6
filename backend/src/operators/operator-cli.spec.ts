import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { randomPassword } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { PASSWORD_ARGUMENT_REFUSED } from './operator-cli';
import { EMAIL_TAKEN_DETAIL } from './operators.service';
import { Passwords } from './passwords';

const CLI = path.join(__dirname, '..', '..', 'dist', 'operators', 'operator-cli.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built CLI, as `npm run operator` runs it, with `stdin` piped in. */
function run(
  databaseUrl: string,
  args: string[],
  stdin: string,
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/**
 * A guard against a hang only: each run starts a Node process that loads the CLI, and a test runs up
 * to eight of them one after the other, which takes long on a busy machine.
 */
const SPAWNS_TIMEOUT = 240_000;

describe('npm run operator -- create', () => {
  let database: FreshDatabase;

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build -w backend" first`);
    database = await freshDatabase('operator_cli');
  });
  afterAll(() => database.drop());

  it('migrates a new database and creates the operator with the password piped on stdin', async () => {
    const password = randomPassword();
    const result = await run(
      database.url,
      ['create', '--email', 'Ana.Admin@example.com', '--role', 'admin', '--name', 'Ana Admin'],
      `${password}\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Created admin "Ana Admin" <Ana\.Admin@example\.com> \(id [0-9a-f-]{36}\)/,
    );
    expect(result.stdout).not.toContain(password);

    const [operator] = await database.query<{
      id: string;
      role: string;
      display_name: string;
      password_hash: string;
    }>('SELECT id, role, display_name, password_hash FROM operator');
    expect(operator).toMatchObject({ role: 'admin', display_name: 'Ana Admin' });
    expect(operator!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await new Passwords(testConfig()).verify(operator!.password_hash, password)).toBe(true);
    const audit = await database.query(
      'SELECT actor_id, actor_label, action, target, target_label, changes FROM audit_log',
    );
    // The role it was created with, before → after, as when an admin creates one in the console.
    expect(audit).toEqual([
      {
        actor_id: null,
        actor_label: null,
        action: 'operator-created',
        target: `operator ${operator!.id}`,
        target_label: 'Ana Admin <Ana.Admin@example.com>',
        changes: [{ field: 'role', from: null, to: 'admin' }],
      },
    ]);
  });

  it('never takes the password as an argument', async () => {
    for (const args of [
      ['create', '--email', 'x@example.com', '--role', 'hr', '--password', 'a-long-password-1'],
      ['create', '--email', 'x@example.com', '--role', 'hr', '--password=a-long-password-1'],
    ]) {
      const result = await run(database.url, args, '');
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toBe(PASSWORD_ARGUMENT_REFUSED);
    }
    expect(await database.query(`SELECT 1 FROM operator WHERE email = 'x@example.com'`)).toHaveLength(0);
  });

  it(
    'refuses a taken email, a weak password and bad arguments, with a clear message and a non-zero exit',
    async () => {
      const taken = await run(
        database.url,
        ['create', '--email', 'ana.admin@EXAMPLE.com', '--role', 'sales'],
        `${randomPassword()}\n`,
      );
      expect(taken).toMatchObject({ code: 1, stdout: '' });
      expect(taken.stderr.trim()).toBe(EMAIL_TAKEN_DETAIL);

      const weak = await run(
        database.url,
        ['create', '--email', 'sam@example.com', '--role', 'sales'],
        'short\n',
      );
      expect(weak.code).toBe(1);
      expect(weak.stderr.trim()).toBe('Password refused: Use at least 12 characters.');
      // The same strength estimate as the API, the name counting against the password.
      const common = await run(
        database.url,
        ['create', '--email', 'sam@example.com', '--role', 'sales'],
        'password1234\n',
      );
      expect(common.code).toBe(1);
      expect(common.stderr.trim()).toBe(
        'Password refused: This password is too easy to guess. This is similar to a commonly used password. ' +
          'Add more words that are less common.',
      );
      const named = await run(
        database.url,
        ['create', '--email', 'zq@example.com', '--role', 'sales', '--name', 'Zebulon Quartermaine'],
        'zebulonquartermaine\n',
      );
      expect(named.code).toBe(1);
      expect(named.stderr).toContain('There should not be any personal or page related data.');

      const role = await run(database.url, ['create', '--email', 'sam@example.com', '--role', 'root'], '');
      expect(role.code).toBe(2);
      expect(role.stderr).toContain('--role must be one of admin, sales, hr, editor.');

      const email = await run(database.url, ['create', '--email', 'not-an-email', '--role', 'hr'], '');
      expect(email.code).toBe(2);
      const usage = await run(database.url, ['delete'], '');
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run operator -- create');
      expect(await database.query('SELECT 1 FROM operator')).toHaveLength(1);
    },
    SPAWNS_TIMEOUT,
  );

  it(
    "refuses a password built from the site's name, a greeting, a season or its host",
    async () => {
      // The site's own name, a greeting, a season, the site's host, each with a number: with SITE_ORIGIN
      // set to the public host, and with the defaults (SITE_ORIGIN on localhost).
      for (const env of [{ SITE_ORIGIN: 'https://www.orbitwise.example' }, {}] as Record<string, string>[])
        for (const password of ['Orbitwise2026!', 'Welcome@2026!', 'Summer2026!!', 'orbitwise.example1']) {
          const context = await run(
            database.url,
            ['create', '--email', 'sam@example.com', '--role', 'sales'],
            `${password}\n`,
            env,
          );
          expect(context.code).toBe(1);
          expect(context.stderr).toMatch(/^Password refused: This password is too easy to guess\. \S/);
        }

      expect(await database.query(`SELECT 1 FROM operator WHERE email = 'sam@example.com'`)).toHaveLength(0);
    },
    SPAWNS_TIMEOUT,
  );
});
