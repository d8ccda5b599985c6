import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { randomPassword } from '../operator-session';
import { databaseAt, killAllServers, ServerProcess, type TestDatabase } from './support';

/**
 * `npm run operator` and `npm run backup` while `npm start` runs with an EMBEDDED_PG_PORT of its own,
 * the commands run without it: they find the running cluster through the data folder (the port in
 * its postmaster.pid) and use it, instead of trying to start a second PostgreSQL on that folder.
 */
const DIST = path.resolve(__dirname, '..', '..', 'dist');
const OPERATOR_CLI = path.join(DIST, 'operators', 'operator-cli.js');
const BACKUP_CLI = path.join(DIST, 'backup', 'backup-cli.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A built command as `npm run …` runs it: only the given environment, `stdin` piped in. */
function run(cli: string, args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

jest.setTimeout(180_000);

describe('Command-line tools beside a running npm start', () => {
  let folder: string;
  let dataDir: string;
  let uploadsDir: string;
  let server: ServerProcess;
  let database: TestDatabase;

  beforeAll(async () => {
    for (const cli of [OPERATOR_CLI, BACKUP_CLI]) {
      if (!existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build -w backend" first`);
    }
    folder = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-cli-'));
    chmodSync(folder, 0o755); // the cluster runs as the postgres user when the tests run as root
    dataDir = path.join(folder, 'pg');
    uploadsDir = path.join(folder, 'uploads');
    const pgPort = await freePort();
    server = await ServerProcess.start({
      uploadsDir,
      env: { EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
    });
    database = databaseAt(`postgres://postgres:postgres@127.0.0.1:${pgPort}/orbitwise`);
  });

  afterAll(async () => {
    await database?.close();
    if (server?.isRunning) {
      server.signal('SIGTERM');
      await server.waitForExit(30_000).catch(() => undefined);
    }
    await killAllServers();
    rmSync(folder, { recursive: true, force: true });
  });

  it('npm run operator creates the operator in the running cluster', async () => {
    const result = await run(
      OPERATOR_CLI,
      ['create', '--email', 'beside.api@example.com', '--role', 'admin', '--name', 'Beside Api'],
      { EMBEDDED_PG_DIR: dataDir },
      `${randomPassword()}\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Created admin "Beside Api" <beside\.api@example\.com>/);
    expect(result.code).toBe(0);
    expect(
      await database.query('SELECT role, display_name FROM operator WHERE email = $1', [
        'beside.api@example.com',
      ]),
    ).toEqual([{ role: 'admin', display_name: 'Beside Api' }]);
  });

  it('npm run backup backs up the running cluster', async () => {
    const backupDir = path.join(folder, 'backups');
    const result = await run(BACKUP_CLI, ['backup'], {
      EMBEDDED_PG_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      BACKUP_DIR: backupDir,
      BACKUP_PASSPHRASE: 'the operations passphrase',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const archives = readdirSync(backupDir);
    expect(archives).toHaveLength(1);
    expect(await database.query("SELECT status, archive FROM backup_run WHERE trigger = 'command'")).toEqual([
      { status: 'succeeded', archive: archives[0] },
    ]);
  });

  it('left the API and its cluster running: it stops with 0', async () => {
    expect(server.isRunning).toBe(true);
    server.signal('SIGTERM');
    expect(await server.waitForExit(30_000)).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});
