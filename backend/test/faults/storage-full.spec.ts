import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { STORAGE_FULL_DETAIL, STORAGE_UNAVAILABLE_DETAIL } from '../../src/submissions/careers/resume-upload';
import { ApiClient } from '../api-client';
import { pdf } from '../resume-fixtures';
import { createTestApp } from '../test-app';
import { application, uniqueEmail } from './support';

/**
 * The uploads directory full (a 1 MB tmpfs: ENOSPC mid-write) or not writable (a read-only tmpfs:
 * as root, chmod would not stop the writes): a clear 5xx problem document, no row, no file left.
 * Needs mount(8), which needs root: without it these tests are skipped with a notice, and fail in CI.
 */

const mounted: string[] = [];

function mountTmpfs(options: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-uploads-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
  mounted.push(dir);
  return dir;
}

function unmountAll(): void {
  for (const dir of mounted.splice(0)) {
    try {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
    } catch (error) {
      console.error(`Could not unmount ${dir}: ${error instanceof Error ? error.message : error}`);
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Why mounting a tmpfs is not possible here, or undefined when it is. */
function mountUnavailable(): string | undefined {
  try {
    mountTmpfs('size=64k');
    return undefined;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return stderr || (error instanceof Error ? error.message : String(error));
  } finally {
    unmountAll();
  }
}

const unavailable = mountUnavailable();
if (unavailable && !process.env.CI) {
  console.warn(`SKIPPED the disk-full and read-only uploads tests: cannot mount a tmpfs (${unavailable})`);
}

describe('Resume storage failures', () => {
  if (unavailable && process.env.CI) {
    it('can mount a tmpfs (CI must run these tests as root)', () => {
      throw new Error(`Cannot mount a tmpfs: ${unavailable}`);
    });
  }
  const maybe = unavailable ? it.skip : it;

  let app: NestExpressApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(unmountAll);

  async function upload(uploadsDir: string, resume: Buffer) {
    app = await createTestApp({ uploadsDir });
    const client = await ApiClient.create(app);
    const email = uniqueEmail('storage');
    const response = await client
      .post('/api/ContactUs/AddCareer', await client.solveCaptcha())
      .attach('file', resume, { filename: 'resume.pdf', contentType: 'application/pdf' })
      .field('data', JSON.stringify(application(email)));
    const rows = (await app
      .get(DataSource)
      .query('SELECT resume_key FROM career_application WHERE email = $1', [email])) as {
      resume_key: string;
    }[];
    return { response, rows, client };
  }

  maybe(
    'answers 507 when the disk is full, keeps nothing, and stores the next resume that fits',
    async () => {
      const uploadsDir = mountTmpfs('size=1m,mode=0755');
      const { response, rows } = await upload(uploadsDir, pdf(2 * 1024 * 1024));

      expect(response.status).toBe(507);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toEqual({
        type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.507',
        title: 'Insufficient Storage',
        status: 507,
        detail: STORAGE_FULL_DETAIL,
        instance: '/api/ContactUs/AddCareer',
        requestId: response.headers['x-request-id'],
      });
      expect(rows).toEqual([]);
      expect(readdirSync(uploadsDir)).toEqual([]); // the partial file went too, freeing its space

      await app?.close();
      const next = await upload(uploadsDir, pdf(200 * 1024));
      expect(next.response.status).toBe(200);
      expect(readdirSync(uploadsDir)).toEqual([next.rows[0]?.resume_key]);
    },
  );

  maybe('answers 503 when the uploads directory is not writable, and keeps nothing', async () => {
    const uploadsDir = mountTmpfs('size=1m,ro');
    const { response, rows } = await upload(uploadsDir, pdf(64 * 1024));

    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.503',
      title: 'Service Unavailable',
      status: 503,
      detail: STORAGE_UNAVAILABLE_DETAIL,
      instance: '/api/ContactUs/AddCareer',
      requestId: response.headers['x-request-id'],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/EROFS|tmp|orbitwise-faults/);
    expect(rows).toEqual([]);
    expect(readdirSync(uploadsDir)).toEqual([]);
  });
});
