import type { NestExpressApplication } from '@nestjs/platform-express';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { OWNER } from '../../src/storage/partial-files';
import { ORPHAN_SWEEP_LIMIT, ResumeSweeper } from '../../src/submissions/careers/resume-sweeper';
import { ApiClient } from '../api-client';
import { pdf } from '../resume-fixtures';
import { createTestApp } from '../test-app';
import {
  application,
  createDatabase,
  killAllServers,
  RemoteClient,
  resumeOf,
  ServerProcess,
  uniqueEmail,
  waitFor,
  type TestDatabase,
} from './support';

const isPartial = (name: string) => name.endsWith('.part');

/**
 * The built server killed with SIGKILL while it writes a resume, then started again on the same
 * uploads directory and database: no partial file is left, every row's file exists and every file
 * has its row. Replicas share the uploads volume: a starting one must not remove what a live one
 * is still receiving.
 */
describe('The API killed mid-upload', () => {
  let db: TestDatabase;
  let uploadsDir: string;

  beforeAll(async () => {
    db = await createDatabase();
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-killed-'));
  });

  afterAll(async () => {
    await killAllServers();
    await db?.drop();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  const files = () => readdirSync(uploadsDir).sort();

  /** Every row's file exists, byte size as recorded; every stored file has its row. */
  async function expectConsistent() {
    const rows = await db.query<{ name: string; size: number }>(
      'SELECT resume_key AS name, resume_size AS size FROM career_application',
    );
    for (const row of rows) expect(statSync(path.join(uploadsDir, row.name)).size).toBe(row.size);
    expect(files()).toEqual(rows.map((row) => row.name).sort());
    return rows;
  }

  it('leaves no partial file and no row without its file after a restart', async () => {
    const first = await ServerProcess.start({ databaseUrl: db.url, uploadsDir });
    const client = await RemoteClient.create(first.baseUrl);
    const stored = await client.postCareer(application(), resumeOf(20_000), await client.solveCaptcha());
    expect(stored.status).toBe(200);

    const killedEmail = uniqueEmail('killed');
    const upload = client.postCareer(
      application(killedEmail),
      resumeOf(4 * 1024 * 1024),
      await client.solveCaptcha(),
      {
        chunkBytes: 64 * 1024,
        delayMs: 5,
        hold: async () => {
          // The resume is being written: kill the process right there.
          await waitFor('the partial file', () => files().some(isPartial));
          await first.kill();
        },
      },
    );
    await expect(upload).rejects.toThrow(/socket hang up|ECONNRESET|EPIPE/);
    const left = files().filter(isPartial);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain(`_${first.pid}.part`);

    const restarted = await ServerProcess.start({ databaseUrl: db.url, uploadsDir });
    expect(files().filter(isPartial)).toEqual([]);
    const rows = await expectConsistent();
    expect(rows).toHaveLength(1);
    expect(await db.query('SELECT id FROM career_application WHERE email = $1', [killedEmail])).toEqual([]);

    // And it takes resumes again.
    const again = await RemoteClient.create(restarted.baseUrl);
    expect((await again.postCareer(application(), resumeOf(30_000), await again.solveCaptcha())).status).toBe(
      200,
    );
    await expectConsistent();
    await restarted.kill();
  });

  it('does not remove the partial file of another live replica when it starts', async () => {
    const replica = await ServerProcess.start({ databaseUrl: db.url, uploadsDir });
    const client = await RemoteClient.create(replica.baseUrl);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let partial = '';
    const email = uniqueEmail('replica');
    const upload = client.postCareer(application(email), resumeOf(1024 * 1024), await client.solveCaptcha(), {
      chunkBytes: 64 * 1024,
      delayMs: 5,
      hold: async () => {
        partial = await waitFor('the partial file', () => files().find(isPartial));
        await released;
      },
    });
    await waitFor('the upload to start', () => partial !== '');

    // Another replica starts on the same volume while the first is receiving.
    const starting = await ServerProcess.start({ databaseUrl: db.url, uploadsDir });
    expect(existsSync(path.join(uploadsDir, partial))).toBe(true);

    release();
    const response = await upload;
    expect(response.status).toBe(200);
    const [row] = await db.query<{ name: string }>(
      'SELECT resume_key AS name FROM career_application WHERE email = $1',
      [email],
    );
    expect(statSync(path.join(uploadsDir, row!.name)).size).toBe(1024 * 1024);
    expect(files().filter(isPartial)).toEqual([]);
    await expectConsistent();
    await Promise.all([replica.kill(), starting.kill()]);
  });
});

describe('The sweep of the uploads directory', () => {
  let app: NestExpressApplication;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-sweep-'));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const HOUR = 60 * 60 * 1000;
  const put = (name: string, ageMs = 0, bytes = pdf()) => {
    const file = path.join(uploadsDir, name);
    writeFileSync(file, bytes);
    const when = new Date(Date.now() - ageMs);
    utimesSync(file, when, when);
    return name;
  };
  const deadPid = () => {
    const child = spawnSync(process.execPath, ['-e', '']);
    return child.pid;
  };

  it('removes abandoned partial files at start, and old orphans, and nothing that may be live', async () => {
    const space = OWNER.slice(0, OWNER.lastIndexOf('_')); // this pid namespace
    const names = {
      deadHere: put(`${randomUUID()}.${space}_${deadPid()}.part`),
      liveHere: put(`${randomUUID()}.${space}_${process.ppid}.part`),
      // This very pid: written before this process started (a restarted container), or now.
      mineBefore: put(`${randomUUID()}.${OWNER}.part`, (process.uptime() + 60) * 1000),
      mineNow: put(`${randomUUID()}.${OWNER}.part`),
      otherSpaceRecent: put(`${randomUUID()}.another-container_1.part`, 5 * 60 * 1000),
      otherSpaceStale: put(`${randomUUID()}.another-container_1.part`, 2 * HOUR),
      oldOrphan: put(`${randomUUID()}.pdf`, 2 * HOUR),
      recentOrphan: put(`${randomUUID()}.docx`, 5 * 60 * 1000),
      notOurs: put('README.txt', 2 * HOUR),
    };

    app = await createTestApp({ uploadsDir });
    // The partial files are swept before the app is ready (onModuleInit).
    expect(readdirSync(uploadsDir)).not.toContain(names.deadHere);
    expect(readdirSync(uploadsDir)).not.toContain(names.otherSpaceStale);
    expect(readdirSync(uploadsDir)).not.toContain(names.mineBefore);

    // A stored resume with its row, then made old: kept.
    const client = await ApiClient.create(app);
    const email = uniqueEmail('sweep');
    const response = await client
      .post('/api/ContactUs/AddCareer', await client.solveCaptcha())
      .attach('file', pdf(), { filename: 'resume.pdf', contentType: 'application/pdf' })
      .field('data', JSON.stringify(application(email)));
    expect(response.status).toBe(200);
    const [row] = (await app
      .get(DataSource)
      .query('SELECT resume_key AS name FROM career_application WHERE email = $1', [email])) as {
      name: string;
    }[];
    const withRow = path.join(uploadsDir, row!.name);
    utimesSync(withRow, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));

    await app.get(ResumeSweeper).sweep();
    expect(readdirSync(uploadsDir).sort()).toEqual(
      [
        names.liveHere,
        names.mineNow,
        names.otherSpaceRecent,
        names.recentOrphan,
        names.notOurs,
        row!.name,
      ].sort(),
    );
  });

  it('removes no orphan at all when there are far more than crashes leave (wrong database?)', async () => {
    const before = readdirSync(uploadsDir);
    const many = Array.from({ length: ORPHAN_SWEEP_LIMIT + 1 }, () => put(`${randomUUID()}.pdf`, 2 * HOUR));
    const result = await app.get(ResumeSweeper).sweep();
    expect(result.orphans).toEqual([]);
    expect(readdirSync(uploadsDir).sort()).toEqual([...before, ...many].sort());
  });
});
